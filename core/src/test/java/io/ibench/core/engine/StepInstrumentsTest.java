package io.ibench.core.engine;

import io.ibench.core.config.RunConfig;
import io.ibench.core.measure.IntervalHistogramLog;
import io.ibench.core.plan.Step;
import io.ibench.core.profile.ServerProfiler;
import io.ibench.core.progress.ProgressListener;
import io.ibench.core.result.ResultStore;
import io.ibench.core.spi.ServerDumps;
import io.ibench.core.spi.ServerProbes;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The contract of a step's instruments: the files they open are closed and the probes' thread is stopped however the
 * step ends, thrown included, and a file that cannot be created leaves none open. No server: the probes and the
 * dumps find no connection, which they record as missing and never throw.
 */
class StepInstrumentsTest {
    private static final Path OPEN_FILES = Path.of("/proc/self/fd");

    @TempDir
    Path root;
    private ResultStore store;
    private StepEnvironment env;
    private Step step;

    @BeforeEach
    void environment() throws IOException {
        assumeTrue(Files.isDirectory(OPEN_FILES), "needs /proc to see which files are open");
        RunConfig config = RunConfig.builder().probeIntervalSeconds(1).build();
        store = ResultStore.create(root.toRealPath(), "run");
        env = new StepEnvironment(config, null, null, ServerProbes.NONE, ServerDumps.NONE, null, null,
                ServerProfiler.OFF, null, store, ProgressListener.NONE, new RunInterruption());
        step = config.plan().steps().get(0);
    }

    @AfterEach
    void unlock() {
        store.close();
    }

    @Test
    void closesItsFilesAndStopsTheProbesWhenTheStepThrows() throws Exception {
        StepInstruments instruments = StepInstruments.open(step, env, true);
        assertEquals(List.of(tsv(), hlog()), openFiles(), "open creates both files");
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> {
            try (instruments) {
                instruments.start();
                assertTrue(probeThreadRuns(), "start starts the probes' periodic sampling");
                throw new IllegalStateException("the step failed");
            }
        });
        assertEquals("the step failed", thrown.getMessage());
        assertEquals(List.of(), openFiles());
        assertTrue(probeThreadEnds(), "the probes' thread still runs after close");
        assertTrue(Files.readString(tsv()).startsWith("i_sec\tt_sec\t"), "the TSV has its header");
    }

    @Test
    void closesTheIntervalFileWhenTheHistogramLogCannotBeCreated() throws IOException {
        Files.createDirectory(hlog());
        assertThrows(UncheckedIOException.class, () -> StepInstruments.open(step, env, true));
        assertEquals(List.of(), openFiles());
    }

    @Test
    void aStepWithoutTimedOperationsHasNoHistogramLog() throws IOException {
        try (StepInstruments instruments = StepInstruments.open(step, env, false)) {
            assertEquals(List.of(tsv()), openFiles());
            assertNull(instruments.histogramLog());
        }
        assertFalse(Files.exists(hlog()));
        assertEquals(List.of(), openFiles());
    }

    private Path tsv() {
        return store.file(step.name() + ".intervals.tsv");
    }

    private Path hlog() {
        return store.file(IntervalHistogramLog.fileName(step.name()));
    }

    /** @return the step's files this process holds open, TSV first */
    private List<Path> openFiles() throws IOException {
        List<Path> open;
        try (Stream<Path> fds = Files.list(OPEN_FILES)) {
            open = fds.map(StepInstrumentsTest::target).filter(p -> p.equals(tsv()) || p.equals(hlog()))
                    .distinct().sorted((a, b) -> a.equals(tsv()) ? -1 : b.equals(tsv()) ? 1 : 0).toList();
        }
        return open;
    }

    private static Path target(Path fd) {
        try {
            return Files.readSymbolicLink(fd);
        } catch (IOException e) {
            return fd; // closed while listed
        }
    }

    private static boolean probeThreadRuns() {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals("ibench probes"));
    }

    private static boolean probeThreadEnds() throws InterruptedException {
        for (int i = 0; i < 100 && probeThreadRuns(); i++) {
            Thread.sleep(50);
        }
        return !probeThreadRuns();
    }
}
