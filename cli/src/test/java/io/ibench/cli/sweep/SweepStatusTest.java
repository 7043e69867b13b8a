package io.ibench.cli.sweep;

import io.ibench.core.result.RunStatus;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SweepStatusTest {
    @Test
    void theSummaryShowsTheRunsStatusAndWhetherAnEarlierAttemptFinishedIt() {
        assertEquals("complete", SweepStatus.ran(RunStatus.COMPLETE).toString());
        assertEquals("degraded (done before)", SweepStatus.doneBefore(RunStatus.DEGRADED).toString());
        assertEquals("failed", SweepStatus.FAILED.toString());
        assertEquals("server failed", SweepStatus.SERVER_FAILED.toString());
    }

    @Test
    void finishedRunsAreReportedAndCompleteOnesMakeACompleteSweep() {
        assertTrue(SweepStatus.ran(RunStatus.DEGRADED).finished());
        assertTrue(SweepStatus.doneBefore(RunStatus.COMPLETE).finished());
        assertFalse(SweepStatus.FAILED.finished());
        assertFalse(SweepStatus.SERVER_FAILED.finished());
        assertTrue(SweepStatus.doneBefore(RunStatus.COMPLETE).complete());
        assertFalse(SweepStatus.ran(RunStatus.DEGRADED).complete());
        assertFalse(SweepStatus.SERVER_FAILED.complete());
    }
}
