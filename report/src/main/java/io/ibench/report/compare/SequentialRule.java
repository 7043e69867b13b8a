package io.ibench.report.compare;

import io.ibench.report.verdict.Campaign;

import java.util.List;
import java.util.Optional;

/**
 * When a campaign that runs until it can tell stops adding repetitions (docs/report.md, "Campaigns that run until
 * they can tell"): after each repetition of every config, when every step's detectable difference, as the
 * comparison of the runs so far states it ({@link Comparison#detectable()}), is at most the target; else when the
 * budget's repetitions are spent; else when another repetition, taking as long as the last one, would end after
 * the time limit.
 */
public final class SequentialRule {
    private SequentialRule() {
    }

    /**
     * @param effect a step's detectable difference
     * @param target the difference aimed at, a share (0.15 for ±15 %)
     * @return whether the step's figure is known and at most the target
     */
    public static boolean reached(DetectableEffect effect, double target) {
        return effect.relative() != null && effect.relative() <= target;
    }

    /**
     * @param effects        every step's detectable difference with the repetitions so far
     * @param target         the difference aimed at, a share
     * @param repetitions    the repetitions of every config run so far, ≥ 1
     * @param maxRepetitions the budget, ≥ 1
     * @param elapsedSeconds how long the campaign has run, ≥ 0
     * @param lastSeconds    how long its last repetition took, ≥ 0
     * @param maxSeconds     the time limit, or null without one
     * @return why it stops now, or empty to run another repetition
     */
    public static Optional<Campaign.Stop> decide(List<DetectableEffect> effects, double target, int repetitions,
                                                 int maxRepetitions, long elapsedSeconds, long lastSeconds,
                                                 Long maxSeconds) {
        if (effects.stream().allMatch(e -> reached(e, target))) {
            return Optional.of(Campaign.Stop.REACHED);
        }
        if (repetitions >= maxRepetitions) {
            return Optional.of(Campaign.Stop.REPETITIONS);
        }
        if (maxSeconds != null && elapsedSeconds + lastSeconds > maxSeconds) {
            return Optional.of(Campaign.Stop.TIME);
        }
        return Optional.empty();
    }
}
