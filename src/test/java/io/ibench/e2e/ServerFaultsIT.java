package io.ibench.e2e;

import io.ibench.core.conformance.OwnServer;
import io.ibench.core.engine.ConnectionSource;
import io.ibench.core.result.IntervalTsv;
import io.ibench.core.result.OperationResult;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Faults injected into a server of the test's own while a run of two clients uses it: the server is
 * killed and restarted three times, 4 s apart, in the middle of l.i1 and once in the middle of
 * qr100, and stalled (SIGSTOP, no error, no answer) longer than {@code --statement-timeout} in
 * the middle of qp100. The run must finish every step, count each lost connection, timeout and
 * reconnect, mark exactly those steps degraded (exit code 4), keep the steps before them intact,
 * and leave the tables with exactly the rows its steps intended: no write lost or applied twice, l.i1's
 * planned rows all inserted and deleted, each table back at {@code --rows-per-table}, and the writes whose
 * answer was lost counted as settled by asking the server ({@code inDoubtResolved}); and
 * measure the restarted server's process (its memory in the interval lines after a restart).
 */
class ServerFaultsIT {
    private static final int STATEMENT_TIMEOUT = 3;

    @TempDir
    Path work;

    @Test
    void aRunSurvivesServerCrashesAndAStallWithTheRowsItIntended() throws Exception {
        try (OwnMariaDb server = OwnMariaDb.start(Files.createDirectories(work.resolve("server")))) {
            Path results = work.resolve("results");
            Ibench.Running run = Ibench.start(work, "run", "--url=" + server.url() + "ib", "--user=root",
                    "--password-file=" + server.passwordFile(),
                    "--create-database", "--clients=2", "--steps=l.i0,l.x,l.i1,qr100,qp100", "--rows-per-table=20k",
                    "--write-rows-per-table=250k", "--query-seconds=12", "--statement-timeout=" + STATEMENT_TIMEOUT,
                    "--reconnect-seconds=120", "--results=" + results, "--no-progress");

            run.awaitIntervals(results, "l.i1", 2);
            for (int crash = 0; crash < 3; crash++) {
                server.kill();
                Thread.sleep(1000);
                server.startProcess();
                Thread.sleep(crash < 2 ? 3000 : 0);
            }

            run.awaitIntervals(results, "qr100", 3);
            server.kill();
            Thread.sleep(1000);
            server.startProcess();

            run.awaitIntervals(results, "qp100", 3);
            server.stall();
            Thread.sleep((STATEMENT_TIMEOUT + 3) * 1000L);
            server.resume();

            Ibench.Result result = run.await(5, TimeUnit.MINUTES);
            assertEquals(4, result.exitCode(), "degraded run: " + result.all());
            assertTrue(result.out().contains("Degraded: not every step is complete: l.i1 degraded, qr100 degraded, "
                    + "qp100 degraded"), result.out());

            RunResult saved = ResultFiles.read(results);
            assertEquals(RunStatus.DEGRADED, saved.status());
            assertEquals(List.of("l.i0", "l.x", "l.i1", "qr100", "qp100"),
                    saved.steps().stream().map(StepResult::name).toList());
            assertEquals(StepStatus.COMPLETE, ResultFiles.step(saved, "l.i0").status(),
                    "steps before the faults are intact");
            assertEquals(StepStatus.COMPLETE, ResultFiles.step(saved, "l.x").status());
            assertTrue(ResultFiles.step(saved, "l.i0").rates().insertsPerSecond() > 0);

            for (String crashed : List.of("l.i1", "qr100")) {
                StepResult step = ResultFiles.step(saved, crashed);
                assertEquals(StepStatus.DEGRADED, step.status(), crashed + ": " + step.outcome().problems());
                for (Map.Entry<String, OperationResult> op : step.measurements().operations().entrySet()) {
                    OperationResult o = op.getValue();
                    assertTrue(o.connectionLosses() >= 1, crashed + " " + op.getKey() + " lost its connection: " + o);
                    assertEquals(o.connectionLosses() + o.timeouts(), o.reconnects(),
                            crashed + " " + op.getKey() + ": every lost connection was re-established once");
                    assertEquals(0, o.failures(), crashed + " " + op.getKey() + ": no statement failed for good");
                    assertTrue(o.statements() > 0);
                    if (op.getKey().equals("query")) {
                        assertEquals(0, o.inDoubtResolved(), crashed + ": a lost query is simply run again");
                    } else {
                        assertTrue(o.inDoubtResolved() >= 1 && o.inDoubtResolved() <= o.connectionLosses()
                                + o.timeouts(), crashed + " " + op.getKey() + ": each write whose answer was lost "
                                + "was settled by asking the server, once it could be asked: " + o);
                    }
                }
                assertTrue(step.outcome().problems().get(0)
                        .contains("lost their connection (server restart or killed session)"),
                        step.outcome().problems().toString());
                assertTrue(step.outcome().errors().stream().anyMatch(e -> e.kind().equals("CONNECTION_LOST")),
                        step.outcome().errors().toString());
                assertTrue(Files.readString(results.resolve(saved.runId()).resolve(crashed + ".intervals.tsv"))
                        .lines().skip(1)
                        .anyMatch(line -> !line.split("\t")[IntervalTsv.COLUMNS.indexOf("reconnects")].equals("0")),
                        crashed + ": the reconnects column of the interval lines counts them");
                assertNotEquals("-", ResultFiles.lastInterval(results, crashed, "srv_rss_mb"),
                        crashed + ": the restarted server's process is measured again");
            }
            StepResult li1 = ResultFiles.step(saved, "l.i1");
            long planned = li1.run().clients() * li1.run().settings().rowsPerClient();
            assertEquals(2 * 200_000L, planned, "the plan: 2 clients, each 0.8 × --write-rows-per-table=250k");
            assertEquals(planned, li1.measurements().operations().get("insert").rows(),
                    "l.i1 inserted all its rows in spite of the restarts");
            assertEquals(planned, li1.measurements().operations().get("delete").rows(),
                    "l.i1 deleted as many rows as it inserted");
            StepResult qr = ResultFiles.step(saved, "qr100");
            assertEquals(3, qr.measurements().operations().size(),
                    "inserter, deleter and query thread all reconnected");

            StepResult stalled = ResultFiles.step(saved, "qp100");
            assertEquals(StepStatus.DEGRADED, stalled.status(), stalled.outcome().problems().toString());
            long timeouts = stalled.measurements().operations().values().stream().mapToLong(OperationResult::timeouts)
                    .sum();
            long reconnects = stalled.measurements().operations().values().stream()
                    .mapToLong(OperationResult::reconnects).sum();
            assertTrue(timeouts >= 1, "the stall was detected by the statement timeout: " + stalled.measurements()
                    .operations());
            assertEquals(timeouts, reconnects, "each timed-out connection was replaced");
            assertTrue(stalled.outcome().problems().stream()
                    .anyMatch(p -> p.contains("got no answer within --statement-timeout 3 s")),
                    stalled.outcome().problems().toString());
            OperationResult query = stalled.measurements().operations().get("query");
            assertTrue(query.serviceTime().maxMicros() >= STATEMENT_TIMEOUT * 1_000_000L,
                    "the stalled query's time includes the stall: " + query.serviceTime());
            try (Connection c = DriverManager.getConnection(server.url() + "ib", "root", OwnServer.PASSWORD)) {
                TableAfterRetries.check(c, saved);
                for (String table : List.of("pi1", "pi2")) {
                    try (Statement st = c.createStatement();
                         ResultSet rs = st.executeQuery("select count(*) from " + table)) {
                        rs.next();
                        assertEquals(20_100, rs.getLong(1), table + ": --rows-per-table=20k and l.x's 100 rows, as "
                                + "every later step deletes as many rows as it inserts");
                    }
                }
            }
        }
    }

    @Test
    void aServerThatStaysDownFailsTheStepAfterReconnectSeconds() throws Exception {
        try (OwnMariaDb server = OwnMariaDb.start(Files.createDirectories(work.resolve("server")))) {
            Path results = work.resolve("results");
            Ibench.Running run = Ibench.start(work, "run", "--url=" + server.url() + "ib", "--user=root",
                    "--password-file=" + server.passwordFile(),
                    "--create-database", "--steps=l.i0,l.x", "--rows-per-table=5m", "--reconnect-seconds=3",
                    "--results=" + results, "--no-progress");
            run.awaitIntervals(results, "l.i0", 2);
            server.kill();

            Ibench.Result result = run.await(2, TimeUnit.MINUTES);
            assertEquals(1, result.exitCode(), "the step failed and the run ended: " + result.all());
            RunResult saved = ResultFiles.read(results);
            assertEquals(RunStatus.FAILED, saved.status());
            StepResult load = ResultFiles.step(saved, "l.i0");
            assertEquals(StepStatus.FAILED, load.status());
            assertTrue(load.outcome().error().contains("could not be re-established within --reconnect-seconds 3: ")
                    && !load.outcome().error().contains("Connection is not available"),
                    "the step names the driver's reason, not the pool's: " + load.outcome().error());
            assertTrue(load.run().seconds() < ConnectionSource.DEFAULT_WAIT_SECONDS, "an attempt to reconnect waits "
                    + "no longer than --reconnect-seconds, not the pool's 30 s: " + load.run().seconds() + " s");
            assertTrue(load.measurements().operations().get("insert").rows() > 0, "the step keeps what it measured: "
                    + load.measurements().operations());
            assertEquals(List.of("l.i0"), saved.steps().stream().map(StepResult::name).toList(), "l.x never started");
        }
    }
}
