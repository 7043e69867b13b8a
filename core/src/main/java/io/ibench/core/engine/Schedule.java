package io.ibench.core.engine;

import java.util.function.LongSupplier;

/**
 * When each statement of a rate-limited writer should start ({@link System#nanoTime()} scale): evenly spaced
 * ({@link EvenSchedule}, ibench's default) or in bursts once a second ({@link BurstSchedule}, the reference's,
 * {@code --compat reference}); an unthrottled writer has none. One writer thread uses its schedule.
 */
interface Schedule {

    /** @return the schedule of a writer that runs as fast as it can */
    static Schedule unthrottled() {
        return EvenSchedule.NONE;
    }

    /**
     * @param startNanos       {@link System#nanoTime()} of the writer's start
     * @param rowsPerStatement rows per statement, ≥ 1
     * @param rowsPerSecond    target rows per second, ≥ 1
     * @param count            statements in the stream
     * @param slot             this writer's position among {@code slots} clients, 0-based
     * @param slots            number of clients; their streams are staggered evenly within one period
     * @return statements {@code rowsPerStatement / rowsPerSecond} seconds apart
     */
    static Schedule evenlySpaced(long startNanos, int rowsPerStatement, int rowsPerSecond, long count, int slot,
                                 int slots) {
        return EvenSchedule.of(startNanos, rowsPerStatement, rowsPerSecond, count, slot, slots);
    }

    /**
     * @param startNanos       {@link System#nanoTime()} of the writer's start
     * @param rowsPerStatement rows per statement, ≥ 1
     * @param rowsPerSecond    target rows per second, ≥ 1
     * @return ceil(rowsPerSecond / rowsPerStatement) statements back to back once a second, read on the JVM's clock
     */
    static Schedule bursts(long startNanos, int rowsPerStatement, int rowsPerSecond) {
        return new BurstSchedule(startNanos, rowsPerStatement, rowsPerSecond, System::nanoTime);
    }

    /**
     * As {@link #bursts(long, int, int)} on a given clock.
     *
     * @param startNanos       the writer's start on {@code clock}'s scale
     * @param rowsPerStatement rows per statement, ≥ 1
     * @param rowsPerSecond    target rows per second, ≥ 1
     * @param clock            the time, nanoseconds
     * @return the burst schedule
     */
    static Schedule bursts(long startNanos, int rowsPerStatement, int rowsPerSecond, LongSupplier clock) {
        return new BurstSchedule(startNanos, rowsPerStatement, rowsPerSecond, clock);
    }

    /** @return true when statements have intended start times */
    boolean scheduled();

    /**
     * @param k statement number, 0-based; called in increasing order
     * @return its intended start, {@link System#nanoTime()} scale
     */
    long intendedStart(long k);

    /** @return when a writer that kept up ends its stream, {@link System#nanoTime()} scale */
    long endNanos();
}
