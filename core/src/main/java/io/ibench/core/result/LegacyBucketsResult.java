package io.ibench.core.result;

import io.ibench.core.measure.LegacyBuckets;

import java.util.List;

/**
 * The reference's ten response-time bucket counts and maximum, of service times.
 *
 * @param labels     bucket upper bounds: 256us 1ms 4ms 16ms 64ms 256ms 1s 4s 16s gt
 * @param counts     statement counts per bucket
 * @param maxSeconds longest statement, seconds (exact)
 */
public record LegacyBucketsResult(List<String> labels, List<Long> counts, double maxSeconds) {

    /**
     * @param buckets exact counts
     * @return the result form
     */
    public static LegacyBucketsResult of(LegacyBuckets buckets) {
        List<Long> counts = java.util.Arrays.stream(buckets.counts()).boxed().toList();
        return new LegacyBucketsResult(LegacyBuckets.LABELS, counts, buckets.maxNanos() / 1e9);
    }
}
