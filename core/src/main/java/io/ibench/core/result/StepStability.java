package io.ibench.core.result;

import java.util.List;

/**
 * How steady a step's per-second rate of its headline operation was (docs/metrics.md, "Stability"):
 * computed from the per-interval rates (inserted rows/s in load steps, queries/s in read-write steps),
 * all clients. Rates are per second whatever the report interval.
 *
 * @param intervals  how many interval rates the figures come from, ≥ 2
 * @param median     the median interval rate, per second
 * @param cv         coefficient of variation of the interval rates: sample standard deviation / mean, ≥ 0;
 *                   null when the mean is 0
 * @param worst1s    the lowest rate over any 1-second window (one interval at the default report interval)
 * @param worst10s   the lowest mean rate over any 10-second window; null when the step had fewer intervals
 * @param stallCount how many stalls the step had (all of them, also those beyond {@code stalls})
 * @param stallSeconds the stalls' total duration, seconds
 * @param stalls     the first {@value #MAX_STALLS_LISTED} stalls, in time order
 * @param batchMeans the means of consecutive 10-second windows, which a single run's confidence interval
 *                   comes from; null when the step had fewer than 10 seconds of intervals
 */
public record StepStability(int intervals, double median, Double cv, double worst1s, Double worst10s,
                            int stallCount, double stallSeconds, List<Stall> stalls, BatchMeans batchMeans) {
    /** At most this many stalls are listed; {@code stallCount} counts them all. */
    public static final int MAX_STALLS_LISTED = 20;
}
