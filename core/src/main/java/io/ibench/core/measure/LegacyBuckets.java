package io.ibench.core.measure;

import java.util.List;

/**
 * The reference's ten response-time buckets and exact maximum (docs/measurement.md#histograms-and-counters): upper
 * bounds 256 µs, 1 ms, 4 ms, 16 ms, 64 ms, 256 ms, 1 s, 4 s, 16 s, and everything above 16 s.
 * A value equal to a bound falls in that bound's bucket. Counted exactly, not derived from a
 * histogram, so the counts are comparable with published numbers. Written by one thread.
 */
public final class LegacyBuckets {
    /** Bucket labels as the reference prints them. */
    public static final List<String> LABELS =
            List.of("256us", "1ms", "4ms", "16ms", "64ms", "256ms", "1s", "4s", "16s", "gt");

    private static final long[] UPPER_BOUNDS_NANOS = {
        256_000L, 1_000_000L, 4_000_000L, 16_000_000L, 64_000_000L, 256_000_000L,
        1_000_000_000L, 4_000_000_000L, 16_000_000_000L,
    };

    private final long[] counts = new long[LABELS.size()];
    private long maxNanos;

    /**
     * @param nanos an elapsed time in nanoseconds, ≥ 0
     * @return the index of the bucket it falls in, 0..9
     */
    public static int bucketOf(long nanos) {
        for (int i = 0; i < UPPER_BOUNDS_NANOS.length; i++) {
            if (nanos <= UPPER_BOUNDS_NANOS[i]) {
                return i;
            }
        }
        return UPPER_BOUNDS_NANOS.length;
    }

    /** @param nanos an elapsed time in nanoseconds */
    public void record(long nanos) {
        counts[bucketOf(nanos)]++;
        if (nanos > maxNanos) {
            maxNanos = nanos;
        }
    }

    /** @param other buckets to add into these */
    public void add(LegacyBuckets other) {
        for (int i = 0; i < counts.length; i++) {
            counts[i] += other.counts[i];
        }
        maxNanos = Math.max(maxNanos, other.maxNanos);
    }

    /** @return a copy of the ten counts, in {@link #LABELS} order */
    public long[] counts() {
        return counts.clone();
    }

    /** @return the largest recorded value, nanoseconds; 0 when nothing was recorded */
    public long maxNanos() {
        return maxNanos;
    }
}
