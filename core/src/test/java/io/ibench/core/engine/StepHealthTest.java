package io.ibench.core.engine;

import io.ibench.core.config.FaultPolicy;
import io.ibench.core.config.OnError;
import io.ibench.core.result.OperationResult;
import io.ibench.core.result.StepStatus;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class StepHealthTest {
    private static final FaultPolicy POLICY = new FaultPolicy(OnError.CONTINUE, 0.01, 600, 300);

    private static OperationResult op(long statements, long retries, long losses, long timeouts, long failures,
            long reconnects) {
        return new OperationResult(statements, statements, retries, losses, timeouts, failures, reconnects, 0, 0, 0,
                null, null, null, null);
    }

    @Test
    void aStepWithRetriesBelowTheRateIsComplete() {
        StepHealth health = StepHealth.judge(List.of(op(1000, 10, 0, 0, 0, 0)), false, false, POLICY);
        assertEquals(StepStatus.COMPLETE, health.status());
        assertEquals(List.of(), health.problems());
    }

    @Test
    void eachKindOfTroubleIsNamed() {
        StepHealth health = StepHealth.judge(List.of(op(1000, 0, 2, 0, 0, 2), op(500, 0, 1, 1, 3, 2)), false, false,
                POLICY);
        assertEquals(StepStatus.DEGRADED, health.status());
        assertEquals(List.of("3 statements lost their connection (server restart or killed session); "
                        + "4 connections re-established",
                "1 statement got no answer within --statement-timeout 600 s",
                "3 statements failed and were skipped (--on-error continue)"), health.problems());
    }

    @Test
    void tooManyErrorsDegradeAStepEvenWhenAllWereRetried() {
        StepHealth health = StepHealth.judge(List.of(op(980, 20, 0, 0, 0, 0)), false, false, POLICY);
        assertEquals(StepStatus.DEGRADED, health.status());
        assertEquals(List.of("error rate 2.00 % (20 of 1000 attempts) is above --max-error-rate 1.00 %"),
                health.problems());
        assertEquals(StepStatus.COMPLETE, StepHealth.judge(List.of(op(990, 10, 0, 0, 0, 0)), false, false, POLICY)
                .status(),
                "exactly at the limit is not above it");
    }

    @Test
    void failureAndInterruptionWinOverDegradation() {
        assertEquals(StepStatus.FAILED, StepHealth.judge(List.of(op(10, 0, 1, 0, 1, 0)), true, false, POLICY).status());
        assertEquals(StepStatus.INCOMPLETE, StepHealth.judge(List.of(op(10, 0, 1, 0, 1, 0)), true, true, POLICY)
                .status());
    }
}
