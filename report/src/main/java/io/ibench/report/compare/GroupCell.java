package io.ibench.report.compare;

/**
 * A label's throughput in one step over its repetitions, as the comparison's tables show it.
 *
 * @param cell      the mean rate and its point ratio to the base label's mean, with the state (failed when no
 *                  repetition finished the step, degraded when one is) and an SLA verdict (a failed one if any
 *                  repetition missed its rate)
 * @param estimate  the rate over the finished repetitions, or null without a value
 * @param interval  the ratio to the base with its confidence interval; null for the base label itself and
 *                  where either has no value
 * @param stability how steady the rate was, or null when the results do not say
 * @param disturbed how many of the label's repetitions that finished the step were left out as disturbed; when
 *                  that is all of them, the cell shows their mean and is {@link ThroughputCell#leftOut() left out}
 */
public record GroupCell(ThroughputCell cell, RateEstimate estimate, RatioInterval interval,
                        StabilitySummary stability, int disturbed) {

    /**
     * @param thresholds the limits
     * @return the verdict of the interval, or null without a ratio
     */
    public Verdict verdict(Thresholds thresholds) {
        return interval == null ? null : interval.judge(thresholds);
    }
}
