package io.ibench.core.engine;

import java.util.concurrent.locks.LockSupport;

/** Sleeping until a point in time while staying responsive to a step being stopped. */
final class Pause {
    private static final long SLICE_NANOS = 50_000_000L;

    private Pause() {
    }

    /**
     * @param deadlineNanos {@link System#nanoTime()} to sleep until
     * @param control       the step, checked at least every 50 ms
     * @return true at the deadline, false when the step was stopped first
     */
    static boolean until(long deadlineNanos, StepControl control) {
        while (true) {
            if (control.stopped()) {
                return false;
            }
            long remaining = deadlineNanos - System.nanoTime();
            if (remaining <= 0) {
                return true;
            }
            LockSupport.parkNanos(Math.min(remaining, SLICE_NANOS));
        }
    }
}
