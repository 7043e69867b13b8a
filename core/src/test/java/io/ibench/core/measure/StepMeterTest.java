package io.ibench.core.measure;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StepMeterTest {
    private static final long MS = 1_000_000L;

    @Test
    void intervalsCountOnlyTheirOwnStatementsAndTotalsAccumulate() {
        StepMeter meter = new StepMeter();
        OperationRecorder c1 = meter.register(Operation.INSERT, 1, false);
        OperationRecorder c2 = meter.register(Operation.INSERT, 2, false);
        meter.start(0);
        c1.record(0, 0, 2 * MS, 100);
        c2.record(0, 0, 4 * MS, 100);
        IntervalSample first = meter.sample(1_000 * MS);
        c1.record(0, 0, 8 * MS, 100);
        IntervalSample second = meter.sample(2_000 * MS);

        OperationInterval i1 = first.of(Operation.INSERT);
        assertEquals(2, i1.intervalStatements());
        assertEquals(200, i1.intervalRows());
        assertEquals(4000, i1.maxMicros(), 4);
        OperationInterval i2 = second.of(Operation.INSERT);
        assertEquals(1, i2.intervalStatements());
        assertEquals(100, i2.intervalRows());
        assertEquals(300, i2.totalRows());
        assertEquals(8000, i2.maxMicros(), 8);
        assertEquals(1.0, second.intervalSeconds(), 1e-9);
        assertEquals(2.0, second.elapsedSeconds(), 1e-9);
        assertEquals(3, meter.serviceTotal(Operation.INSERT).getTotalCount());
    }

    @Test
    void responseTimeFromTheIntendedStartShowsLatenessThatServiceTimeHides() {
        StepMeter meter = new StepMeter();
        OperationRecorder writer = meter.register(Operation.DELETE, 1, true);
        meter.start(0);
        // Intended at 0 ms, started 500 ms late, ran 2 ms.
        writer.record(0, 500 * MS, 502 * MS, 50);
        IntervalSample s = meter.sample(1_000 * MS);
        assertEquals(2000, s.of(Operation.DELETE).p99Micros(), 2);
        assertEquals(502_000, s.of(Operation.DELETE).responseP99Micros(), 502);
        assertEquals(502_000, meter.responseTotal(Operation.DELETE).getMaxValue(), 502);
    }

    @Test
    void scheduleLagIsHowLongTheDueStatementIsOverdue() {
        StepMeter meter = new StepMeter();
        OperationRecorder writer = meter.register(Operation.INSERT, 1, true);
        meter.start(0);
        writer.pending(200 * MS);
        assertEquals(800, meter.sample(1_000 * MS).of(Operation.INSERT).lagMillis());
        writer.pending(3_000 * MS);
        assertEquals(0, meter.sample(2_000 * MS).of(Operation.INSERT).lagMillis(), "not yet due");
        writer.idle();
        assertEquals(0, meter.sample(3_500 * MS).of(Operation.INSERT).lagMillis(), "idle");
    }

    @Test
    void retriesAndUnusedOperationsReportZeroes() {
        StepMeter meter = new StepMeter();
        OperationRecorder q = meter.register(Operation.QUERY, 1, false);
        meter.start(0);
        q.recordRetry();
        q.recordRetry();
        IntervalSample s = meter.sample(MS);
        assertEquals(2, s.of(Operation.QUERY).totalRetries());
        assertEquals(0, s.of(Operation.INSERT).totalRows());
        assertTrue(meter.operations().contains(Operation.QUERY));
        assertEquals(1, meter.operations().size());
    }
}
