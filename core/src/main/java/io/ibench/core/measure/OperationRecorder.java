package io.ibench.core.measure;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Records the statements of one role thread (an inserter, a deleter or a query thread) for one
 * step. Written by that thread only; the step's collector thread reads interval histograms and
 * counters every report interval without stopping the writer.
 *
 * <p>Two latencies per statement, in microseconds (HdrHistogram, 3 significant digits,
 * auto-resizing): <em>service time</em> from the actual start to the end of the statement
 * (for queries: including fetching every row), and, for scheduled writers, <em>response
 * time</em> from the statement's intended start on the schedule to its end, so a writer that
 * falls behind shows its lateness instead of hiding it (no coordinated omission).
 */
public final class OperationRecorder {
    /** Returned by {@link #scheduleLagNanos} when the role is not behind or not scheduled. */
    public static final long NOT_PENDING = Long.MIN_VALUE;

    private final Operation operation;
    private final int client;
    private final SingleWriterRecorder serviceMicros = new SingleWriterRecorder(3);
    private final SingleWriterRecorder responseMicros;
    private final LegacyBuckets legacyBuckets = new LegacyBuckets();
    private final AtomicLong statements = new AtomicLong();
    private final AtomicLong rows = new AtomicLong();
    private final AtomicLong retries = new AtomicLong();
    private final AtomicLong connectionLosses = new AtomicLong();
    private final AtomicLong timeouts = new AtomicLong();
    private final AtomicLong failures = new AtomicLong();
    private final AtomicLong reconnects = new AtomicLong();
    private final AtomicLong inDoubtResolved = new AtomicLong();
    private final AtomicLong serviceNanos = new AtomicLong();
    private final AtomicLong gapNanos = new AtomicLong();
    private volatile long pendingIntendedStart = NOT_PENDING;

    /**
     * @param operation what the role runs
     * @param client    the role's client number, 1-based
     * @param scheduled true when the role follows a schedule, so response time is recorded
     */
    public OperationRecorder(Operation operation, int client, boolean scheduled) {
        this.operation = operation;
        this.client = client;
        this.responseMicros = scheduled ? new SingleWriterRecorder(3) : null;
    }

    /** @return the operation this recorder counts */
    public Operation operation() {
        return operation;
    }

    /** @return the client this recorder belongs to, 1-based */
    public int client() {
        return client;
    }

    /** @return true when response time from the intended start is recorded */
    public boolean scheduled() {
        return responseMicros != null;
    }

    /**
     * Marks the intended start of the statement the role is about to run, so the collector can
     * see how far behind schedule the role is while it waits or runs.
     *
     * @param intendedStartNanos {@link System#nanoTime()} at which the statement should start
     */
    public void pending(long intendedStartNanos) {
        pendingIntendedStart = intendedStartNanos;
    }

    /** Marks that the role has no statement due (finished, or not scheduled). */
    public void idle() {
        pendingIntendedStart = NOT_PENDING;
    }

    /**
     * Records one completed statement.
     *
     * @param intendedStartNanos intended start on the schedule ({@link System#nanoTime()}), or the
     *     actual start when unscheduled
     * @param startNanos         actual start
     * @param endNanos           end, after the last row was read
     * @param rowCount           rows inserted, deleted or fetched
     */
    public void record(long intendedStartNanos, long startNanos, long endNanos, long rowCount) {
        long service = endNanos - startNanos;
        serviceMicros.recordValue(service / 1000);
        legacyBuckets.record(service);
        if (responseMicros != null) {
            responseMicros.recordValue(Math.max(service, endNanos - intendedStartNanos) / 1000);
        }
        serviceNanos.lazySet(serviceNanos.get() + service);
        statements.lazySet(statements.get() + 1);
        rows.lazySet(rows.get() + rowCount);
    }

    /**
     * Adds to the client's gap: time the role's thread spent between the end of one statement
     * and the start of the next on its own work (waits for a schedule or a partner left out).
     *
     * @param nanos the gap, ns
     */
    public void recordGap(long nanos) {
        gapNanos.lazySet(gapNanos.get() + nanos);
    }

    /** Counts one failed attempt that will be retried (deadlock, lock wait timeout, serialization failure). */
    public void recordRetry() {
        retries.lazySet(retries.get() + 1);
    }

    /** Counts one attempt that failed because the connection was lost (server restart, killed session). */
    public void recordConnectionLoss() {
        connectionLosses.lazySet(connectionLosses.get() + 1);
    }

    /** Counts one attempt that got no answer within the statement timeout. */
    public void recordTimeout() {
        timeouts.lazySet(timeouts.get() + 1);
    }

    /**
     * Counts one statement that failed for good (skipped with {@code --on-error continue}, or the
     * one that ended the step).
     */
    public void recordFailure() {
        failures.lazySet(failures.get() + 1);
    }

    /** Counts one connection re-established after a loss or a timeout. */
    public void recordReconnect() {
        reconnects.lazySet(reconnects.get() + 1);
    }

    /**
     * Counts one write whose answer was lost (connection lost or timed out) that was settled by asking
     * the re-established session whether the server had applied it.
     */
    public void recordInDoubtResolved() {
        inDoubtResolved.lazySet(inDoubtResolved.get() + 1);
    }

    /**
     * Moves the service times recorded since the last call into {@code target}. Collector thread only.
     *
     * @param target reset, then filled
     */
    void serviceIntervalInto(Histogram target) {
        serviceMicros.getIntervalHistogramInto(target);
    }

    /**
     * Moves the response times recorded since the last call into {@code target}; leaves it
     * empty when the role is not scheduled. Collector thread only.
     *
     * @param target reset, then filled
     */
    void responseIntervalInto(Histogram target) {
        if (responseMicros == null) {
            target.reset();
        } else {
            responseMicros.getIntervalHistogramInto(target);
        }
    }

    /** @return the service times of the statements completed so far, summed, ns */
    public long serviceNanos() {
        return serviceNanos.get();
    }

    /** @return the client's gaps between statements so far, summed, ns ({@link #recordGap}) */
    public long gapNanos() {
        return gapNanos.get();
    }

    /** @return statements completed so far */
    public long statements() {
        return statements.get();
    }

    /** @return rows inserted, deleted or fetched so far */
    public long rows() {
        return rows.get();
    }

    /** @return retried attempts so far */
    public long retries() {
        return retries.get();
    }

    /** @return attempts that failed with a lost connection so far */
    public long connectionLosses() {
        return connectionLosses.get();
    }

    /** @return attempts that timed out so far */
    public long timeouts() {
        return timeouts.get();
    }

    /** @return statements that failed for good so far */
    public long failures() {
        return failures.get();
    }

    /** @return connections re-established so far */
    public long reconnects() {
        return reconnects.get();
    }

    /** @return writes whose answer was lost, settled by asking the server, so far */
    public long inDoubtResolved() {
        return inDoubtResolved.get();
    }

    /** @return failed attempts of every kind so far: retried, lost connections, timeouts, failed statements */
    public long errors() {
        return retries() + connectionLosses() + timeouts() + failures();
    }

    /**
     * @param nowNanos the current {@link System#nanoTime()}
     * @return how long ago the statement now due should have started, nanoseconds, or
     *         {@link #NOT_PENDING} when none is due
     */
    public long scheduleLagNanos(long nowNanos) {
        long pending = pendingIntendedStart;
        return pending == NOT_PENDING ? NOT_PENDING : Math.max(0, nowNanos - pending);
    }

    /** @return the exact legacy buckets; read only after the role's thread has ended */
    public LegacyBuckets legacyBuckets() {
        return legacyBuckets;
    }
}
