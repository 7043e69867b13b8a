package io.ibench.core.engine;

/**
 * When each statement of a rate-limited writer should start: evenly spaced, statement k at
 * {@code start + offset + k × period}, where period = rows per statement / rows per second.
 * Unlike the reference's burst-then-sleep limiter (docs/measurement.md#writers-on-a-schedule), a writer that falls
 * behind does not skip or compress work silently: its statements keep their intended start, so response
 * time measured from it shows the lateness. The schedule spans {@code count × period}: a
 * writer that keeps up finishes its stream at {@link #endNanos()}.
 */
final class Schedule {
    private static final Schedule NONE = new Schedule(0, 0, 0, 0);

    private final long startNanos;
    private final double periodNanos;
    private final long offsetNanos;
    private final long count;

    private Schedule(long startNanos, double periodNanos, long offsetNanos, long count) {
        this.startNanos = startNanos;
        this.periodNanos = periodNanos;
        this.offsetNanos = offsetNanos;
        this.count = count;
    }

    /** @return the schedule of a writer that runs as fast as it can */
    static Schedule unthrottled() {
        return NONE;
    }

    /**
     * @param startNanos       {@link System#nanoTime()} of the step's start
     * @param rowsPerStatement rows per statement, ≥ 1
     * @param rowsPerSecond    target rows per second, ≥ 1
     * @param count            statements in the stream
     * @param slot             this writer's position among {@code slots} clients, 0-based
     * @param slots            number of clients; their streams are staggered evenly within one period
     * @return the schedule
     */
    static Schedule evenlySpaced(long startNanos, int rowsPerStatement, int rowsPerSecond, long count, int slot,
                                 int slots) {
        double period = rowsPerStatement * 1e9 / rowsPerSecond;
        return new Schedule(startNanos, period, Math.round(period * slot / slots), count);
    }

    /** @return true when statements have intended start times */
    boolean scheduled() {
        return periodNanos > 0;
    }

    /**
     * @param k statement number, 0-based
     * @return its intended start, {@link System#nanoTime()} scale
     */
    long intendedStart(long k) {
        return startNanos + offsetNanos + Math.round(k * periodNanos);
    }

    /** @return the end of the stream's last period, {@link System#nanoTime()} scale */
    long endNanos() {
        return startNanos + Math.round(count * periodNanos);
    }

    /** @return nanoseconds between intended starts; 0 when unthrottled */
    double periodNanos() {
        return periodNanos;
    }
}
