package io.ibench.report.html;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Base64;
import java.util.Random;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SeriesReductionTest {
    private static double[] seconds(int n) {
        return IntStream.rangeClosed(1, n).asDoubleStream().toArray();
    }

    @Test
    void aSeriesWithinTheLimitIsKeptAsItIs() {
        double[] t = {1, 2, 4};
        double[] v = {5, Double.NaN, 7};
        SeriesReduction.Points p = SeriesReduction.reduce(t, v, 4);
        assertArrayEquals(t, p.seconds());
        assertArrayEquals(v, p.values());
    }

    @Test
    void eachBucketKeepsItsMinimumAndMaximumInTheOrderTheyOccurred() {
        double[] v = {5, 9, 1, 4, /* bucket 2 */ 3, 2, 8, 6};
        SeriesReduction.Points p = SeriesReduction.reduce(seconds(8), v, 4);
        assertArrayEquals(new double[] {9, 1, 2, 8}, p.values(), "9 came before 1; 2 before 8");
        assertArrayEquals(new double[] {1, 3, 5, 7}, p.seconds(), "a quarter and three quarters into each bucket");
    }

    @Test
    void everyStallAndSpikeOfAnHourSurvivesAThousandPoints() {
        Random random = new Random(3);
        double[] v = IntStream.range(0, 3600).mapToDouble(i -> 1000 + random.nextGaussian() * 50).toArray();
        int[] stalls = {17, 1234, 1235, 3599};
        int[] spikes = {0, 1236, 2000};
        for (int s : stalls) {
            v[s] = 0;
        }
        for (int s : spikes) {
            v[s] = 50_000;
        }
        SeriesReduction.Points p = SeriesReduction.reduce(seconds(3600), v, 1000);
        assertEquals(1000, p.size());
        double[] kept = p.values();
        long zeros = Arrays.stream(kept).filter(x -> x == 0).count();
        long peaks = Arrays.stream(kept).filter(x -> x == 50_000).count();
        assertEquals(3, zeros, "stalls in separate buckets each stay (1234 and 1235 share one)");
        assertEquals(3, peaks, "every spike stays, the one beside the stalls too");
        assertEquals(Arrays.stream(v).min().orElseThrow(), Arrays.stream(kept).min().orElseThrow());
        assertEquals(Arrays.stream(v).max().orElseThrow(), Arrays.stream(kept).max().orElseThrow());
        for (int i = 1; i < kept.length; i++) {
            assertTrue(p.seconds()[i] > p.seconds()[i - 1], "times ascend");
        }
        assertTrue(p.seconds()[0] > 0 && p.seconds()[999] < 3600, "inside the step: " + p.seconds()[999]);
    }

    @Test
    void aBucketWithoutValuesStaysAGapAndMissingValuesAreSkipped() {
        double[] v = {Double.NaN, Double.NaN, Double.NaN, 4, Double.NaN, 1, 2};
        SeriesReduction.Points p = SeriesReduction.reduce(seconds(7), v, 4);
        assertArrayEquals(new double[] {Double.NaN, Double.NaN, 4, 1}, p.values(),
                "seconds 1-3 have no value; 4 then 1 in the seconds after, the missing one skipped");
    }

    @Test
    void badArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> SeriesReduction.reduce(seconds(3), new double[2], 2));
        assertThrows(IllegalArgumentException.class, () -> SeriesReduction.reduce(seconds(9), new double[9], 3));
        assertThrows(IllegalArgumentException.class, () -> SeriesReduction.reduce(seconds(9), new double[9], 0));
    }

    @Test
    void aQuantizedSeriesKeepsItsExtremesExactlyAndEveryValueWithinHalfALevel() {
        double[] v = {0, 12.5, 1000, Double.NaN, 333.3};
        ObjectNode node = QuantizedSeries.encode(new SeriesReduction.Points(seconds(5), v), 2);
        assertEquals(0, node.get("lo").asDouble());
        assertEquals(2000, node.get("hi").asDouble());
        assertEquals(1, node.get("t0").asDouble());
        assertEquals(1, node.get("dt").asDouble());
        byte[] q = Base64.getDecoder().decode(node.get("q").asText());
        assertEquals(5, q.length);
        assertEquals(QuantizedSeries.GAP, q[3] & 0xff, "a gap");
        for (int i : new int[] {0, 1, 2, 4}) {
            double back = QuantizedSeries.decode(q[i] & 0xff, 0, 2000);
            assertEquals(v[i] * 2, back, 2000 / 508.0 + 1e-9, "value " + i);
        }
        assertEquals(2000, QuantizedSeries.decode(q[2] & 0xff, 0, 2000), "the largest exactly");
    }

    @Test
    void irregularTimesAreListedAndAFlatSeriesIsAllZeros() {
        ObjectNode node = QuantizedSeries.encode(new SeriesReduction.Points(new double[] {0, 5, 7.04},
                new double[] {3, 3, 3}), 1);
        assertEquals("[0.0,5.0,7.0]", node.get("t").toString());
        assertTrue(node.get("t0") == null);
        assertArrayEquals(new byte[3], Base64.getDecoder().decode(node.get("q").asText()));
        assertEquals(3, node.get("lo").asDouble());
        assertEquals(3, node.get("hi").asDouble());
    }
}
