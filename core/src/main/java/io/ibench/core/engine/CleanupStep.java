package io.ibench.core.engine;

import io.ibench.core.measure.IntervalSample;
import io.ibench.core.plan.Step;
import io.ibench.core.result.CleanupResult;
import io.ibench.core.result.StepResult;
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

/**
 * The post-load cleanup and wait (spec §13): the adapter starts its DBMS-specific work, the
 * step waits until its target duration has passed, then the adapter finishes (waits for
 * background work, restores settings). Every action is recorded with its duration.
 */
final class CleanupStep {
    private final Step step;
    private final StepEnvironment env;
    private final List<CleanupResult.Action> actions = Collections.synchronizedList(new ArrayList<>());

    CleanupStep(Step step, StepEnvironment env) {
        this.step = step;
        this.env = env;
    }

    StepResult run() throws InterruptedException {
        String startedAt = Instant.now().toString();
        long start = System.nanoTime();
        String error = null;
        try {
            PostLoadCleanup.Finisher finisher = env.adapter().cleanup(env.config().engineOptions()).begin(context());
            waitOut(start);
            finisher.finish();
        } catch (SQLException | UncheckedIOException e) {
            error = "cleanup failed: " + Messages.firstLine(e);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        return new StepResult(step.name(), step.kind().name(), error == null ? StepResult.COMPLETE : StepResult.FAILED,
                startedAt, seconds, step.activeClients(), null, 0, 0, 0, null, null, null, null, null,
                new CleanupResult(step.cleanupSeconds(), List.copyOf(actions)), null, env.probe(), null, null, error);
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
            public void record(String action, double seconds, String outcome) {
                actions.add(new CleanupResult.Action(action, seconds, outcome));
            }
        };
    }

    /** Sleeps until the target duration has passed, reporting progress every second. */
    private void waitOut(long start) throws InterruptedException {
        long target = start + step.cleanupSeconds() * 1_000_000_000L;
        long waitStart = System.nanoTime();
        while (true) {
            long now = System.nanoTime();
            if (now >= target) {
                break;
            }
            double elapsed = (now - start) / 1e9;
            env.progress().interval(step, new IntervalSample(1, elapsed, Map.of()),
                    Math.min(1, elapsed / Math.max(1, step.cleanupSeconds())), (target - now) / 1e9);
            Thread.sleep(Math.min(1000, (target - now) / 1_000_000 + 1));
        }
        actions.add(new CleanupResult.Action("wait until " + step.cleanupSeconds() + " s have passed",
                (System.nanoTime() - waitStart) / 1e9, "done"));
    }
}
