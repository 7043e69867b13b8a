package io.ibench.core.metrics;

import io.ibench.core.result.BatchMeans;
import io.ibench.core.result.Stall;
import io.ibench.core.result.StepStability;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Computes a step's {@link StepStability} from its per-interval rates (docs/metrics.md, "Stability").
 * Windows of 1 and 10 seconds span {@code round(seconds / interval)} intervals, at least one.
 */
public final class StabilityCalculator {
    /** A stall is a stretch below this share of the median rate. */
    public static final double STALL_SHARE = 0.5;
    /** ... lasting at least this long, seconds. */
    public static final double STALL_MIN_SECONDS = 1;
    /** The window of the worst sustained rate and of the batch means, seconds. */
    public static final double WINDOW_SECONDS = 10;

    private StabilityCalculator() {
    }

    /**
     * @param rates           per-interval rates, per second, in time order
     * @param intervalSeconds the report interval, seconds, &gt; 0
     * @return the figures, or null with fewer than 2 rates
     */
    public static StepStability compute(List<Double> rates, double intervalSeconds) {
        if (rates.size() < 2) {
            return null;
        }
        double[] values = rates.stream().mapToDouble(Double::doubleValue).toArray();
        double median = median(values);
        double mean = Arrays.stream(values).average().orElse(0);
        Double cv = mean > 0 ? sd(values) / mean : null;
        int tenSeconds = span(WINDOW_SECONDS, intervalSeconds);
        List<Stall> stalls = stalls(values, median, intervalSeconds);
        double stallSeconds = stalls.stream().mapToDouble(Stall::seconds).sum();
        return new StepStability(values.length, median, cv, worstWindow(values, span(1, intervalSeconds)),
                values.length < tenSeconds ? null : worstWindow(values, tenSeconds), stalls.size(), stallSeconds,
                List.copyOf(stalls.subList(0, Math.min(stalls.size(), StepStability.MAX_STALLS_LISTED))),
                batchMeans(values, tenSeconds, intervalSeconds));
    }

    private static int span(double seconds, double intervalSeconds) {
        return (int) Math.max(1, Math.round(seconds / intervalSeconds));
    }

    /** Sums each window afresh: a running sum would drift below 0 by rounding after a stall at 0. */
    private static double worstWindow(double[] values, int span) {
        if (values.length < span) {
            return Arrays.stream(values).average().orElse(0);
        }
        double worst = Double.POSITIVE_INFINITY;
        for (int i = 0; i + span <= values.length; i++) {
            worst = Math.min(worst, Arrays.stream(values, i, i + span).sum() / span);
        }
        return worst;
    }

    private static List<Stall> stalls(double[] values, double median, double intervalSeconds) {
        List<Stall> stalls = new ArrayList<>();
        double limit = STALL_SHARE * median;
        int start = -1;
        for (int i = 0; i <= values.length; i++) {
            boolean low = i < values.length && values[i] < limit;
            if (low && start < 0) {
                start = i;
            } else if (!low && start >= 0) {
                double seconds = (i - start) * intervalSeconds;
                if (seconds >= STALL_MIN_SECONDS - 1e-9) {
                    double lowest = Arrays.stream(values, start, i).min().orElse(0);
                    stalls.add(new Stall(start * intervalSeconds, seconds, lowest, 1 - lowest / median));
                }
                start = -1;
            }
        }
        return stalls;
    }

    private static BatchMeans batchMeans(double[] values, int span, double intervalSeconds) {
        int count = values.length / span;
        if (count < 1) {
            return null;
        }
        double[] means = new double[count];
        for (int b = 0; b < count; b++) {
            means[b] = Arrays.stream(values, b * span, (b + 1) * span).average().orElse(0);
        }
        return new BatchMeans(span * intervalSeconds, count, Arrays.stream(means).average().orElse(0),
                count < 2 ? null : sd(means));
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }

    private static double sd(double[] values) {
        double mean = Arrays.stream(values).average().orElse(0);
        double squares = Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum();
        return Math.sqrt(squares / (values.length - 1));
    }
}
