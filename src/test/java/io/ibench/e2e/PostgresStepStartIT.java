package io.ibench.e2e;

import io.ibench.core.conformance.OwnServer;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.result.ClientResult;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import io.ibench.core.spi.Adapters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 17 on a PostgreSQL 15 server of the test's own that logs every statement (autovacuum off, so that only the
 * benchmark's statements change the tables): (2) the only statements that read the primary key's head are the
 * deleters' timed get-min queries, so l.i2's step-start get-min is the first to meet the entries l.i1's deletes left
 * dead; (6) by default no statement becomes a named server-side prepared statement, with {@code --statements
 * prepared} the queries, deletes and get-min are; and {@code --compat reference} starts the clients one by one.
 */
class PostgresStepStartIT {
    private static final Path BASEDIR = Path.of("/usr/lib/postgresql/15");
    /** A statement as {@code log_statement = all} writes it: simple protocol, or an execute of a named statement. */
    private static final Pattern STATEMENT = Pattern.compile("LOG:  (statement|execute [^:]+): (.*)");
    private static final Pattern GET_MIN = Pattern.compile("select min\\(transactionid\\) from pi\\d+");
    private static final Pattern NAMED = Pattern.compile("LOG:  execute S_\\d+: ");

    @TempDir
    Path work;

    /** The own server's password file, for the runs. */
    private Path passwordFile;

    @Test
    void onlyTheTimedGetMinReadsTheHeadAndStatementsArePreparedOnlyOnRequest() throws Exception {
        Requirements.executable(BASEDIR.resolve("bin/postgres"), "PostgreSQL 15 server from Debian's packages");
        var control = Adapters.discover().choose("postgres", null).serverControl().orElseThrow();
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path folder = Files.createDirectories(work.resolve("server"));
        try (OwnServer server = OwnServer.start(control, BASEDIR, folder,
                "shared_buffers = 64MB\nmax_connections = 60\nautovacuum = off\nlog_statement = 'all'\n")) {
            String url = "jdbc:postgresql://127.0.0.1:" + server.port() + "/ib";
            String user = server.connection("ib").user();
            passwordFile = server.passwordFile();
            Path log = folder.resolve("logs/server.log");

            RunResult load = run(url, user, "l.i0,l.x,l.i1,l.i2,qr100", work.resolve("reference"));
            List<String> loadLog = Files.readAllLines(log);
            long getMins = load.steps().stream().filter(s -> s.measurements().minIdQueries() != null)
                    .mapToLong(s -> s.measurements().minIdQueries().count()).sum();
            assertEquals(3 * 2, getMins, "l.i1, l.i2 and qr100 each start with one get-min per client");
            assertEquals(getMins, statements(loadLog).stream().filter(s -> GET_MIN.matcher(s).find()).count(),
                    "the deleters' timed get-min queries are the only statements that read the head of the key");
            assertEquals(getMins, statements(loadLog).stream().filter(s -> s.contains("min(")).count(),
                    "no other min()");
            assertFalse(loadLog.stream().anyMatch(l -> NAMED.matcher(l).find()),
                    "no named server-side prepared statement by default");
            assertTrue(loadLog.stream().anyMatch(l -> l.toLowerCase(Locale.ROOT)
                            .contains("execute <unnamed>: select productid")),
                    "range queries are parsed and planned each time");

            RunResult prepared = run(url, user, "qp100", work.resolve("prepared"), "--statements=prepared",
                    "--compat=reference");
            List<String> preparedLog = Files.readAllLines(log).subList(loadLog.size(), Files.readAllLines(log).size());
            for (String statement : List.of("select transactionid, productid, data from pi1",
                    "delete from pi1", "select min(transactionid) from pi1")) {
                assertTrue(preparedLog.stream().anyMatch(l -> NAMED.matcher(l).find()
                                && l.toLowerCase(Locale.ROOT).contains(statement)),
                        statement + " runs as a named server-side prepared statement");
            }
            assertEquals("prepared", prepared.config().get("statements"));
            assertEquals("reference", prepared.config().get("compat"));
            ClientResult second = ResultFiles.step(prepared, "qp100").measurements().clientResults().get(1);
            assertTrue(second.startSeconds() >= 1.0, "client 2 starts a second after client 1: "
                    + second.startSeconds());
        }
    }

    private RunResult run(String url, String user, String steps, Path results, String... more)
            throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("run", "--url=" + url, "--user=" + user,
                "--password-file=" + passwordFile, "--create-database",
                "--clients=2", "--rows-per-table=20k", "--write-rows-per-table=10k", "--query-seconds=3",
                "--steps=" + steps, "--results=" + results, "--no-progress"));
        args.addAll(List.of(more));
        Ibench.Result result = Ibench.run(work, args.toArray(String[]::new));
        assertEquals(0, result.exitCode(), result.all());
        RunResult run = ResultFiles.read(results);
        for (StepResult step : run.steps()) {
            assertEquals(StepStatus.COMPLETE, step.status(), step.name() + ": " + step.outcome().error());
        }
        return run;
    }

    /** @return the text of every statement the log records */
    private static List<String> statements(List<String> log) {
        List<String> statements = new ArrayList<>();
        for (String line : log) {
            var m = STATEMENT.matcher(line);
            if (m.find()) {
                statements.add(m.group(2));
            }
        }
        return statements;
    }
}
