package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.plan.StepPlanner;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.IntervalTsv;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import io.ibench.core.result.TableState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The whole standard sequence in one run, as a user with a password: every step completes, the
 * result file agrees with the tables, and the password appears in no output or file.
 */
@ResourceLock(TestServer.INNODB_WRITE_BACK)
class FullRunIT {
    private static final String DB = "ibench_e2e_full";
    private static final String USER = "ibench_e2e";
    private static final String PASSWORD = "E2e-Pa55word-7c1d";

    @TempDir
    Path work;

    private final Tables tables = new Tables(DB);

    @RegisterExtension
    final DatabaseWithUser server = new DatabaseWithUser(DB, USER, PASSWORD);

    @Test
    void theStandardSequenceCompletesAndItsResultsMatchTheTables() throws Exception {
        Path passwordFile = Files.writeString(work.resolve("password"), PASSWORD + "\n");
        Path results = work.resolve("results");
        Ibench.Result result = Ibench.run(work, "run", "--url=" + TestServer.URL + DB, "--user=" + USER,
                "--password-file=" + passwordFile, "--clients=2", "--rows-per-table=10k", "--write-rows-per-table=5k",
                "--query-seconds=3", "--cleanup-seconds=1", "--label=e2e.full", "--results=" + results);
        assertEquals(0, result.exitCode(), result.all());

        RunResult run = ResultFiles.read(results);
        assertEquals(RunStatus.COMPLETE, run.status());
        assertEquals("e2e.full", run.label());
        assertEquals(StepPlanner.STANDARD_STEPS, run.steps().stream().map(StepResult::name).toList());
        for (StepResult step : run.steps()) {
            assertEquals(StepStatus.COMPLETE, step.status(), step.name() + ": " + step.outcome().error());
            assertTrue(Files.exists(ResultFiles.onlyRun(results).resolve(step.measurements().intervals())),
                    step.measurements().intervals());
            assertTrue(Files.exists(ResultFiles.onlyRun(results).resolve(step.server().probes().file())), step.server()
                    .probes().file());
            assertNotNull(step.server().probes().purgeLagAtEnd(), step.name() + ": history list length at the end");
            assertTrue(step.server().host().scope().contains("holding"), step.server().host().scope());
            assertTrue(step.metrics().get("dbgb1") > 0 && step.metrics().get("dbgb2") > step.metrics().get("dbgb1"),
                    step.name());
            ResultFiles.assertDumps(results, step, "innodb_status.txt", "innodb_metrics.changes.tsv",
                    "global_status.changes.tsv", "global_variables.tsv", "table_status.tsv");
            assertEquals(List.of(), step.server().dumps().skipped(), step.name() + ": every dump was taken");
            if (!step.name().equals("cleanup")) {
                assertNotNull(step.measurements().clientCpu());
                assertTrue(step.measurements().clientCpu().samplingSeconds() < step.measurements().clientCpu()
                        .seconds(), step.name());
                assertTrue(step.metrics().get("ccpupq") > 0, step.name());
                if (!step.name().equals("l.x")) {
                    assertNotNull(step.metrics().get("cgap"), step.name() + ": the client's gap between statements");
                    assertTrue(step.metrics().get("cgap") >= 0, step.name());
                }
                assertEquals(2, step.measurements().clientResults().size());
                assertNotNull(step.measurements().fairness(), step.name());
            }
        }
        List<String> header = List.of(Files.readAllLines(ResultFiles.onlyRun(results).resolve("l.i1.intervals.tsv"))
                .get(0).split("\t"));
        assertEquals(IntervalTsv.COLUMNS, header);
        double ratio = ResultFiles.step(run, "l.i1").rates().insertsPerSecond() / ResultFiles.step(run, "l.i0").rates()
                .insertsPerSecond();
        assertEquals(ratio, run.summary().li1OverLi0(), 1e-9);
        for (String name : List.of("qr100", "qp100", "qr500", "qp500", "qr1000", "qp1000")) {
            StepResult step = ResultFiles.step(run, name);
            long scheduled = step.run().clients() * step.run().settings().rowsPerClient();
            assertEquals(scheduled, step.measurements().operations().get("insert").rows(), name
                    + ": every scheduled insert ran");
            assertEquals(scheduled, step.measurements().operations().get("delete").rows(), name
                    + ": every scheduled delete ran");
            assertEquals((double) step.run().clients() * step.run().settings().insertsPerSecond(), step.measurements()
                    .sla().targetInsertsPerSecond(),
                    name + ": the SLA's target");
        }
        StepResult last = ResultFiles.step(run, "qp1000");
        for (TableState state : last.measurements().tables()) {
            assertNull(state.minTransactionId(), "the smallest id is not read (the primary key's head)");
            assertEquals(tables.max(state.table()), state.maxTransactionId());
            assertEquals(10_100, tables.count(state.table()), "row count unchanged since l.x");
        }
        assertEquals("MariaDB", run.server().product());
        assertTrue(run.server().variables().containsKey("innodb_buffer_pool_size"));
        assertEquals(2, run.config().get("clients"));

        assertTrue(result.out().contains("Results: " + ResultFiles.onlyRun(results).resolve("result.json")),
                result.out());
        Path report = ResultFiles.onlyRun(results).resolve("report.html").toAbsolutePath();
        List<String> lines = result.out().strip().lines().toList();
        assertEquals("Report: " + report, lines.get(lines.size() - 1), "the run ends with its report's path");
        assertTrue(Files.readString(report).contains("<table id=\"absolute\""), "the report of the run");
        assertTrue(result.out().contains("qp1000"), "summary table printed");
        assertTrue(result.out().contains("wkbpi"), "metrics table printed: " + result.out());
        assertTrue(result.out().contains("purge lag: historyListLength at the end of the step"), result.out());
        assertTrue(result.out().contains("l.i1/l.i0 inserts/s: " + Decimal.format(ratio, 3)), result.out());
        Leaks.assertAbsent(PASSWORD, results, List.of(result));
    }

    /** The test server named by URL (MySQL Connector/J) and by host and port (MariaDB Connector/J on MariaDB). */
    static List<List<String>> serverOptions() {
        URI server = TestServer.hostAndPort();
        return List.of(List.of("--url=" + TestServer.URL + DB), List.of("--host=" + server.getHost(),
                "--port=" + server.getPort(), "--database=" + DB));
    }

    @ParameterizedTest
    @MethodSource("serverOptions")
    void aMissingDatabaseIsNamedInOneSentenceAndCreatedOnRequest(List<String> server)
            throws IOException, InterruptedException, SQLException {
        TestServer.drop(DB);
        List<String> args = new ArrayList<>(List.of("run", "--user=" + TestServer.USER, "--steps=l.i0",
                "--rows-per-table=1000"));
        args.addAll(server);
        List<String> refusedArgs = new ArrayList<>(args);
        refusedArgs.add("--results=" + work.resolve("r1"));
        Ibench.Result refused = Ibench.run(work, refusedArgs.toArray(String[]::new));
        assertEquals(2, refused.exitCode(), "a wrong database name is bad input: " + refused.all());
        assertTrue(refused.err().startsWith("ibench run: database '" + DB + "' does not exist on "), refused.err());
        assertTrue(refused.err().strip().endsWith("(create it, or add --create-database)"), refused.err());
        assertEquals(1, refused.err().strip().lines().count(), "one sentence, no driver log: " + refused.err());

        args.addAll(List.of("--create-database", "--results=" + work.resolve("r2")));
        Ibench.Result created = Ibench.run(work, args.toArray(String[]::new));
        assertEquals(0, created.exitCode(), created.all());
        assertEquals(1000, tables.count("pi1"));
    }
}
