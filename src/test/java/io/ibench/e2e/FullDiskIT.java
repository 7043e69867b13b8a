package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import io.ibench.core.spi.Adapters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Disks that fill up under a run (docs/errors.md#full-disks), on small file systems the test mounts (tmpfs; root
 * only) and fills with a ballast file at a chosen moment: the data directory of a sweep's server, whose config then
 * fails in one sentence naming the disk while its finished steps are kept and the sweep goes on with the next config;
 * and a run's results folder, where the run stops in one sentence, {@code result.json} keeps its last whole content,
 * and {@code --resume} finishes the run once there is room again.
 */
class FullDiskIT {
    private static final String MARIADB = "/usr";

    @TempDir
    Path work;

    @Test
    void aSweepWhoseServerDiskFillsFailsThatConfigNamingTheDiskAndGoesOnWithTheNext() throws Exception {
        Requirements.executable(Path.of(MARIADB, "sbin/mariadbd"), "server binary of the sweep");
        String version = Adapters.discover().choose("mariadb", null).serverControl().orElseThrow()
                .locate(Path.of(MARIADB)).version();
        Path data = work.resolve("data");
        try (SmallDisk disk = SmallDisk.mount(data, 400)) {
            Ibench.Running sweep = Ibench.start(work, "sweep", "--dbms=mariadb", "--basedir=" + MARIADB,
                    "--config=base,a13", "--data-dir=" + data, "--memory=1g", "--clients=1", "--steps=l.i0,l.i1",
                    "--rows-per-table=20k", "--write-rows-per-table=250k", "--results=results", "--no-progress");
            Path folder = work.resolve("results/sweep-mariadb-" + version + "-quick");
            Path base = await(sweep, () -> runFolder(folder.resolve("base"))
                    .filter(run -> Files.exists(run.resolve("l.i1.intervals.tsv"))));
            disk.fill();
            await(sweep, () -> Optional.of(base).filter(run -> status(run) == RunStatus.FAILED));
            disk.free();
            Ibench.Result result = sweep.await(5, TimeUnit.MINUTES);

            assertEquals(4, result.exitCode(), "one config failed, the other finished: " + result.all());
            Path dataDirectory = data.resolve("server/data");
            RunResult failed = ResultJson.read(base);
            assertEquals(List.of(StepStatus.COMPLETE, StepStatus.FAILED),
                    failed.steps().stream().map(StepResult::status).toList(), "l.i0 is kept");
            String error = failed.steps().get(1).outcome().error();
            // the server either fails the write (InnoDB cannot grow a file) or waits for room (its binary log)
            assertTrue(error.contains("the server's disk is full (the disk holding its data directory "
                    + dataDirectory + " has ") || error.startsWith("server: the disk holding its data directory "
                    + dataDirectory + " is full ("), error);
            assertTrue(result.err().contains("ibench sweep: config base failed: step l.i1 failed: " + error),
                    result.err());
            assertEquals(RunStatus.COMPLETE, ResultJson.read(runFolder(folder.resolve("a13")).orElseThrow()).status(),
                    "the sweep went on with the next config");
            assertTrue(result.out().contains("== a13 (2 of 2)"), result.out());
        }
    }

    @Test
    void aFullResultsFolderStopsTheRunKeepsTheLastWholeResultAndResumeContinuesOnceThereIsRoom() throws Exception {
        String database = "ibench_e2e_fulldisk";
        TestServer.freshDatabase(database);
        Path results = work.resolve("results");
        try (SmallDisk disk = SmallDisk.mount(results, 8)) {
            Ibench.Running run = Ibench.start(work, "run", "--url=" + TestServer.URL + database,
                    "--user=" + TestServer.USER, "--clients=1", "--steps=l.i0,l.x,l.i1", "--rows-per-table=10k",
                    "--write-rows-per-table=10k", "--results=" + results, "--no-progress");
            Path folder = await(run, () -> runFolder(results)
                    .filter(f -> Files.exists(f.resolve("l.i1.intervals.tsv"))));
            disk.fill();
            Ibench.Result stopped = run.await(3, TimeUnit.MINUTES);

            assertEquals(1, stopped.exitCode(), stopped.all());
            assertTrue(stopped.err().startsWith("ibench run: the run stopped, as its results cannot be saved: cannot "
                    + "write " + folder.resolve("result.json") + ": No space left on device; result.json keeps what "
                    + "was saved before, and once there is room ibench run --resume " + folder + " continues from the "
                    + "first unfinished step\n"), stopped.err());
            assertFalse(stopped.all().contains("\tat "), "no stack trace");
            assertFalse(Files.exists(folder.resolve("result.json.tmp")), "no half-written file is left");
            RunResult kept = ResultJson.read(folder);
            assertEquals(RunStatus.RUNNING, kept.status(), "the last whole result.json, written before l.i1");
            assertEquals(List.of("l.i0", "l.x"), kept.steps().stream().map(StepResult::name).toList());

            disk.free();
            Ibench.Result resumed = Ibench.run(work, "run", "--resume", folder.toString(), "--no-progress");
            assertEquals(0, resumed.exitCode(), resumed.all());
            RunResult complete = ResultJson.read(folder);
            assertEquals(RunStatus.COMPLETE, complete.status());
            assertNotNull(complete.steps().get(2).run().redo(), "l.i1 says it ran again");
            Tables tables = new Tables(database);
            assertEquals(List.of(10_100L, 8_001L, 18_100L), List.of(tables.count("pi1"), tables.min("pi1"),
                    tables.max("pi1")), "l.i0's 10,000 rows, l.x's 100, l.i1's 8,000 in place of the oldest");
        } finally {
            TestServer.drop(database);
        }
    }

    /** @return the run folder (the one with a result.json) under {@code parent}, when there is one */
    private static Optional<Path> runFolder(Path parent) throws IOException {
        if (!Files.isDirectory(parent)) {
            return Optional.empty();
        }
        try (Stream<Path> children = Files.list(parent)) {
            return children.filter(p -> Files.exists(p.resolve(ResultJson.FILE_NAME))).findFirst();
        }
    }

    private static RunStatus status(Path run) {
        try {
            return ResultJson.read(run).status();
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Waits, while the tool runs, until {@code found} finds something, for at most 3 minutes. */
    private static Path await(Ibench.Running tool, Probe found) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline) {
            Optional<Path> path = found.find();
            if (path.isPresent()) {
                return path.get();
            }
            if (!tool.process().isAlive()) {
                fail("ibench ended before the awaited moment: " + tool.await(1, TimeUnit.SECONDS).all());
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the awaited moment did not come within 3 minutes");
    }

    /** Looks for a file that marks a moment of the run. */
    @FunctionalInterface
    private interface Probe {
        Optional<Path> find() throws Exception;
    }
}
