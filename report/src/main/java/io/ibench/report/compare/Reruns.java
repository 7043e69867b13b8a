package io.ibench.report.compare;

import io.ibench.core.plan.StepKind;
import io.ibench.core.result.RunStatus;
import io.ibench.report.load.LoadedRun;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Which runs a later attempt of the same run replaced (docs/report.md, "Disturbed steps"): runs are attempts of one
 * run when they share the label, the seed and the repetition (its index, or none), as a sweep's run of a config
 * again after a disturbed one has them. An attempt with a disturbed step is replaced by the next attempt that
 * started after it and finished (complete or degraded); an attempt without one is never replaced.
 */
final class Reruns {
    private Reruns() {
    }

    /**
     * A replaced run.
     *
     * @param run the run
     * @param why why and by which run it was replaced
     */
    record Replaced(LoadedRun run, ReplacedRun why) {
    }

    /**
     * @param runs the runs given
     * @return the replaced runs, in the order given, each with why and by which run
     */
    static List<Replaced> replaced(List<LoadedRun> runs) {
        Map<List<Object>, List<LoadedRun>> attempts = new HashMap<>();
        runs.forEach(run -> attempts.computeIfAbsent(attempt(run), k -> new ArrayList<>()).add(run));
        List<Replaced> replaced = new ArrayList<>();
        for (LoadedRun run : runs) {
            List<DisturbedStep> disturbed = DisturbedStep.in(run);
            String started = Objects.toString(run.result().startedAt(), "");
            attempts.get(attempt(run)).stream().filter(Reruns::finished)
                    .filter(later -> Objects.toString(later.result().startedAt(), "").compareTo(started) > 0)
                    .min(Comparator.comparing(later -> later.result().startedAt()))
                    .filter(next -> !disturbed.isEmpty())
                    .ifPresent(next -> replaced.add(new Replaced(run, new ReplacedRun(RunGroup.key(run),
                            run.result().runId(), next.result().runId(), disturbed, (int) run.result().steps().stream()
                            .filter(s -> s.finished() && s.kind() != StepKind.CLEANUP).count()))));
        }
        return replaced;
    }

    /** @return what the attempts of one run share: the label, the seed and the repetition's index */
    private static List<Object> attempt(LoadedRun run) {
        Object seed = run.result().config() == null ? null : run.result().config().get("seed");
        Integer repetition = run.result().repetition() == null ? null : run.result().repetition().index();
        return Arrays.asList(RunGroup.key(run), Objects.toString(seed), repetition);
    }

    private static boolean finished(LoadedRun run) {
        return run.result().status() == RunStatus.COMPLETE || run.result().status() == RunStatus.DEGRADED;
    }
}
