package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.result.CleanupResult;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import io.ibench.core.spi.Transport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How the runs reach a MySQL-family server on this host (docs/workload.md#transport,
 * docs/workload.md#the-driver) and the binary logs around every step (docs/workload.md#binary-logs): the local
 * MariaDB named by 127.0.0.1 is reached through its own socket unless {@code --tcp} is given (as the server's
 * process list shows the run's sessions: {@code localhost} or {@code 127.0.0.1:port}), through the driver a
 * URL names or, named by host, through MariaDB Connector/J; with binary logging off each step
 * records the reset as skipped; a server of the test's own with {@code log_bin} is found through its
 * own socket (not the local service's, which answers as another server) and keeps one binary log, and its
 * performance schema names the driver each session used (connection attribute {@code _client_name}).
 */
class TransportIT {
    private static final String DB = "ib_transport_it";
    private static final String SOCKET = "/run/mysqld/mysqld.sock";
    /** Rows per table for the runs whose sessions are watched: l.i0 lasts long enough to be seen (~1 s). */
    private static final String ROWS = "100k";

    @TempDir
    Path work;

    @AfterAll
    static void dropDatabase() throws SQLException {
        TestServer.drop(DB);
    }

    @Test
    void aLocalServerIsReachedThroughItsSocketUnlessTcpIsAsked() throws Exception {
        Set<String> socketHosts = new TreeSet<>();
        RunResult viaSocket = run("socket", TestServer.URL + DB, socketHosts, null, "--user=" + TestServer.USER,
                "--create-database");
        assertEquals(Set.of("localhost"), socketHosts, "the server lists the run's sessions as local (its socket)");
        assertEquals(new Transport(Transport.SOCKET, "/run/mysqld/mysqld.sock", "the server's socket",
                viaSocket.transport().driver()), viaSocket.transport());
        assertTrue(viaSocket.transport().driver().startsWith("MySQL Connector/J "),
                "a jdbc:mysql: URL keeps its driver on MariaDB: " + viaSocket.transport().describe());
        Set<String> tcpHosts = new TreeSet<>();
        RunResult viaTcp = run("tcp", TestServer.URL + DB, tcpHosts, null, "--user=" + TestServer.USER, "--tcp");
        assertEquals(Set.of("127.0.0.1:PORT"), tcpHosts, "the server lists the run's sessions as TCP from 127.0.0.1");
        assertEquals(new Transport(Transport.TCP, "127.0.0.1:3306", "--tcp", viaTcp.transport().driver()),
                viaTcp.transport());
        assertTrue(viaTcp.transport().driver().startsWith("MySQL Connector/J "), viaTcp.transport().describe());
        for (StepResult step : viaSocket.steps()) {
            assertEquals(List.of(new CleanupResult.Action("reset master (start)", 0, "skipped: binary logging is off"),
                            new CleanupResult.Action("reset master (end)", 0, "skipped: binary logging is off")),
                    step.server().actions(), step.name());
        }
    }

    @Test
    void aMariaDbServerNamedByHostOrSocketIsReachedThroughMariaDbConnectorJ() throws Exception {
        Map<String, Transport> expected = new LinkedHashMap<>();
        expected.put("--host=127.0.0.1", new Transport(Transport.SOCKET, SOCKET, "the server's socket", null));
        expected.put("--host=127.0.0.1 --tcp", new Transport(Transport.TCP, "127.0.0.1:3306", "--tcp", null));
        expected.put("--socket=" + SOCKET, new Transport(Transport.SOCKET, SOCKET, "--socket", null));
        int n = 0;
        for (Map.Entry<String, Transport> e : expected.entrySet()) {
            Path results = work.resolve("named-" + n++);
            List<String> args = new ArrayList<>(List.of("run", "--database=" + DB, "--user=" + TestServer.USER,
                    "--create-database", "--steps=l.i0", "--rows-per-table=" + ROWS, "--results=" + results,
                    "--no-progress"));
            args.addAll(List.of(e.getKey().split(" ")));
            Ibench.Running running = Ibench.start(work, args.toArray(String[]::new));
            Set<String> hosts = ServerSessions.hostsWhile(running, DB);
            Ibench.Result result = running.await(1, TimeUnit.MINUTES);
            assertEquals(0, result.exitCode(), e.getKey() + ": " + result.all());
            assertEquals(Set.of(e.getValue().usesSocket() ? "localhost" : "127.0.0.1:PORT"), hosts,
                    e.getKey() + ": the run's sessions as the server lists them");
            Transport transport = ResultFiles.read(results).transport();
            assertTrue(transport.driver().startsWith("MariaDB Connector/J "), e.getKey() + ": " + transport.describe());
            assertEquals(e.getValue().withDriver(transport.driver()), transport, e.getKey());
            assertTrue(result.all().contains(transport.driver()), "the run names its driver: " + result.all());
        }
    }

    @Test
    void withTheBinaryLogOnEveryStepStartsAndEndsWithFreshLogsThroughTheDriverTheServerSees() throws Exception {
        try (OwnMariaDb server = OwnMariaDb.start(Files.createDirectories(work.resolve("server")),
                "log_bin = binlog\nmax_binlog_size = 4096\nperformance_schema = ON\n")) {
            List<String> clients = new ArrayList<>();
            RunResult result = run("binlog", server.url() + "ib", clients, server, "--user=root",
                    "--password-file=" + server.passwordFile(), "--create-database", "--steps=l.i0,l.x,l.i1");
            assertTrue(result.transport().usesSocket(), result.transport().describe());
            assertTrue(result.transport().address().startsWith(work.toString()),
                    "the server's own socket, not the local service's: " + result.transport().describe());
            assertEquals(Set.of("MySQL Connector/J"), Set.copyOf(clients),
                    "the driver of every session the server saw: a jdbc:mysql: URL's");
            assertTrue(result.transport().driver().startsWith("MySQL Connector/J "), result.transport().describe());
            for (StepResult step : result.steps()) {
                assertEquals(List.of("reset master (start): done", "reset master (end): done"),
                        step.server().actions().stream().map(a -> a.action() + ": " + a.outcome()).toList(),
                        step.name());
            }
            assertEquals(1, binaryLogs(server).size(),
                    "each reset leaves one fresh log, though each step wrote many: " + binaryLogs(server));

            List<String> byHost = new ArrayList<>();
            URI address = URI.create(server.url().substring("jdbc:".length()));
            RunResult named = run("by-host", null, byHost, server, "--host=" + address.getHost(),
                    "--port=" + address.getPort(), "--database=ib", "--user=root",
                    "--password-file=" + server.passwordFile());
            // Named by host, the server is learnt through MySQL Connector/J's first connection (docs/workload.md,
            // "The driver"); every later session is MariaDB Connector/J's.
            List<String> later = byHost.subList(!byHost.isEmpty() && byHost.get(0).equals("MySQL Connector/J") ? 1 : 0,
                    byHost.size());
            assertTrue(!later.isEmpty() && Set.copyOf(later).equals(Set.of("MariaDB Connector/J")),
                    "the drivers of the sessions the server saw, in order: " + byHost);
            assertTrue(named.transport().driver().startsWith("MariaDB Connector/J "), named.transport().describe());
        }
    }

    /**
     * @param seen  where to put what the server saw of the run's sessions while it ran: with {@code own} null, the
     *              hosts of its sessions in {@link #DB} as the local server lists them ({@link ServerSessions});
     *              with {@code own}, the drivers they named to that server; null to watch nothing
     * @param own   the server of the test's own the run uses, or null
     * @param url   the run's {@code --url}, or null when {@code more} names the server
     */
    private RunResult run(String name, String url, Collection<String> seen, OwnMariaDb own, String... more)
            throws Exception {
        Path results = work.resolve(name);
        boolean watchHosts = seen != null && own == null;
        List<String> args = new ArrayList<>(List.of("run", "--steps=l.i0",
                "--rows-per-table=" + (watchHosts ? ROWS : "2k"), "--results=" + results, "--no-progress"));
        if (url != null) {
            args.add("--url=" + url);
        }
        args.addAll(List.of(more));
        if (args.stream().filter(a -> a.startsWith("--steps=")).count() > 1) {
            args.remove("--steps=l.i0");
        }
        Ibench.Running running = Ibench.start(work, args.toArray(String[]::new));
        if (watchHosts) {
            seen.addAll(ServerSessions.hostsWhile(running, DB));
        } else if (seen != null) {
            try (Connection c = own.admin()) {
                seen.addAll(ServerSessions.clientNamesWhile(running, c));
            }
        }
        Ibench.Result result = running.await(2, TimeUnit.MINUTES);
        assertEquals(0, result.exitCode(), result.all());
        RunResult run = ResultFiles.read(results);
        run.steps().forEach(s -> assertEquals(StepStatus.COMPLETE, s.status(), s.name()));
        return run;
    }

    private static List<String> binaryLogs(OwnMariaDb server) throws SQLException {
        List<String> logs = new ArrayList<>();
        try (Connection c = server.admin(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("show binary logs")) {
            while (rs.next()) {
                logs.add(rs.getString(1) + " " + rs.getLong(2) + " bytes");
            }
        }
        return logs;
    }
}
