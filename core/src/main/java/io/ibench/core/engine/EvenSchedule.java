package io.ibench.core.engine;

/**
 * ibench's writer schedule: evenly spaced, statement k at {@code start + offset + k × period}, where period = rows
 * per statement / rows per second. Unlike the reference's burst-then-sleep limiter
 * (docs/measurement.md#writers-on-a-schedule), a writer that falls behind does not skip or compress work silently:
 * its statements keep their intended start, so response time measured from it shows the lateness. The schedule
 * spans {@code count × period}: a writer that keeps up finishes its stream at {@link #endNanos()}.
 */
final class EvenSchedule implements Schedule {
    static final EvenSchedule NONE = new EvenSchedule(0, 0, 0, 0);

    private final long startNanos;
    private final double periodNanos;
    private final long offsetNanos;
    private final long count;

    private EvenSchedule(long startNanos, double periodNanos, long offsetNanos, long count) {
        this.startNanos = startNanos;
        this.periodNanos = periodNanos;
        this.offsetNanos = offsetNanos;
        this.count = count;
    }

    /** See {@link Schedule#evenlySpaced}. */
    static EvenSchedule of(long startNanos, int rowsPerStatement, int rowsPerSecond, long count, int slot, int slots) {
        double period = rowsPerStatement * 1e9 / rowsPerSecond;
        return new EvenSchedule(startNanos, period, Math.round(period * slot / slots), count);
    }

    @Override
    public boolean scheduled() {
        return periodNanos > 0;
    }

    @Override
    public long intendedStart(long k) {
        return startNanos + offsetNanos + Math.round(k * periodNanos);
    }

    /** @return the end of the stream's last period */
    @Override
    public long endNanos() {
        return startNanos + Math.round(count * periodNanos);
    }
}
