package io.ibench.core.engine;

import java.util.function.LongSupplier;

/**
 * The reference's rate limiter ({@code --compat reference}, docs/workload.md#differences-from-the-reference): with R =
 * max(1, ceil(rows per second / rows per statement)), the writer checks the clock after statements 0, R, 2R, …;
 * when less than 0.95 s passed since the previous check it sleeps to a second after it, else it goes on at once
 * (no catch-up). So statement 0 starts at once, statements 1..R a second later, R+1..2R another second later, each
 * window's statements back to back: 120 rows/s at 50 rows per statement is 3 statements, 150 rows/s. A statement's
 * intended start is its window's start, decided when the writer reaches the window. The stream ends with its last
 * statement, so {@link #endNanos()} is in the past.
 */
final class BurstSchedule implements Schedule {
    private static final long SECOND_NANOS = 1_000_000_000L;
    /** The reference sleeps only when less than 0.95 s passed since its previous check. */
    private static final long SLEEP_BELOW_NANOS = 950_000_000L;

    private final long startNanos;
    private final int perWindow;
    private final LongSupplier clock;
    private long window = -1;
    private long windowStart;

    /**
     * @param startNanos       the writer's start on {@code clock}'s scale
     * @param rowsPerStatement rows per statement, ≥ 1
     * @param rowsPerSecond    target rows per second, ≥ 1
     * @param clock            the time, nanoseconds
     */
    BurstSchedule(long startNanos, int rowsPerStatement, int rowsPerSecond, LongSupplier clock) {
        this.startNanos = startNanos;
        this.perWindow = Math.max(1, (rowsPerSecond + rowsPerStatement - 1) / rowsPerStatement);
        this.clock = clock;
    }

    /** @return R, the statements sent back to back each second */
    int statementsPerSecond() {
        return perWindow;
    }

    @Override
    public boolean scheduled() {
        return true;
    }

    @Override
    public long intendedStart(long k) {
        long w = (k + perWindow - 1) / perWindow;
        if (w != window) {
            if (window < 0) {
                windowStart = startNanos;
            } else {
                long now = clock.getAsLong();
                windowStart = now - windowStart < SLEEP_BELOW_NANOS ? windowStart + SECOND_NANOS : now;
            }
            window = w;
        }
        return windowStart;
    }

    @Override
    public long endNanos() {
        return startNanos;
    }
}
