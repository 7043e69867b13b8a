package io.ibench.report.verdict;

import java.util.Locale;

/**
 * A sweep that ran until it could tell ({@code ibench sweep --until-detectable PCT}, docs/report.md, "Campaigns that
 * run until they can tell"): the detectable difference it aimed at, its budget, and why it stopped. The sweep writes
 * it into its folder as {@value CampaignJson#FILE_NAME}; {@code ibench compare} and {@code ibench report} say per step
 * whether the detectable difference reached the target and, if not, why.
 *
 * @param target         the detectable difference aimed at, as a share: 0.15 for ±15 %; 0 &lt; target ≤ 10
 * @param maxRepetitions the budget: repetitions of every config at most, ≥ 1
 * @param maxSeconds     the time limit, seconds &gt; 0, or null without one
 * @param repetitions    how many repetitions of every config it ran, ≥ 1
 * @param stop           why it stopped
 * @param keepDisturbed  whether disturbed runs counted ({@code --keep-disturbed})
 */
public record Campaign(double target, int maxRepetitions, Long maxSeconds, int repetitions, Stop stop,
                       boolean keepDisturbed) {

    /** Why a campaign stopped adding repetitions. */
    public enum Stop {
        /** Every step's detectable difference was at most the target. */
        REACHED,
        /** It ran the budget's repetitions. */
        REPETITIONS,
        /** Another repetition would have ended after the time limit. */
        TIME;

        /** @return the word in {@value CampaignJson#FILE_NAME}, e.g. {@code reached} */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Validates. */
    public Campaign {
        if (!(target > 0 && target <= 10)) {
            throw new IllegalArgumentException("a campaign's target must be above 0 and at most 10, not " + target);
        }
        if (maxRepetitions < 1 || repetitions < 1 || stop == null || maxSeconds != null && maxSeconds <= 0) {
            throw new IllegalArgumentException("a campaign needs a budget of at least 1 repetition, a positive time "
                    + "limit or none, at least 1 repetition run and why it stopped");
        }
    }

    /** @return e.g. {@code until ±15 % detectable, at most 6 repetitions, 2 h} */
    public String describe() {
        return "until ±" + percent(target) + " detectable, at most " + maxRepetitions + " repetitions"
                + (maxSeconds == null ? "" : ", " + duration(maxSeconds)) + (keepDisturbed ? ", disturbed runs kept"
                : "");
    }

    /** @return e.g. {@code stopped after 4 repetitions: the budget was spent} */
    public String stopped() {
        String after = "stopped after " + repetitions + (repetitions == 1 ? " repetition: " : " repetitions: ");
        return after + switch (stop) {
            case REACHED -> "every step reached ±" + percent(target);
            case REPETITIONS -> "the budget of " + maxRepetitions + " repetitions was spent";
            case TIME -> "another repetition would have ended after the time limit of " + duration(maxSeconds);
        };
    }

    /**
     * @param share a relative difference, e.g. 0.153
     * @return it in percent with one decimal at most, e.g. {@code 15.3 %}
     */
    public static String percent(double share) {
        double percent = Math.round(share * 1000) / 10.0;
        return (percent == Math.rint(percent) ? Long.toString((long) percent)
                : String.format(Locale.ROOT, "%.1f", percent)) + " %";
    }

    /**
     * @param seconds a duration in seconds
     * @return it as the largest unit that divides it: {@code 2 h}, {@code 90 min}, {@code 45 s}
     */
    public static String duration(long seconds) {
        return seconds % 3600 == 0 ? seconds / 3600 + " h" : seconds % 60 == 0 ? seconds / 60 + " min"
                : seconds + " s";
    }
}
