package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RestorePoint;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepRedo;
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
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The ibench JVM killed with SIGKILL (no chance to save anything) in the middle of each kind of step — the load
 * (l.i0), the index build (l.x), the queue steps (l.i1, l.i2) and a read-write step (qp100) —, each time resumed
 * with {@code --resume} and killed again in the next step, until a last resume finishes the run: the tables then
 * hold exactly what an uninterrupted run with the same seed leaves (rows, smallest and largest id, and a checksum of
 * every row's id and generated values), every step is complete and each redone step says how its tables were put
 * back (docs/results.md#restore-points). The kills in the loads are triggered by the table's largest id, while the
 * inserters and deleters are busy, so they land in the middle of a statement.
 */
class KillResumeIT {
    private static final String DB = "ibench_e2e_killresume";
    private static final String WHOLE = DB + "_whole";
    private static final List<String> TABLES = List.of("pi1", "pi2");

    @TempDir
    Path work;

    @BeforeEach
    void databases() throws SQLException {
        TestServer.freshDatabase(DB);
        TestServer.freshDatabase(WHOLE);
    }

    @AfterEach
    void dropDatabases() throws SQLException {
        TestServer.drop(DB);
        TestServer.drop(WHOLE);
    }

    private static String[] arguments(String database, Path results) {
        return new String[] {"run", "--url=" + TestServer.URL + database, "--user=" + TestServer.USER,
            "--clients=2", "--steps=l.i0,l.x,l.i1,l.i2,qp100", "--rows-per-table=20k", "--write-rows-per-table=20k",
            "--query-seconds=3", "--seed=4711", "--results=" + results, "--no-progress"};
    }

    @Test
    void aRunKilledInEveryKindOfStepEndsWithTheTablesOfARunThatWasNeverKilled() throws Exception {
        Ibench.Running uninterrupted = Ibench.start(work, arguments(WHOLE, work.resolve("whole")));

        Path results = work.resolve("results");
        Ibench.Running run = Ibench.start(work, arguments(DB, results));
        // ids as an uninterrupted run gives them: l.i0 1..20,000, l.x to 20,100, l.i1 to 36,100, l.i2 to 40,100,
        // qp100 to 40,400
        killWhen(run, results, dir -> largestId() >= 8_000, "l.i0");
        run = resume(results);
        killWhen(run, results, dir -> Files.exists(dir.resolve("l.x.intervals.tsv")), "l.x");
        run = resume(results);
        killWhen(run, results, dir -> largestId() >= 25_000, "l.i1");
        run = resume(results);
        killWhen(run, results, dir -> largestId() >= 37_000, "l.i2");
        run = resume(results);
        killWhen(run, results, dir -> largestId() >= 40_200, "qp100");
        Ibench.Result finished = resume(results).await(3, TimeUnit.MINUTES);
        assertEquals(0, finished.exitCode(), finished.all());
        Ibench.Result whole = uninterrupted.await(3, TimeUnit.MINUTES);
        assertEquals(0, whole.exitCode(), whole.all());

        RunResult saved = ResultFiles.read(results);
        assertEquals(RunStatus.COMPLETE, saved.status());
        assertEquals(5, saved.resumedAt().size());
        for (StepResult step : saved.steps()) {
            assertEquals(StepStatus.COMPLETE, step.status(), step.name());
            StepRedo redo = step.run().redo();
            assertNotNull(redo, step.name() + " says it ran again");
            assertEquals(2, redo.attempt(), step.name());
            assertNull(redo.problem(), step.name() + ": the tables were put back whole");
            assertTrue(finished.out().contains(step.name() + " " + redo.text()), finished.out());
        }
        StepRedo li1 = saved.steps().get(2).run().redo();
        assertTrue(li1.rowsRemoved() > 0 && li1.rowsPutBack() > 0,
                "the killed l.i1 had inserted and deleted rows, which were removed and put back: " + li1);
        assertEquals(fingerprints(WHOLE), fingerprints(DB), "the tables of an uninterrupted run with the same seed");
    }

    /**
     * Waits until {@code when} holds for the run folder, kills the tool with SIGKILL, and checks that the kill
     * landed in {@code step}: the result still says running, and the step's restore point has no end.
     */
    private void killWhen(Ibench.Running run, Path results, Condition when, String step) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        Path dir = null;
        while (dir == null || !when.test(dir)) {
            if (!run.process().isAlive()) {
                fail("the run ended before the kill in " + step + ": " + run.await(1, TimeUnit.SECONDS).all());
            }
            assertTrue(System.nanoTime() < deadline, "no kill point in " + step);
            dir = Files.isDirectory(results) ? onlyRun(results) : null;
            Thread.sleep(10);
        }
        assertTrue(Ibench.signal(run.process().pid(), "KILL"), "kill -KILL");
        Ibench.Result killed = run.await(30, TimeUnit.SECONDS);
        assertEquals(137, killed.exitCode(), killed.all());
        RunResult left = ResultJson.read(dir);
        assertEquals(RunStatus.RUNNING, left.status(), "a killed run cannot say more");
        RestorePoint last = left.restorePoints().get(left.restorePoints().size() - 1);
        assertEquals(step, last.step(), "the kill landed in " + step + ": " + left.restorePoints());
        assertFalse(last.ended(), step + " did not end");
    }

    private Ibench.Running resume(Path results) throws IOException {
        return Ibench.start(work, "run", "--resume", onlyRun(results).toString(), "--no-progress");
    }

    private static Path onlyRun(Path results) throws IOException {
        try (Stream<Path> runs = Files.list(results)) {
            return runs.filter(Files::isDirectory).findFirst().orElse(null);
        }
    }

    /** @return pi1's largest id, 0 while it is empty or being created */
    private static long largestId() {
        try {
            return new Tables(DB).max("pi1");
        } catch (SQLException e) {
            return 0;
        }
    }

    private static List<String> fingerprints(String database) throws SQLException {
        Tables tables = new Tables(database);
        return TABLES.stream().map(t -> {
            try {
                return tables.fingerprint(t);
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }

    /** A kill point. */
    @FunctionalInterface
    private interface Condition {
        boolean test(Path runFolder) throws Exception;
    }
}
