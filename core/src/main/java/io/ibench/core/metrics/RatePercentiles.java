package io.ibench.core.metrics;

import java.util.Arrays;
import java.util.List;

/**
 * The reference's "percentiles" of per-second rates (docs/metrics.md, "The per-step summary
 * line", p50 and p99): the per-interval rates
 * sorted in descending order, and the value at position round(n / 100 × count), 1-based. The
 * 99th is thus a low-end rate: the rate that 99 % of the intervals reached. Needs at least
 * {@value #MIN_INTERVALS} intervals.
 */
public final class RatePercentiles {
    /** Fewer intervals give no percentile (the reference's rule). */
    public static final int MIN_INTERVALS = 10;

    private RatePercentiles() {
    }

    /**
     * @param rates      per-interval rates
     * @param percentile 0 &lt; percentile ≤ 100
     * @return the rate at that percentile, or null with fewer than {@value #MIN_INTERVALS} rates
     */
    public static Double of(List<Double> rates, double percentile) {
        if (rates.size() < MIN_INTERVALS) {
            return null;
        }
        double[] sorted = rates.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        int position = (int) Math.round(percentile / 100.0 * sorted.length);
        position = Math.max(1, Math.min(sorted.length, position));
        return sorted[sorted.length - position];
    }
}
