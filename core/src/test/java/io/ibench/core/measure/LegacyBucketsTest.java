package io.ibench.core.measure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class LegacyBucketsTest {
    @ParameterizedTest(name = "{0} ns -> bucket {1}")
    @CsvSource({
        "0, 0", "256000, 0", "256001, 1", "1000000, 1", "1000001, 2", "4000000, 2", "4000001, 3",
        "16000000, 3", "64000000, 4", "64000001, 5", "256000000, 5", "1000000000, 6", "1000000001, 7",
        "4000000000, 7", "16000000000, 8", "16000000001, 9", "999000000000, 9"})
    void aValueOnABoundBelongsToThatBoundsBucket(long nanos, int bucket) {
        assertEquals(bucket, LegacyBuckets.bucketOf(nanos));
    }

    @Test
    void countsAndExactMaxAddUp() {
        LegacyBuckets a = new LegacyBuckets();
        a.record(100_000);
        a.record(2_000_000);
        a.record(2_000_000);
        LegacyBuckets b = new LegacyBuckets();
        b.record(20_000_000_000L);
        b.record(123_456_789);
        a.add(b);
        assertArrayEquals(new long[] {1, 0, 2, 0, 0, 1, 0, 0, 0, 1}, a.counts());
        assertEquals(20_000_000_000L, a.maxNanos());
        assertEquals(10, LegacyBuckets.LABELS.size());
    }
}
