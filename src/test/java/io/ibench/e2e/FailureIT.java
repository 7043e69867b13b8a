package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A failing step ends promptly, names the failing role, and keeps every finished step. */
class FailureIT {
    private static final String DB = "ibench_e2e_failure";

    @TempDir
    Path work;

    @BeforeEach
    void database() throws SQLException {
        TestServer.freshDatabase(DB);
    }

    @AfterEach
    void dropDatabase() throws SQLException {
        TestServer.drop(DB);
    }

    private Ibench.Result run(Path results, String... more) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("run", "--url=" + TestServer.URL + DB,
                "--user=" + TestServer.USER, "--results=" + results));
        args.addAll(List.of(more));
        return Ibench.run(work, args.toArray(String[]::new));
    }

    @Test
    void aFailingStepStopsTheRunAndKeepsTheFinishedSteps() throws Exception {
        Path results = work.resolve("results");
        // Range queries FORCE the secondary indexes, which l.x has not created: qr100 must fail, before it starts
        // (the catalog says so; no query is run to find out).
        Ibench.Result result = run(results, "--steps=l.i0,qr100,qp100", "--rows-per-table=2000", "--query-seconds=2");
        assertEquals(1, result.exitCode(), result.all());
        String firstLine = result.err().lines().findFirst().orElse("");
        assertEquals("ibench run: step qr100 failed: the benchmark tables cannot be prepared: range queries cannot use "
                + "pi1_marketsegment (pi1 has no such index); run l.x first to create "
                + "the secondary indexes", firstLine);
        assertTrue(result.err().contains("Results so far: "), result.err());
        assertFalse(result.err().contains("\tat "), "no stack trace without --verbose");

        RunResult runResult = ResultFiles.read(results);
        assertEquals(RunStatus.FAILED, runResult.status());
        assertEquals(List.of("l.i0", "qr100"), runResult.steps().stream().map(StepResult::name).toList());
        assertEquals(StepStatus.COMPLETE, runResult.steps().get(0).status());
        assertEquals(2000, runResult.steps().get(0).measurements().operations().get("insert").rows());
        assertEquals(StepStatus.FAILED, runResult.steps().get(1).status());
        assertTrue(runResult.error().startsWith("step qr100 failed: "), runResult.error());
    }

    @Test
    void aClientBlockedInTheServerDoesNotKeepAFailedStepAlive() throws Exception {
        assertEquals(0, run(work.resolve("load"), "--steps=l.i0", "--clients=2", "--rows-per-table=1000").exitCode());
        try (Connection admin = TestServer.admin(); Statement s = admin.createStatement()) {
            // Client 2's inserts fail at once; client 1's inserts wait on a gap lock held here (50 s by default).
            s.execute("alter table " + DB + ".pi2 drop column data");
            admin.setAutoCommit(false);
            s.executeQuery("select * from " + DB + ".pi1 where transactionid > 1000 for update").close();
            long start = System.nanoTime();
            Ibench.Result result = run(work.resolve("blocked"), "--steps=l.i1", "--clients=2", "--rows-per-table=1000");
            double seconds = (System.nanoTime() - start) / 1e9;
            admin.rollback();
            assertEquals(1, result.exitCode(), result.all());
            assertTrue(result.err().startsWith("ibench run: step l.i1 failed: client 2 inserter: "
                    + "Unknown column 'data'"), result.err());
            assertTrue(seconds < 30,
                    "the blocked client was aborted after the grace period; the run took " + seconds + " s");
            StepResult step = ResultFiles.step(ResultFiles.read(work.resolve("blocked")), "l.i1");
            assertEquals(StepStatus.FAILED, step.status());
        }
    }
}
