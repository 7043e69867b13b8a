package io.ibench.report.compare;

import io.ibench.core.result.Disturbance;
import io.ibench.core.result.Repetition;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.ResultStore;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepRates;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepRun;
import io.ibench.core.result.StepServer;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.load.RunLoader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Run folders whose {@code result.json} has disturbed steps, as a run the host disturbed records them: results
 * changed through the result model and written with {@link ResultJson}, then loaded as {@code ibench compare} loads
 * them.
 */
public final class DisturbedResults {
    /** The reason every disturbed step of these tests gives. */
    public static final String REASON = "other processes 40 % of the host CPU > 10 %";

    private DisturbedResults() {
    }

    /**
     * @param result a run's result
     * @param steps  the names of the steps to mark disturbed
     * @return the result with those steps disturbed by {@link #REASON}
     */
    public static RunResult disturb(RunResult result, String... steps) {
        Set<String> names = Set.of(steps);
        List<StepResult> changed = result.steps().stream().map(s -> !names.contains(s.name()) ? s
                : new StepResult(s.name(), s.kind(), s.status(), s.run(), s.rates(), s.measurements(),
                new StepServer(s.server().probes(), s.server().host(), s.server().profile(), s.server().actions(),
                        s.server().dumps(), Disturbance.disturbedBy(REASON)), s.metrics(), s.outcome())).toList();
        return new RunResult(result.schemaVersion(), result.runId(), result.label(), result.status(),
                result.startedAt(), result.finishedAt(), result.environment(), result.config(), result.server(),
                result.transport(), changed, result.summary(), result.error(), result.resumedAt(), result.repetition(),
                result.restorePoints());
    }

    /**
     * @param result    a run's result
     * @param label     the label to give it
     * @param runId     the run id to give it
     * @param startedAt when it started, ISO-8601 UTC; each step starts then too
     * @param factor    per step name, the factor its rates are multiplied by
     * @return the result with those changes
     */
    public static RunResult scaled(RunResult result, String label, String runId, String startedAt,
                                   ToDoubleFunction<String> factor) {
        List<StepResult> steps = result.steps().stream().map(s -> {
            double f = factor.applyAsDouble(s.name());
            StepRates r = s.rates();
            StepRates rates = new StepRates(r.insertsPerSecond() * f, r.deletesPerSecond() * f,
                    r.queriesPerSecond() * f, r.indexedRowsPerSecond() == null ? null : r.indexedRowsPerSecond() * f);
            StepRun run = new StepRun(startedAt, s.run().seconds(), s.run().clients(), s.run().settings(),
                    s.run().timeLimitReached(), s.run().htapTransactions(), s.run().redo());
            return new StepResult(s.name(), s.kind(), s.status(), run, rates, s.measurements(), s.server(),
                    s.metrics(), s.outcome());
        }).toList();
        return new RunResult(result.schemaVersion(), runId, label, result.status(), startedAt, result.finishedAt(),
                result.environment(), result.config(), result.server(), result.transport(), steps, result.summary(),
                result.error(), result.resumedAt(), result.repetition(), result.restorePoints());
    }

    /**
     * @param result a run's result
     * @param index  its repetition, 1..of
     * @param of     how many repetitions, ≥ 2
     * @param runId  its run id
     * @return the result as that repetition, under that id
     */
    public static RunResult repetition(RunResult result, int index, int of, String runId) {
        return new RunResult(result.schemaVersion(), runId, result.label(), result.status(), result.startedAt(),
                result.finishedAt(), result.environment(), result.config(), result.server(), result.transport(),
                result.steps(), result.summary(), result.error(), result.resumedAt(), new Repetition(index, of),
                result.restorePoints());
    }

    /**
     * @param dir     an empty folder
     * @param results the runs' results, in the order to give them
     * @return the runs, each written into its own run folder {@code dir/<n>-<run id>} and loaded back
     */
    public static List<LoadedRun> load(Path dir, List<RunResult> results) {
        List<Path> folders = new ArrayList<>();
        try {
            for (RunResult result : results) {
                Path folder = Files.createDirectories(dir.resolve(String.format("%02d-%s", folders.size(),
                        result.runId())));
                ResultStore.writeAtomically(folder.resolve(ResultJson.FILE_NAME), ResultJson.toJson(result));
                folders.add(folder);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        RunLoader.Loaded loaded = RunLoader.loadResults(folders);
        if (!loaded.unusable().isEmpty()) {
            throw new IllegalStateException(loaded.unusable().toString());
        }
        return loaded.runs();
    }
}
