package io.ibench.core.result;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * How steady a run was across its steps (docs/metrics.md, "Stability"), from the steps' {@link StepStability}:
 * the step whose per-second rate varied most, and every stall with its step. Figures of several runs (the
 * repetitions of a label) combine the same way: {@link #of} over all their steps.
 *
 * @param worstStep    the step with the highest coefficient of variation; null when no step has one
 * @param worstCv      that coefficient of variation (sample standard deviation / mean of the per-second rates),
 *                     ≥ 0; null with {@code worstStep}
 * @param stallCount   the stalls of all steps, also those beyond a step's listed ones
 * @param stallSeconds their total duration, seconds
 * @param longest      the longest of the listed stalls (the first of equally long ones), or null without stalls
 * @param stalls       the steps' listed stalls (at most {@value StepStability#MAX_STALLS_LISTED} per step), in
 *                     step order and time order within a step
 */
public record RunStability(String worstStep, Double worstCv, int stallCount, double stallSeconds, StepStall longest,
                           List<StepStall> stalls) {

    /**
     * @param steps steps of one or more runs, in order; those without stability figures are left out
     * @return their figures, or null when no step has stability figures
     */
    public static RunStability of(List<StepResult> steps) {
        return combine(steps.stream().filter(s -> s.metrics() != null && s.metrics().stability() != null)
                .map(s -> Map.entry(s.name(), s.metrics().stability())).toList());
    }

    /**
     * @param steps step names with their figures, in order
     * @return their figures, or null when there are none
     */
    static RunStability combine(List<Map.Entry<String, StepStability>> steps) {
        if (steps.isEmpty()) {
            return null;
        }
        Map.Entry<String, StepStability> worst = steps.stream().filter(s -> s.getValue().cv() != null)
                .max(Comparator.comparingDouble(s -> s.getValue().cv())).orElse(null);
        List<StepStall> stalls = steps.stream().flatMap(s -> s.getValue().stalls().stream()
                .map(stall -> new StepStall(s.getKey(), stall))).toList();
        StepStall longest = null;
        for (StepStall stall : stalls) {
            if (longest == null || stall.stall().seconds() > longest.stall().seconds()) {
                longest = stall;
            }
        }
        return new RunStability(worst == null ? null : worst.getKey(), worst == null ? null : worst.getValue().cv(),
                steps.stream().mapToInt(s -> s.getValue().stallCount()).sum(),
                steps.stream().mapToDouble(s -> s.getValue().stallSeconds()).sum(), longest, stalls);
    }

    /**
     * @return e.g. {@code worst cv 12 % in l.i1, 3 stalls 5 s, longest 2 s in l.i1 at 31 s}, for terminals and
     *         tables
     */
    public String text() {
        String variation = worstStep == null ? "worst cv -" : "worst cv " + Decimal.format(worstCv * 100, 0)
                + " % in " + worstStep;
        if (stallCount == 0) {
            return variation + ", no stall";
        }
        String count = stallCount + (stallCount == 1 ? " stall " : " stalls ") + Decimal.format(stallSeconds, 0)
                + " s";
        return variation + ", " + count + (longest == null ? "" : ", longest "
                + Decimal.format(longest.stall().seconds(), 0) + " s in " + longest.step() + " at "
                + Decimal.format(longest.stall().startSeconds(), 0) + " s");
    }
}
