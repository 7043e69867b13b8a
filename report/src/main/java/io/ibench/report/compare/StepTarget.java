package io.ibench.report.compare;

import io.ibench.report.verdict.Campaign;

import java.util.List;

/**
 * Whether a step's detectable difference reached the target of a campaign that ran until it could tell
 * (docs/report.md, "Campaigns that run until they can tell"), and why not.
 *
 * @param step        the step's name
 * @param detectable  the step's detectable difference as the comparison states it ({@link DetectableEffect}), a
 *                    share such as 0.123; null when its between-run noise is unknown
 * @param repetitions the repetitions (or pairs) it is for
 * @param reached     whether it is at most the target
 * @param why         why not, one phrase; empty when reached
 */
public record StepTarget(String step, Double detectable, int repetitions, boolean reached, String why) {

    /**
     * @param comparison the campaign's runs lined up
     * @param campaign   its target, budget and why it stopped
     * @return per step with a column, whether it reached the target
     */
    public static List<StepTarget> of(Comparison comparison, Campaign campaign) {
        return comparison.detectable().stream().map(effect -> {
            boolean reached = SequentialRule.reached(effect, campaign.target());
            long disturbed = comparison.keepsDisturbed() ? 0
                    : comparison.disturbed().stream().filter(d -> d.step().equals(effect.step())).count();
            String why = reached ? "" : (effect.relative() == null ? "its between-run noise is unknown"
                    : switch (campaign.stop()) {
                        case REACHED -> "not with these runs and options";
                        case REPETITIONS -> "the budget of " + campaign.maxRepetitions() + " repetitions was spent";
                        case TIME -> "the time limit of " + Campaign.duration(campaign.maxSeconds()) + " came first";
                    }) + (disturbed == 0 ? "" : "; " + disturbed + " disturbed " + (disturbed == 1 ? "run" : "runs")
                    + " left out");
            return new StepTarget(effect.step(), effect.relative(), effect.repetitions(), reached, why);
        }).toList();
    }

    /** @return e.g. {@code qp1000: ±23.1 % with 3 repetitions, not reached: the budget of 6 repetitions was spent} */
    public String text() {
        return step + ": " + (detectable == null ? "unknown" : "±" + Campaign.percent(detectable)) + " with "
                + repetitions + (repetitions == 1 ? " repetition" : " repetitions")
                + (reached ? ", reached" : ", not reached: " + why);
    }
}
