package io.ibench.core.engine;

/**
 * The time a reconnect's back-off is measured in and waited on: the monotonic clock and
 * {@link Pause} in a run; a test gives one that moves its time by each wait, to see the waits
 * without waiting.
 */
interface BackOffClock {
    /** The monotonic clock and real pauses. */
    BackOffClock SYSTEM = new BackOffClock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public boolean pauseUntil(long deadlineNanos, StepControl control) {
            return Pause.until(deadlineNanos, control);
        }
    };

    /** @return the time now, ns, on a monotonic clock of arbitrary origin */
    long nanoTime();

    /**
     * @param deadlineNanos {@link #nanoTime()} to wait until
     * @param control       the step, whose stop ends the wait
     * @return true at the deadline, false when the step was stopped first
     */
    boolean pauseUntil(long deadlineNanos, StepControl control);
}
