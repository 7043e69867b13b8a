package io.ibench.core.result;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SlaResultTest {
    @Test
    void ninetyFivePercentOfTheTargetPassesAndLessFails() {
        assertTrue(SlaResult.judge(800, 760).passed(), "exactly 95 %");
        assertFalse(SlaResult.judge(800, 759.99).passed());
        assertTrue(SlaResult.judge(800, 812).passed(), "above target");
        assertFalse(SlaResult.judge(8000, 0).passed());
    }
}
