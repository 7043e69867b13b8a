package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.adapter.postgres.PgTestServer;
import io.ibench.core.plan.StepPlanner;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The whole step sequence through the jar on Postgres (service and embedded) and MyRocks. */
class OtherEnginesIT {
    @TempDir
    Path work;

    private static void assertCompleteRun(RunResult run) {
        assertEquals(RunStatus.COMPLETE, run.status());
        assertEquals(StepPlanner.STANDARD_STEPS, run.steps().stream().map(StepResult::name).toList());
        for (StepResult step : run.steps()) {
            assertEquals(StepStatus.COMPLETE, step.status(), step.name() + ": " + step.outcome().error());
        }
    }

    @Test
    void postgresServiceRunsEveryStepWithVacuumCleanup() throws Exception {
        String db = "ibench_e2e_pg";
        PgTestServer.drop(db);
        try {
            Ibench.Result result = Ibench.run(work, "run", "--url=" + PgTestServer.URL + db,
                    "--user=" + PgTestServer.USER, "--create-database", "--clients=2", "--rows-per-table=5k",
                    "--query-seconds=2", "--cleanup-seconds=1", "--results=" + work.resolve("pg"));
            assertEquals(0, result.exitCode(), result.all());
            RunResult run = ResultFiles.read(work.resolve("pg"));
            assertCompleteRun(run);
            assertEquals("PostgreSQL", run.server().product());
            StepResult cleanup = ResultFiles.step(run, "cleanup");
            assertTrue(cleanup.measurements().cleanup().actions().stream().anyMatch(a -> a.action()
                    .startsWith("vacuum (verbose, analyze")),
                    cleanup.measurements().cleanup().actions().toString());
            double dead = Math.max(ResultFiles.step(run, "l.i1").server().probes().end().get("deadTuples"),
                    ResultFiles.step(run, "l.i2").server().probes().end().get("deadTuples"));
            assertTrue(dead > 0, "deletes leave dead tuples");
            assertEquals(0.0, cleanup.server().probes().end().get("deadTuples"), "the vacuum removed them");
            assertTrue(result.out().contains("purge lag: deadTuples at the end of the step"), result.out());
        } finally {
            PgTestServer.drop(db);
        }
    }

    @Test
    void dbmsPostgresWithoutAServerStartsAnEmbeddedPostgres() throws Exception {
        RunResult run = embeddedRun("postgres", "PostgreSQL 17");
        assertEquals("quick", run.config().get("profile"));
        assertTrue(run.server().version().startsWith("17."), run.server().version());
    }

    @Test
    void dbmsMysqlWithoutAServerStartsAnEmbeddedUpstreamMySql() throws Exception {
        RunResult run = embeddedRun("mysql", "MySQL 8.0.31");
        assertEquals("MySQL", run.server().product());
        assertEquals("8.0.31", run.server().version());
    }

    /**
     * @return the result of a whole run with {@code --dbms} and no server, which starts the embedded one (the quick
     * profile's 200k rows for l.i1 and l.i2 are cut to the table's size: they took most of the run, and what is
     * checked here is the embedded server, not the write steps' length)
     */
    private RunResult embeddedRun(String dbms, String server) throws Exception {
        Ibench.Result result = Ibench.run(work, "run", "--dbms=" + dbms, "--rows-per-table=5k",
                "--write-rows-per-table=10k", "--query-seconds=2", "--cleanup-seconds=1");
        assertEquals(0, result.exitCode(), result.all());
        assertTrue(result.out().contains("No server named: starting an embedded " + server), result.out());
        RunResult run = ResultFiles.read(work.resolve("results"));
        assertCompleteRun(run);
        return run;
    }

    @Test
    void myRocksRunsEveryStepWithCompactionCleanup() throws Exception {
        TestServer.assumeRocksDb();
        String db = "ibench_e2e_rocksdb";
        TestServer.freshDatabase(db);
        try {
            Ibench.Result result = Ibench.run(work, "run", "--url=" + TestServer.URL + db, "--user=" + TestServer.USER,
                    "--engine=rocksdb", "--clients=2", "--rows-per-table=5k", "--query-seconds=2",
                    "--cleanup-seconds=1", "--results=" + work.resolve("rocks"));
            assertEquals(0, result.exitCode(), result.all());
            RunResult run = ResultFiles.read(work.resolve("rocks"));
            assertCompleteRun(run);
            assertEquals("ROCKSDB", run.server().engine());
            assertTrue(ResultFiles.step(run, "cleanup").measurements().cleanup().actions().stream()
                    .anyMatch(a -> a.action().equals("set global rocksdb_force_flush_memtable_now=1")
                            && a.outcome().equals("done")));
            assertTrue(result.out().contains("purge lag: tombstones at the end of the step"), result.out());
        } finally {
            try {
                TestServer.drop(db);
            } catch (SQLException e) {
                // best effort
            }
        }
    }
}
