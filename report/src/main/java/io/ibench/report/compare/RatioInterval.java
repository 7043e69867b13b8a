package io.ibench.report.compare;

/**
 * A label's rate relative to the base label's in one step: the ratio of their means with its
 * {@value RateEstimate#CONFIDENCE} confidence interval (docs/report.md, "Confidence intervals"): the delta
 * method on the logarithm of the ratio, ln(a/b) ± t × √(va + vb), where va and vb are the squared relative
 * standard errors of the two means, and t has the Welch–Satterthwaite degrees of freedom
 * (va + vb)² / (va²/dfa + vb²/dfb). The interval is asymmetric around the ratio and never below 0.
 *
 * @param ratio  the mean's ratio to the base's mean
 * @param low    the interval's lower end, or null when either side's precision is unknown
 * @param high   the interval's upper end, or null with {@code low}
 * @param source where the spread comes from: {@link IntervalSource#SINGLE_RUN} when either side is a single
 *               run; null without an interval
 */
public record RatioInterval(double ratio, Double low, Double high, IntervalSource source) {

    /**
     * @param run  the label's estimate
     * @param base the base label's estimate, mean &gt; 0
     * @return the ratio with its interval when both precisions are known
     */
    public static RatioInterval of(RateEstimate run, RateEstimate base) {
        double ratio = run.mean() / base.mean();
        if (run.relativeVariance() == null || base.relativeVariance() == null || ratio <= 0) {
            return new RatioInterval(ratio, null, null, null);
        }
        boolean repeated = run.source() == IntervalSource.REPETITIONS && base.source() == IntervalSource.REPETITIONS;
        IntervalSource source = repeated ? IntervalSource.REPETITIONS : IntervalSource.SINGLE_RUN;
        double va = run.relativeVariance();
        double vb = base.relativeVariance();
        if (va + vb == 0) {
            return new RatioInterval(ratio, ratio, ratio, source);
        }
        double df = (va + vb) * (va + vb)
                / (va * va / run.degreesOfFreedom() + vb * vb / base.degreesOfFreedom());
        double spread = RateEstimate.quantile(df) * Math.sqrt(va + vb);
        return new RatioInterval(ratio, ratio * Math.exp(-spread), ratio * Math.exp(spread), source);
    }

    /** @return whether there is an interval */
    public boolean hasInterval() {
        return low != null;
    }

    /**
     * Colours only what the whole interval says: worse when its upper end (as shown, two decimals) is at
     * or below the worse threshold, better when its lower end is at or above the better one; a ratio
     * without an interval is judged by itself.
     *
     * @param thresholds the limits
     * @return the verdict
     */
    public Verdict judge(Thresholds thresholds) {
        if (!hasInterval()) {
            return thresholds.judge(ratio);
        }
        if (Figures.shownRatio(high) <= thresholds.worse()) {
            return Verdict.WORSE;
        }
        return Figures.shownRatio(low) >= thresholds.better() ? Verdict.BETTER : Verdict.SAME;
    }

    /** @return the bound the gate checks: the upper end, or the ratio itself without an interval */
    public double upperBound() {
        return hasInterval() ? high : ratio;
    }

    /** @return whether the interval holds 1 (no difference shown); false without an interval */
    public boolean containsOne() {
        return hasInterval() && low <= 1 && high >= 1;
    }

    /** @return e.g. {@code 0.97 [0.93, 1.01]}, or the ratio alone without an interval */
    public String text() {
        return Figures.ratio(ratio) + (hasInterval() ? " [" + Figures.ratio(low) + ", " + Figures.ratio(high) + "]"
                : "");
    }
}
