package io.ibench.report.compare;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The absolute table's colour rule (docs/report.md, "Summary"). */
class ShadeTest {
    private static final List<Boolean> NO_SLA_FAILURES = List.of(false, false, false, false);

    @Test
    void bestQuarterIsGreenAndWorstQuarterRed() {
        // range 50..100, quarter 12.5: ≤ 62.5 red, ≥ 87.5 green
        assertEquals(List.of(Shade.BEST, Shade.BEST, Shade.NONE, Shade.WORST),
                Shade.column(List.of(100.0, 88.0, 70.0, 50.0), NO_SLA_FAILURES, true));
    }

    @Test
    void aSmallSpreadIsNeverRed() {
        // worst 80 = 0.8 × best: no red, green still marks the best quarter
        assertEquals(List.of(Shade.BEST, Shade.NONE, Shade.NONE, Shade.NONE),
                Shade.column(List.of(100.0, 90.0, 85.0, 80.0), NO_SLA_FAILURES, true));
        assertEquals(List.of(Shade.BEST, Shade.NONE, Shade.NONE, Shade.WORST),
                Shade.column(List.of(100.0, 90.0, 85.0, 79.0), NO_SLA_FAILURES, true));
    }

    @Test
    void slaFailuresAreGreyAndDoNotSetTheBest() {
        // the 200 run missed its SLA: grey, and the best becomes 100 (range 50..100)
        assertEquals(List.of(Shade.SLA_FAILED, Shade.BEST, Shade.NONE, Shade.WORST),
                Shade.column(List.of(200.0, 100.0, 70.0, 50.0), List.of(true, false, false, false), true));
        // red wins over grey
        assertEquals(List.of(Shade.BEST, Shade.WORST),
                Shade.column(List.of(100.0, 10.0), List.of(false, true), true));
    }

    @Test
    void lowerIsBetterFlipsTheScaleAndMissingValuesStayPlain() {
        assertEquals(List.of(Shade.BEST, Shade.NONE, Shade.WORST, Shade.NONE),
                Shade.column(Arrays.asList(1.0, 2.0, 4.0, null), NO_SLA_FAILURES, false));
        // 1.0 vs 1.2: the best is at least 80 % of the worst, so no red
        assertEquals(List.of(Shade.BEST, Shade.NONE),
                Shade.column(List.of(1.0, 1.2), List.of(false, false), false));
    }

    @Test
    void aSingleRunIsBestAndNeverRed() {
        assertEquals(List.of(Shade.BEST), Shade.column(List.of(42.0), List.of(false), true));
    }
}
