package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ctrl-C and SIGTERM stop a run within a second, keep the interrupted step's figures marked
 * incomplete, and {@code --resume} continues from the first unfinished step with the same
 * configuration and seeds; a second Ctrl-C exits at once.
 * <p>Runs beside the other classes: the stop's bound ({@value #STOP_BOUND_SECONDS} s) allows for a loaded machine.
 */
class InterruptIT {
    private static final String DB = "ibench_e2e_interrupt";
    /** Fewer than the rows left after l.i1 (20,100), all inserted by the last 320,000 inserts of l.i1. */
    private static final int NEWEST_ROWS = 19_000;
    /** The bound on a stop's seconds from the signal to the exit (see {@link #assertStoppedWithinASecond}). */
    private static final double STOP_BOUND_SECONDS = 3.0;

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

    private Ibench.Running start(Path results) throws IOException {
        return Ibench.start(work, arguments(DB, results));
    }

    private static String[] arguments(String database, Path results) {
        return new String[] {"run", "--url=" + TestServer.URL + database, "--user=" + TestServer.USER,
            "--steps=l.i0,l.x,l.i1", "--rows-per-table=20k", "--write-rows-per-table=400k", "--seed=4711",
            "--results=" + results, "--no-progress"};
    }

    /**
     * @return the checksum of pi1's newest rows after a run without interruption
     *         (see {@link Tables#newestRowsChecksum})
     */
    private String uninterruptedNewestRows() throws Exception {
        String database = DB + "_whole";
        TestServer.freshDatabase(database);
        try {
            Ibench.Result whole = Ibench.run(work, arguments(database, work.resolve("whole")));
            assertEquals(0, whole.exitCode(), whole.all());
            return new Tables(database).newestRowsChecksum("pi1", NEWEST_ROWS);
        } finally {
            TestServer.drop(database);
        }
    }

    @Test
    void anInterruptedRunIsSavedAndResumedTwice() throws Exception {
        Path results = work.resolve("results");
        Ibench.Running first = start(results);
        Path runDir = first.awaitIntervals(results, "l.i1", 2);
        first.signal("INT");
        long signalled = System.nanoTime();
        Ibench.Result stopped = first.await(30, TimeUnit.SECONDS);
        double stopSeconds = (System.nanoTime() - signalled) / 1e9;
        assertEquals(130, stopped.exitCode(), stopped.all());
        assertStoppedWithinASecond("SIGINT", stopSeconds);
        assertTrue(stopped.err().contains("interrupted by SIGINT during l.i1; ibench run --resume " + runDir),
                stopped.err());
        assertFalse(stopped.all().contains("\tat "), "no stack trace");

        RunResult interrupted = ResultJson.read(runDir);
        assertEquals(RunStatus.INTERRUPTED, interrupted.status());
        assertEquals(List.of(StepStatus.COMPLETE, StepStatus.COMPLETE, StepStatus.INCOMPLETE),
                interrupted.steps().stream().map(StepResult::status).toList());
        StepResult partial = interrupted.steps().get(2);
        assertTrue(partial.rates().insertsPerSecond() > 0 && partial.measurements().operations().get("insert")
                .rows() > 0,
                "the interrupted step keeps what it measured: " + partial.measurements().operations());
        assertEquals("interrupted by SIGINT", partial.outcome().error());
        assertTrue(partial.measurements().operations().get("insert").rows() < 320_000,
                "Ctrl-C stopped l.i1 in its course: "
                        + partial.measurements().operations());
        double li0 = interrupted.steps().get(0).rates().insertsPerSecond();

        Ibench.Running second = Ibench.start(work, "run", "--resume", runDir.toString(), "--no-progress");
        second.awaitIntervals(results, "l.i1", 2);
        second.signal("TERM");
        signalled = System.nanoTime();
        Ibench.Result terminated = second.await(30, TimeUnit.SECONDS);
        assertStoppedWithinASecond("SIGTERM", (System.nanoTime() - signalled) / 1e9);
        assertEquals(143, terminated.exitCode(), terminated.all());
        assertTrue(terminated.out().contains("Resuming " + runDir.getFileName()
                + " (interrupted, 2 of 3 steps finished)"), terminated.out());
        RunResult again = ResultJson.read(runDir);
        assertEquals(RunStatus.INTERRUPTED, again.status());
        assertEquals(1, again.resumedAt().size());
        assertEquals(li0, again.steps().get(0).rates().insertsPerSecond(), "finished steps are kept as they were");
        assertEquals("interrupted by SIGTERM", again.steps().get(2).outcome().error());

        Ibench.Result resumed = Ibench.run(work, "run", "--resume", runDir.toString(), "--no-progress",
                "--write-rows-per-table=1k");
        assertEquals(2, resumed.exitCode(), "a resumed run takes no workload options: " + resumed.all());
        assertEquals("ibench run: --resume continues a run with its recorded configuration; "
                + "drop --write-rows-per-table", resumed.err().strip());

        Path resultFile = runDir.resolve("result.json");
        String recorded = Files.readString(resultFile);
        String driver = again.transport().driver();
        Files.writeString(resultFile, recorded.replace("\"driver\" : \"" + driver + "\"",
                "\"driver\" : \"Another Driver 9.9\""));
        Ibench.Result otherDriver = Ibench.run(work, "run", "--resume", runDir.toString(), "--no-progress");
        assertEquals(2, otherDriver.exitCode(), "the finished steps' driver differs: " + otherDriver.all());
        assertEquals("ibench run: run " + again.runId() + " was measured through Another Driver 9.9 but the "
                + "connections to " + again.transport().address() + " use " + driver
                + "; resume it with the ibench that started it", otherDriver.err().strip());
        Files.writeString(resultFile, recorded);

        Ibench.Running last = Ibench.start(work, "run", "--resume", runDir.toString(), "--no-progress");
        Ibench.Result finished = last.await(5, TimeUnit.MINUTES);
        assertEquals(0, finished.exitCode(), finished.all());
        RunResult complete = ResultJson.read(runDir);
        assertEquals(RunStatus.COMPLETE, complete.status());
        assertEquals(List.of("l.i0", "l.x", "l.i1"), complete.steps().stream().map(StepResult::name).toList());
        assertEquals(2, complete.resumedAt().size());
        assertEquals(320_000, complete.steps().get(2).measurements().operations().get("insert").rows(),
                "l.i1 ran whole");
        assertEquals(uninterruptedNewestRows(), new Tables(DB).newestRowsChecksum("pi1", NEWEST_ROWS),
                "the resumed l.i1 inserted the rows an uninterrupted run with the same seed inserts");

        Ibench.Result done = Ibench.run(work, "run", "--resume", runDir.toString());
        assertEquals(2, done.exitCode());
        assertEquals("ibench run: run " + runDir + " is complete; there is nothing to resume", done.err().strip());
    }

    /**
     * The run stops within a second of the signal: what ibench does after it (stop the clients, save
     * result.json, close connections) takes under a second; the JVM's exit and the test's polling come on
     * top, and a loaded 2-core machine can double all of it, so the bound checked is {@value #STOP_BOUND_SECONDS} s
     * from the signal to the process's exit, still far below the tens of seconds l.i1 has left.
     */
    private static void assertStoppedWithinASecond(String signal, double seconds) {
        assertTrue(seconds < STOP_BOUND_SECONDS, signal + " stopped the run " + seconds + " s after the signal");
    }

    @Test
    void aSecondCtrlCExitsAtOnce() throws Exception {
        Path results = work.resolve("results");
        Ibench.Running run = start(results);
        run.awaitIntervals(results, "l.i1", 1);
        run.signal("INT");
        // the second signal once the first is being handled: two sent at once may reach the JVM as one
        run.awaitErr("SIGINT: stopping the run");
        run.signal("INT");
        Ibench.Result result = run.await(10, TimeUnit.SECONDS);
        assertEquals(130, result.exitCode(), result.all());
        assertTrue(result.err().contains("SIGINT: exiting at once"), result.err());
    }
}
