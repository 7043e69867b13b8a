package io.ibench.report.compare;

import io.ibench.core.result.Decimal;

/**
 * What a campaign can see in one step (docs/report.md, "Detectable difference"): the half-width of the 95 %
 * interval of a ratio of two labels' means with the campaign's repetitions, as a relative difference. A
 * difference smaller than it, or than the thresholds, is never flagged.
 *
 * @param step        the step name
 * @param repetitions the repetitions per label the figure is for (the fewest of any label), ≥ 1
 * @param relative    the half-width of the interval the step's verdicts use, e.g. 0.18 for ±18 %:
 *                    exp(t(df) × s × √(2/n)) − 1, or exp(t(df) × s_d / √n) − 1 when the repetitions are paired
 *                    (s_d² the pairs' variance of ln ratio pooled with twice the profile's); null when the step's
 *                    between-run noise is unknown (no noise profile, no repetitions)
 * @param more        a larger number of repetitions, at least 5; null with {@code relative}
 * @param atMore      the half-width with {@code more} repetitions per label; null with {@code relative}
 * @param enough      the fewest repetitions per label whose half-width is at most ±5 %; null when unknown or
 *                    more than {@value NoiseModel#MAX_REPETITIONS}
 * @param source      where the noise comes from ({@link IntervalSource#PAIRED} when paired); null with
 *                    {@code relative}
 */
public record DetectableEffect(String step, int repetitions, Double relative, Integer more, Double atMore,
                               Integer enough, IntervalSource source) {

    /**
     * @return e.g. {@code l.i1: ±18 % detectable with 2 repetitions; 5 would give ±9 %; 14 reach ±5 % (pooled)}
     */
    public String text() {
        if (relative == null) {
            return step + ": unknown, no noise profile and no repetitions";
        }
        String with = repetitions == 1 ? "1 run" : repetitions + " repetitions";
        return step + ": ±" + percent(relative) + " detectable with " + with + "; " + more + " would give ±"
                + percent(atMore) + "; " + (enough == null ? "more than " + NoiseModel.MAX_REPETITIONS
                + " would be needed for" : enough == 1 ? "1 run reaches"
                : enough + " reach") + " ±" + percent(NoiseModel.TARGET) + " ("
                + source.id() + ")";
    }

    private static String percent(double share) {
        double percent = share * 100;
        return Decimal.format(percent, percent >= 9.95 || percent == Math.rint(percent) ? 0 : 1) + " %";
    }
}
