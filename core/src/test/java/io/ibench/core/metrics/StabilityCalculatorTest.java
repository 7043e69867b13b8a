package io.ibench.core.metrics;

import io.ibench.core.result.Stall;
import io.ibench.core.result.StepStability;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class StabilityCalculatorTest {

    @Test
    void aSteadyRateHasNoVariationAndNoStall() {
        StepStability s = StabilityCalculator.compute(Collections.nCopies(30, 1000.0), 1);
        assertEquals(0.0, s.cv());
        assertEquals(1000.0, s.median());
        assertEquals(1000.0, s.worst1s());
        assertEquals(1000.0, s.worst10s());
        assertEquals(0, s.stallCount());
        assertEquals(3, s.batchMeans().count());
        assertEquals(0.0, s.batchMeans().relativeStandardError());
    }

    @Test
    void adjacentLowSecondsMergeIntoOneStallWithItsDepth() {
        List<Double> rates = new ArrayList<>(Collections.nCopies(20, 1000.0));
        rates.set(5, 400.0);
        rates.set(6, 0.0);
        rates.set(7, 499.0);
        rates.set(12, 600.0);
        rates.set(15, 100.0);
        StepStability s = StabilityCalculator.compute(rates, 1);
        assertEquals(2, s.stallCount(), "seconds 5-7 are one stall, 12 is above half the median, 15 is another");
        assertEquals(new Stall(5, 3, 0, 1.0), s.stalls().get(0));
        assertEquals(new Stall(15, 1, 100, 0.9), s.stalls().get(1));
        assertEquals(4.0, s.stallSeconds());
        assertEquals(0.0, s.worst1s());
        assertEquals((1000 * 6 + 0 + 499 + 600 + 100) / 10.0, s.worst10s(), 1e-9, "seconds 6-15");
    }

    @Test
    void withHalfSecondIntervalsAStallNeedsTwoLowIntervals() {
        List<Double> rates = new ArrayList<>(Collections.nCopies(10, 1000.0));
        rates.set(3, 10.0);
        rates.set(6, 10.0);
        rates.set(7, 10.0);
        StepStability s = StabilityCalculator.compute(rates, 0.5);
        assertEquals(1, s.stallCount());
        assertEquals(new Stall(3.0, 1.0, 10, 0.99), s.stalls().get(0));
        assertNull(s.worst10s(), "5 seconds of intervals have no 10-second window");
        assertNull(s.batchMeans());
    }

    @Test
    void batchMeansAverageTenSecondWindowsAndLeaveOutTheRest() {
        List<Double> rates = new ArrayList<>();
        rates.addAll(Collections.nCopies(10, 900.0));
        rates.addAll(Collections.nCopies(10, 1100.0));
        rates.addAll(Collections.nCopies(5, 5.0));
        StepStability s = StabilityCalculator.compute(rates, 1);
        assertEquals(2, s.batchMeans().count());
        assertEquals(1000.0, s.batchMeans().mean());
        assertEquals(Math.sqrt(2 * 100.0 * 100.0), s.batchMeans().sd(), 1e-9);
        assertEquals(s.batchMeans().sd() / (Math.sqrt(2) * 1000), s.batchMeans().relativeStandardError(), 1e-12);
    }

    @Test
    void aWindowThatFallsToZeroAfterLargeRatesIsExactlyZeroNotARoundingErrorBelowIt() {
        List<Double> rates = new ArrayList<>(List.of(38198.7, 41529.3, 0.1, 12544.9));
        rates.addAll(Collections.nCopies(12, 0.0));
        StepStability s = StabilityCalculator.compute(rates, 1);
        assertEquals(0.0, s.worst1s());
        assertEquals(0.0, s.worst10s());
    }

    @Test
    void fewerThanTwoIntervalsHaveNoFigures() {
        assertNull(StabilityCalculator.compute(List.of(5.0), 1));
    }
}
