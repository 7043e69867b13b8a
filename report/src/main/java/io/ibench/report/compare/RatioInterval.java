package io.ibench.report.compare;

/**
 * A label's rate relative to the base label's in one step: the ratio of their means with its
 * {@value RateEstimate#CONFIDENCE} confidence interval (docs/report.md, "Confidence intervals"): from the
 * {@link NoiseModel} when the step's between-run noise is known, else, for single runs, the delta
 * method on the logarithm of the ratio, ln(a/b) ± t × √(va + vb), where va and vb are the squared relative
 * standard errors of the two means, and t has the Welch–Satterthwaite degrees of freedom
 * (va + vb)² / (va²/dfa + vb²/dfb). The interval is asymmetric around the ratio and never below 0.
 *
 * @param ratio  the mean's ratio to the base's mean
 * @param low    the interval's lower end, or null when either side's precision is unknown
 * @param high   the interval's upper end, or null with {@code low}
 * @param source where the spread comes from: {@link IntervalSource#SINGLE_RUN} when both sides are single runs
 *               without a noise profile, else the noise model's source ({@link NoiseModel}); null without an
 *               interval
 */
public record RatioInterval(double ratio, Double low, Double high, IntervalSource source) {

    /**
     * The interval of single runs whose between-run noise is unknown: from the estimates' own precisions.
     *
     * @param run  the label's estimate
     * @param base the base label's estimate, mean &gt; 0
     * @return the ratio with its interval when both precisions are known, its source {@link IntervalSource#SINGLE_RUN}
     */
    public static RatioInterval of(RateEstimate run, RateEstimate base) {
        double ratio = run.mean() / base.mean();
        if (run.relativeVariance() == null || base.relativeVariance() == null || ratio <= 0) {
            return new RatioInterval(ratio, null, null, null);
        }
        IntervalSource source = IntervalSource.SINGLE_RUN;
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

    /**
     * @param ratio          the ratio of means, &gt; 0
     * @param logHalfWidth   t × the standard error of ln(ratio), ≥ 0
     * @param source         where the standard error comes from
     * @return ratio × exp(±logHalfWidth)
     */
    static RatioInterval around(double ratio, double logHalfWidth, IntervalSource source) {
        return new RatioInterval(ratio, ratio * Math.exp(-logHalfWidth), ratio * Math.exp(logHalfWidth), source);
    }

    /** @return whether there is an interval */
    public boolean hasInterval() {
        return low != null;
    }

    /**
     * The one verdict of a cell (docs/report.md, "Verdicts"). With between-run noise (a noise profile or
     * repetitions): worse when the ratio (as shown, two decimals) is at or below the worse threshold and the whole
     * interval below 1, better when at or above the better threshold and the whole interval above 1. With single
     * runs' within-step intervals, as before noise profiles: only when the whole interval is at or beyond the
     * threshold. A ratio without an interval is judged by itself.
     *
     * @param thresholds the limits
     * @return the verdict
     */
    public Verdict judge(Thresholds thresholds) {
        if (!hasInterval()) {
            return thresholds.judge(ratio);
        }
        if (source.betweenRuns()) {
            Verdict byRatio = thresholds.judge(ratio);
            boolean shown = byRatio == Verdict.WORSE ? high < 1 : byRatio == Verdict.BETTER && low > 1;
            return shown ? byRatio : Verdict.SAME;
        }
        if (Figures.shownRatio(high) <= thresholds.worse()) {
            return Verdict.WORSE;
        }
        return Figures.shownRatio(low) >= thresholds.better() ? Verdict.BETTER : Verdict.SAME;
    }

    /**
     * The gate's rule, the verdict's with the gate's limit (docs/report.md, "Gate").
     *
     * @param limit the gate's ratio, &gt; 0
     * @return with between-run noise: the ratio (as shown) below the limit and the whole interval below 1; with a
     *         single run's within-step interval: its upper end (as shown) below the limit; without an interval: the
     *         ratio (as shown) below the limit
     */
    public boolean below(double limit) {
        if (hasInterval() && source.betweenRuns()) {
            return Figures.shownRatio(ratio) < limit && high < 1;
        }
        return Figures.shownRatio(hasInterval() ? high : ratio) < limit;
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
