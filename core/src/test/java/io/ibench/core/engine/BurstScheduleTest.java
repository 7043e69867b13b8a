package io.ibench.core.engine;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reference's rate limiter ({@code --compat reference}), on a clock the test sets. */
class BurstScheduleTest {
    private static final long SECOND = 1_000_000_000L;
    private final AtomicLong now = new AtomicLong();

    @Test
    void aRateThatIsNotAMultipleOfTheBatchOvershootsAsTheReferences() {
        BurstSchedule s = new BurstSchedule(0, 50, 120, now::get);
        assertEquals(3, s.statementsPerSecond(), "ceil(120 / 50)");
        // A writer that keeps up: statement 0 at once, then 3 statements at every second.
        long[] starts = new long[31];
        for (int k = 0; k < starts.length; k++) {
            starts[k] = s.intendedStart(k);
            now.set(starts[k] + 1_000_000L);
        }
        assertEquals(0, starts[0]);
        for (int k = 1; k <= 30; k++) {
            assertEquals((k + 2) / 3 * SECOND, starts[k], "statement " + k);
        }
        assertEquals(10 * SECOND, starts[30]);
        // 30 statements of 50 rows in the ten seconds after the first: 150 rows/s, not 120.
        assertEquals(150.0, 30 * 50.0 / ((starts[30] - starts[0]) / 1e9), 1e-9);
    }

    @Test
    void aWindowThatOverranStartsTheNextAtOnceWithoutCatchingUp() {
        BurstSchedule s = new BurstSchedule(0, 50, 100, now::get);
        assertEquals(2, s.statementsPerSecond());
        assertEquals(0, s.intendedStart(0));
        now.set(10_000_000L);
        assertEquals(SECOND, s.intendedStart(1));
        assertEquals(SECOND, s.intendedStart(2), "the window's statements go back to back");
        now.set(3 * SECOND + 500_000_000L); // the server held the writer for 2.5 s
        assertEquals(now.get(), s.intendedStart(3), "no sleep after an over-run");
        assertEquals(now.get(), s.intendedStart(4));
        now.set(now.get() + 960_000_000L); // 0.96 s later: no sleep either (the reference's 0.95 s rule)
        assertEquals(now.get(), s.intendedStart(5));
        now.set(now.get() + 100_000_000L);
        assertEquals(now.get() - 100_000_000L + SECOND, s.intendedStart(7), "else a second after the last window");
    }

    @Test
    void aSlowRateSendsOneStatementASecond() {
        BurstSchedule s = new BurstSchedule(5, 50, 10, now::get);
        assertEquals(1, s.statementsPerSecond());
        assertEquals(5, s.intendedStart(0));
        assertEquals(5 + SECOND, s.intendedStart(1));
        assertEquals(5 + 2 * SECOND, s.intendedStart(2));
    }

    @Test
    void theStreamEndsWithItsLastStatement() {
        BurstSchedule s = new BurstSchedule(SECOND, 50, 100, now::get);
        assertTrue(s.scheduled());
        assertEquals(SECOND, s.endNanos(), "no wait after the last statement");
    }
}
