package io.ibench.adapter.postgres;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.EngineOptions;
import io.ibench.core.conformance.RecordingCleanupContext;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.LocalServer;
import io.ibench.core.spi.ServerInfo;
import io.ibench.core.spi.ServerProbes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Server facts, the vacuum cleanup and the probes against the real server. */
class PostgresServerIT {
    private static final String DB = "ibench_it_pg_server";
    private static final PostgresAdapter ADAPTER = new PostgresAdapter();
    private static ConnectionTarget target;

    @TempDir
    Path output;

    @BeforeAll
    static void database() throws SQLException {
        target = ADAPTER.target(PgTestServer.freshDatabase(DB));
    }

    @AfterAll
    static void dropDatabase() throws SQLException {
        PgTestServer.drop(DB);
    }

    private static Connection connect() throws SQLException {
        return DriverManager.getConnection(target.jdbcUrl(), target.properties());
    }

    @Test
    void describesVersionAccessMethodAndSettings() throws SQLException {
        try (Connection c = connect()) {
            ServerInfo info = ADAPTER.describeServer(c, EngineOptions.DEFAULT);
            assertEquals("PostgreSQL", info.product());
            assertEquals("heap", info.engine());
            assertTrue(info.variables().containsKey("shared_buffers"));
            assertTrue(info.facts().containsKey("server_version_num"));
            assertTrue(ADAPTER.connectionLimit(info).getAsInt() > 0);
            ConfigException e = assertThrows(ConfigException.class,
                    () -> ADAPTER.describeServer(c, new EngineOptions("nosuchmethod", "")));
            assertTrue(e.getMessage().startsWith("--engine nosuchmethod is not a table access method"), e.getMessage());
        }
    }

    @Test
    void theCleanupVacuumsEveryTableAndCheckpoints() throws Exception {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            for (String table : List.of("pi1", "pi2")) {
                s.execute("create table " + table + " (id bigserial primary key, v int)");
                s.execute("insert into " + table + " (v) select g from generate_series(1, 1000) g");
                s.execute("delete from " + table + " where id <= 500");
            }
            Map<String, Double> before = ADAPTER.probes(EngineOptions.DEFAULT).sample(c, List.of("pi1", "pi2"));
            RecordingCleanupContext context = new RecordingCleanupContext(List.of("pi1", "pi2"), 5, output,
                    PostgresServerIT::connect);
            ADAPTER.cleanup(EngineOptions.DEFAULT).begin(context).finish();
            List<String> actions = context.actions();
            assertTrue(actions.contains("vacuum (verbose, analyze, index_cleanup on) pi1 -> done"), actions.toString());
            assertTrue(actions.contains("vacuum (verbose, analyze, index_cleanup on) pi2 -> done"), actions.toString());
            assertTrue(actions.contains("checkpoint -> done"), actions.toString());
            assertTrue(Files.readString(output.resolve("vacuum-pi1.txt")).contains("pi1"),
                    "the VERBOSE report is saved");
            assertTrue(before.containsKey("deadTuples") && before.containsKey(ServerProbes.DATABASE_BYTES),
                    before.toString());
        }
    }

    @Test
    void probesCountDeadTuplesPerTableAndWalThatGrowsWithWrites() throws Exception {
        ServerProbes probes = ADAPTER.probes(EngineOptions.DEFAULT);
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.execute("create table pi3 (id bigserial primary key, v int)");
            Map<String, Double> before = probes.sample(c, List.of("pi3"));
            s.execute("insert into pi3 (v) select g from generate_series(1, 20000) g");
            s.execute("delete from pi3 where id <= 5000");
            Map<String, Double> after = waitForStatistics(c, probes);
            assertEquals("deadTuples", probes.purgeLagProbe());
            assertEquals(5000.0, after.get("deadTuples.pi3"), after.toString());
            assertEquals(after.get("deadTuples.pi3"), after.get("deadTuples"));
            assertEquals(15000.0, after.get("liveTuples"), after.toString());
            assertTrue(after.get("walBytes") - before.get("walBytes") > 20000 * 30, "WAL for 20000 rows: " + after);
            assertTrue(after.get(ServerProbes.DATABASE_BYTES) > 0);
            for (String counter : probes.counters()) {
                assertTrue(after.get(counter) >= before.get(counter), counter + " only grows");
            }
            assertEquals(0.9, probes.derive(Map.of("blocksRead", 10.0, "blocksHit", 90.0)).get("bufferHitRate"), 1e-9);
        }
    }

    /** Backends publish their statistics up to a second after a transaction; waits up to 5 s. */
    private static Map<String, Double> waitForStatistics(Connection c, ServerProbes probes) throws Exception {
        Map<String, Double> values = probes.sample(c, List.of("pi3"));
        for (int i = 0; i < 50 && values.getOrDefault("deadTuples.pi3", 0.0) < 5000; i++) {
            Thread.sleep(100);
            values = probes.sample(c, List.of("pi3"));
        }
        return values;
    }

    @Test
    void theLocalServiceIsFoundByItsPidFileAndStartTime() throws Exception {
        try (Connection c = connect()) {
            Requirements.skipUnless(PgTestServer.URL.contains("127.0.0.1") || PgTestServer.URL.contains("localhost"),
                    "the test server on this host");
            LocalServer server = ADAPTER.localServer(c).orElseThrow();
            String command = ProcessHandle.of(server.pid()).orElseThrow().info().command().orElse("");
            assertTrue(command.endsWith("postgres"), command);
            assertTrue(Files.isRegularFile(server.dataDirectory().resolve("PG_VERSION")));
        }
    }
}
