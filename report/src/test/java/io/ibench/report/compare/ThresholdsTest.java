package io.ibench.report.compare;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Relative values are judged as the tables print them. */
class ThresholdsTest {
    private final Thresholds thresholds = Thresholds.DEFAULT;

    @Test
    void boundariesCountAsPrinted() {
        assertEquals(Verdict.WORSE, thresholds.judge(0.95));
        assertEquals(Verdict.WORSE, thresholds.judge(0.9549), "prints as 0.95");
        assertEquals(Verdict.SAME, thresholds.judge(0.955), "prints as 0.96");
        assertEquals(Verdict.SAME, thresholds.judge(1.0449));
        assertEquals(Verdict.BETTER, thresholds.judge(1.045), "prints as 1.05");
        assertEquals(Verdict.BETTER, thresholds.judge(3.0));
    }

    @Test
    void impossibleThresholdsAreRejectedWithTheirValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Thresholds(1.2, 1.5));
        assertTrue(e.getMessage().contains("1.2"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Thresholds(0, 1.05));
        assertThrows(IllegalArgumentException.class, () -> new Thresholds(0.9, 0.99));
    }
}
