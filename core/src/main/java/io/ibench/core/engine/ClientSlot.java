package io.ibench.core.engine;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The state one client's roles share during a step: the estimate of the smallest live id
 * (published by the deleter, read by point queries; 0 until the deleter's timed get-min returns, and
 * throughout a step without deletes, as in the reference), whether its writers are done (which
 * ends its query threads), and per-client figures for the results.
 */
final class ClientSlot {
    final int client;
    final String table;
    final DriftWindow window;
    /** Nanoseconds from the step's release to this client's start ({@link ClientStart}). */
    final long startOffsetNanos;
    /** Whether its rate-limited writers send bursts once a second ({@link BurstSchedule}) rather than evenly. */
    final boolean bursts;
    private final AtomicLong minIdEstimate;
    private final AtomicInteger writersRunning;
    private final AtomicLong firstStartNanos = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong endNanos = new AtomicLong();

    // Written by the deleter thread only; read after it ended.
    long firstMinIdQueryNanos = -1;
    long minIdQueries;
    long minIdQueryNanos;

    // Written by the long read transaction's thread only; read after it ended.
    long htapTransactions;

    // Written by the inserter thread only (l.x); read after it ended.
    Long indexedRows;
    Double indexSeconds;

    /**
     * @param client       client number, 1-based
     * @param table        its table
     * @param writers      number of writer roles (inserter, deleter) it runs
     * @param deletes      whether it runs a deleter, which needs the drift window
     * @param start        when it starts after the step's release, nanoseconds ≥ 0
     * @param bursts       whether its rate-limited writers send bursts once a second, as the reference's
     */
    ClientSlot(int client, String table, int writers, boolean deletes, long start, boolean bursts) {
        this.client = client;
        this.table = table;
        this.startOffsetNanos = start;
        this.bursts = bursts;
        this.window = deletes ? new DriftWindow() : null;
        this.minIdEstimate = new AtomicLong();
        this.writersRunning = new AtomicInteger(writers);
    }

    /** @return the current estimate of the smallest live {@code transactionid} */
    long minIdEstimate() {
        return minIdEstimate.get();
    }

    /** @param value the deleter's new estimate */
    void publishMinId(long value) {
        minIdEstimate.set(value);
    }

    /** Called by each writer when it ends. */
    void writerFinished() {
        writersRunning.decrementAndGet();
    }

    /** @return true once every writer of this client has ended */
    boolean writersFinished() {
        return writersRunning.get() <= 0;
    }

    /** @param nanos when one of the client's roles started its first statement; the client's start is the earliest */
    void roleStarted(long nanos) {
        firstStartNanos.accumulateAndGet(nanos, Math::min);
    }

    /**
     * @return when the client's first statement started, {@link System#nanoTime()} scale; Long.MAX_VALUE if none did
     */
    long firstStartNanos() {
        return firstStartNanos.get();
    }

    /** @param nanos a role's end; the client's end is the latest */
    void roleEnded(long nanos) {
        endNanos.accumulateAndGet(nanos, Math::max);
    }

    /** @return the end of the client's last role, {@link System#nanoTime()} scale */
    long endNanos() {
        return endNanos.get();
    }
}
