package io.ibench.report.html;

/**
 * Reduces a per-second series to at most a given number of points for a chart, keeping its shape:
 * the series is cut into equal buckets of consecutive values and each bucket keeps its smallest and
 * its largest value, in the order they occurred. So every minimum and maximum of the series survives
 * (a one-second stall is its bucket's minimum, a latency spike its bucket's maximum), unlike a mean
 * per bucket (which flattens both) or one point per bucket (largest-triangle-three-buckets keeps one
 * of a dip and a spike that share a bucket). Missing values (NaN) are skipped; a bucket without a value
 * stays a gap.
 *
 * <p>A reduced series is regular: bucket {@code b} covers the seconds
 * {@code (start + b·width, start + (b+1)·width]} and its two values are drawn at a quarter and at three
 * quarters of it; a series no longer than the limit is kept as it is, with its own times.
 */
final class SeriesReduction {
    private SeriesReduction() {
    }

    /**
     * A series ready to draw.
     *
     * @param seconds the points' times, seconds into the step
     * @param values  the points' values; NaN for a gap
     */
    record Points(double[] seconds, double[] values) {
        /** @return the number of points */
        int size() {
            return values.length;
        }
    }

    /**
     * @param seconds each value's time, seconds into the step, ascending
     * @param values  the values, NaN where missing; as many as {@code seconds}
     * @param limit   at most this many points, an even number ≥ 2
     * @return the series itself when it has at most {@code limit} values, else {@code limit / 2} buckets of two
     *         points each: the bucket's minimum and maximum in the order they occurred
     * @throws IllegalArgumentException when the arrays differ in length or the limit is odd or below 2
     */
    static Points reduce(double[] seconds, double[] values, int limit) {
        if (seconds.length != values.length) {
            throw new IllegalArgumentException("times and values differ in length: " + seconds.length + " and "
                    + values.length);
        }
        if (limit < 2 || limit % 2 != 0) {
            throw new IllegalArgumentException("the limit must be an even number of at least 2, got " + limit);
        }
        int n = values.length;
        if (n <= limit) {
            return new Points(seconds.clone(), values.clone());
        }
        int buckets = limit / 2;
        double start = seconds[0] - (n > 1 ? seconds[1] - seconds[0] : 1);
        double width = (seconds[n - 1] - start) / buckets;
        double[] t = new double[limit];
        double[] v = new double[limit];
        for (int b = 0; b < buckets; b++) {
            int from = (int) ((long) b * n / buckets);
            int to = (int) ((long) (b + 1) * n / buckets);
            int min = -1;
            int max = -1;
            for (int i = from; i < to; i++) {
                if (Double.isNaN(values[i])) {
                    continue;
                }
                if (min < 0 || values[i] < values[min]) {
                    min = i;
                }
                if (max < 0 || values[i] > values[max]) {
                    max = i;
                }
            }
            double bucketStart = start + b * width;
            t[2 * b] = bucketStart + width / 4;
            t[2 * b + 1] = bucketStart + 3 * width / 4;
            v[2 * b] = min < 0 ? Double.NaN : values[Math.min(min, max)];
            v[2 * b + 1] = min < 0 ? Double.NaN : values[Math.max(min, max)];
        }
        return new Points(t, v);
    }
}
