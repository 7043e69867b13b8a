package io.ibench.core.result;

import java.util.List;

/**
 * Figures of a run that compare its steps.
 *
 * @param li1OverLi0 l.i1's inserts per second / l.i0's (seed report 003: what index maintenance
 *                   and deletes cost), or null unless both steps completed
 * @param stability  how steady the run was across its steps: the worst step's coefficient of variation and
 *                   every stall with its step (docs/metrics.md, "Stability"); null when no step has stability
 *                   figures, and in results written before it was recorded
 */
public record RunSummary(Double li1OverLi0, RunStability stability) {

    /**
     * @param steps a run's steps
     * @return their summary
     */
    public static RunSummary of(List<StepResult> steps) {
        Double li0 = insertsPerSecond(steps, "l.i0");
        Double li1 = insertsPerSecond(steps, "l.i1");
        return new RunSummary(li0 != null && li1 != null && li0 > 0 ? li1 / li0 : null, RunStability.of(steps));
    }

    private static Double insertsPerSecond(List<StepResult> steps, String name) {
        return steps.stream().filter(s -> s.name().equals(name) && s.status() == StepStatus.COMPLETE)
                .map(s -> s.rates().insertsPerSecond()).findFirst().orElse(null);
    }
}
