package io.ibench.report.compare;

import io.ibench.core.plan.StepKind;
import io.ibench.core.result.RunResult;
import io.ibench.report.load.LoadedRun;

import java.util.List;

/**
 * A finished step during which something other than the benchmark took a share of the host (result.json's
 * {@code disturbance}, docs/report.md, "Disturbed steps"): a comparison leaves it out of its verdicts, intervals,
 * detectable differences and gate unless it keeps disturbed steps ({@code --keep-disturbed}).
 *
 * @param label   the run's label
 * @param runId   the run's id
 * @param step    the step's name
 * @param reasons what was beyond its threshold, one phrase each; empty when the result names none
 */
public record DisturbedStep(String label, String runId, String step, List<String> reasons) {

    /** Copies the reasons. */
    public DisturbedStep {
        reasons = List.copyOf(reasons);
    }

    /**
     * @param run a run
     * @return its finished steps with a throughput (all but the cleanup) that were disturbed, in order
     */
    public static List<DisturbedStep> in(LoadedRun run) {
        return in(run.result(), RunGroup.key(run));
    }

    /**
     * @param result a run's result
     * @param label  the label it is shown under
     * @return its finished steps with a throughput (all but the cleanup) that were disturbed, in order
     */
    public static List<DisturbedStep> in(RunResult result, String label) {
        return result.steps().stream().filter(s -> s.finished() && s.kind() != StepKind.CLEANUP && s.disturbed())
                .map(s -> new DisturbedStep(label, result.runId(), s.name(), s.server().disturbance().reasons()))
                .toList();
    }

    /** @return e.g. {@code base (20261129-101500-base) l.i1: other processes 31 % of the host CPU > 10 %} */
    public String describe() {
        return label + " (" + runId + ") " + step + (reasons.isEmpty() ? "" : ": " + String.join(", ", reasons));
    }
}
