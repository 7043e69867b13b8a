package io.ibench.core.engine;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ibench's even schedule ({@link EvenSchedule}). */
class ScheduleTest {
    @Test
    void statementsAreEvenlySpacedAtRowsPerStatementOverRate() {
        // 100 rows/s at 50 rows per statement: one statement every 500 ms.
        Schedule s = Schedule.evenlySpaced(1_000, 50, 100, 3600, 0, 1);
        assertTrue(s.scheduled());
        assertEquals(1_000, s.intendedStart(0));
        for (int k = 1; k < 3600; k++) {
            assertEquals(500_000_000L, s.intendedStart(k) - s.intendedStart(k - 1), "gap before " + k);
        }
        assertEquals(1_000 + 1_800_000_000_000L, s.endNanos(), "3600 periods = 1800 s");
    }

    @Test
    void spacingDoesNotDriftForPeriodsThatAreNotWholeNanoseconds() {
        // 3 rows/s at 1 row per statement: 333,333,333.3 ns apart; statement 3000 is at exactly 1000 s.
        Schedule s = Schedule.evenlySpaced(0, 1, 3, 3000, 0, 1);
        assertEquals(1_000_000_000_000L, s.intendedStart(3000));
    }

    @Test
    void clientsAreStaggeredWithinOnePeriod() {
        Schedule first = Schedule.evenlySpaced(0, 50, 100, 10, 0, 4);
        Schedule third = Schedule.evenlySpaced(0, 50, 100, 10, 2, 4);
        assertEquals(0, first.intendedStart(0));
        assertEquals(250_000_000L, third.intendedStart(0));
        assertEquals(first.endNanos(), third.endNanos(), "every stream spans the same schedule");
    }

    @Test
    void anUnthrottledScheduleHasNoIntendedStarts() {
        assertFalse(Schedule.unthrottled().scheduled());
    }
}
