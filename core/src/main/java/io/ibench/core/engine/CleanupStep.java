package io.ibench.core.engine;

import io.ibench.core.lang.Throwables;
import io.ibench.core.measure.IntervalSample;
import io.ibench.core.plan.Step;
import io.ibench.core.result.CleanupResult;
import io.ibench.core.result.StepMeasurements;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepRun;
import io.ibench.core.result.StepStatus;
import io.ibench.core.spi.ActionOutcome;
import io.ibench.core.spi.CleanupContext;
import io.ibench.core.spi.PostLoadCleanup;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The post-load cleanup and wait (docs/workload.md#the-post-load-cleanup-cleanup). A worker thread runs the
 * adapter's cleanup: it starts the DBMS-specific work, waits until the step's target duration has passed, then
 * finishes (waits for background work, restores settings). Meanwhile the coordinator samples the
 * host every report interval into the step's TSV ({@link StepSampler}) and the probe thread samples the server
 * (the step's {@link StepInstruments}, as for every step), so
 * the cleanup's effect (purge lag or dead tuples falling) is recorded. Every action is recorded
 * with its duration.
 */
final class CleanupStep {
    /** How long an interrupted cleanup may take to restore what it changed, s. */
    static final int FINISH_AFTER_INTERRUPT_SECONDS = 30;
    /** What the error of a failed cleanup starts with. */
    private static final String FAILED = "cleanup failed: ";

    private final Step step;
    private final StepEnvironment env;
    private final List<CleanupResult.Action> actions = Collections.synchronizedList(new ArrayList<>());

    CleanupStep(Step step, StepEnvironment env) {
        this.step = step;
        this.env = env;
    }

    /**
     * @return the cleanup's result: complete, failed with the first line of the adapter's error, or incomplete
     *         when the run was interrupted (the worker then finishes at once)
     * @throws InterruptedException when the calling thread is interrupted
     */
    StepResult run() throws InterruptedException {
        String startedAt = Instant.now().toString();
        StepInstruments instruments;
        try {
            instruments = StepInstruments.open(step, env, false);
        } catch (UncheckedIOException e) {
            return StepResults.failedBeforeStart(step, startedAt, FAILED + Throwables.firstLine(e));
        }
        String error = null;
        StepControl control = new StepControl(0);
        env.interruption().enter(control);
        instruments.start();
        long start = System.nanoTime();
        AtomicReference<Thread> worker = new AtomicReference<>();
        CompletableFuture<Void> work = CompletableFuture.runAsync(this::cleanUp, command -> {
            Thread t = new Thread(command, "ibench cleanup");
            t.setDaemon(true);
            worker.set(t);
            t.start();
        });
        try (instruments) {
            StepSampler sampler = instruments.sampler(new Elapsed(start));
            sampler.sampleUntilDone(start, new Worker(work, control));
            sampler.sample(System.nanoTime());
            if (control.interrupted()) {
                error = control.interruption();
                stopWorker(worker.get(), work);
            } else {
                work.join();
            }
        } catch (UncheckedIOException | CompletionException e) {
            Throwable cause = e.getCause() != null && !(e instanceof UncheckedIOException) ? e.getCause() : e;
            error = FAILED + Throwables.firstLine(cause);
        } finally {
            env.interruption().leave();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        StepResults.Observations observed = instruments.finish(true, true, List.of());
        StepStatus status = control.interrupted() ? StepStatus.INCOMPLETE
                : error == null ? StepStatus.COMPLETE : StepStatus.FAILED;
        StepRun run = new StepRun(startedAt, seconds, step.activeClients(), null, null, null, null);
        return StepResults.cleanup(step, status, run, StepMeasurements.ofCleanup(
                new CleanupResult(step.cleanupSeconds(), List.copyOf(actions)), instruments.intervalsFile()),
                observed, error);
    }

    /**
     * Interrupts the worker's wait so that it finishes at once (restoring the server settings the
     * cleanup changed), and gives it {@value #FINISH_AFTER_INTERRUPT_SECONDS} s to do so.
     */
    private static void stopWorker(Thread worker, CompletableFuture<Void> work) throws InterruptedException {
        if (worker != null) {
            worker.interrupt();
        }
        try {
            work.get(FINISH_AFTER_INTERRUPT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // what the finisher could not restore in time is in the cleanup's recorded actions
        }
    }

    /** The worker: the adapter's cleanup around the wait; the finisher runs even when the wait is interrupted. */
    private void cleanUp() {
        long start = System.nanoTime();
        try {
            PostLoadCleanup.Finisher finisher = env.adapter().cleanup(env.config().engineOptions()).begin(context());
            try {
                waitOut(start);
            } finally {
                boolean interrupted = Thread.interrupted();
                try {
                    finisher.finish();
                } finally {
                    if (interrupted) {
                        Thread.currentThread().interrupt();
                    }
                }
            }
        } catch (SQLException e) {
            throw new CompletionException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CompletionException(e);
        }
    }

    private CleanupContext context() {
        Path folder = env.store().file("cleanup");
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + folder + ": " + e.getMessage(), e);
        }
        return new CleanupContext() {
            @Override
            public int targetSeconds() {
                return step.cleanupSeconds();
            }

            @Override
            public List<String> tables() {
                return env.tables();
            }

            @Override
            public Connection connection() throws SQLException {
                return env.connections().get();
            }

            @Override
            public Path outputDirectory() {
                return folder;
            }

            @Override
            public void record(String action, double seconds, ActionOutcome outcome) {
                actions.add(new CleanupResult.Action(action, seconds, outcome.text()));
            }
        };
    }

    /** Sleeps until the target duration has passed since {@code start}. */
    private void waitOut(long start) throws InterruptedException {
        long target = start + step.cleanupSeconds() * 1_000_000_000L;
        long waitStart = System.nanoTime();
        long remaining = target - waitStart;
        if (remaining > 0) {
            TimeUnit.NANOSECONDS.sleep(remaining);
        }
        actions.add(new CleanupResult.Action("wait until " + step.cleanupSeconds() + " s have passed",
                (System.nanoTime() - waitStart) / 1e9, ActionOutcome.DONE.text()));
    }

    /** The cleanup's intervals: their length and the time since the start; its progress: that time of the target's. */
    private final class Elapsed implements StepSampler.Subject {
        private final long startNanos;
        private long lastNanos;

        Elapsed(long startNanos) {
            this.startNanos = startNanos;
            this.lastNanos = startNanos;
        }

        @Override
        public IntervalSample sample(long nowNanos) {
            IntervalSample sample = new IntervalSample((nowNanos - lastNanos) / 1e9, (nowNanos - startNanos) / 1e9,
                    Map.of());
            lastNanos = nowNanos;
            return sample;
        }

        @Override
        public StepSampler.Progress progress(IntervalSample sample) {
            double elapsed = sample.elapsedSeconds();
            return new StepSampler.Progress(Math.min(1, elapsed / Math.max(1, step.cleanupSeconds())),
                    Math.max(0, step.cleanupSeconds() - elapsed));
        }
    }

    /**
     * The worker's cleanup as the sampler waits for it: done when it finished, failed or not;
     * stopped when the run was interrupted.
     */
    private record Worker(CompletableFuture<Void> work, StepControl control) implements StepSampler.Work {
        @Override
        public boolean awaitDone(long deadlineNanos) throws InterruptedException {
            long remaining = deadlineNanos - System.nanoTime();
            if (remaining <= 0) {
                return work.isDone();
            }
            try {
                work.get(remaining, TimeUnit.NANOSECONDS);
                return true;
            } catch (TimeoutException e) {
                return false;
            } catch (ExecutionException e) {
                return true;
            }
        }

        @Override
        public boolean stopped() {
            return control.stopped();
        }
    }
}
