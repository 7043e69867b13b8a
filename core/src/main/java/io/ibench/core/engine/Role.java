package io.ibench.core.engine;

import io.ibench.core.config.FaultPolicy;
import io.ibench.core.config.OnError;
import io.ibench.core.host.ProcessTimes;
import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.spi.SqlErrorKind;
import io.ibench.core.spi.StatementKind;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One thread of a client in a step: it borrows its connection, prepares its statements, waits
 * for the common start, works, and reports its end.
 *
 * <p>Errors: a retryable error (deadlock, lock wait timeout, serialization failure) runs the
 * statement again on the same connection; a lost connection or a statement without an answer
 * within {@code --statement-timeout} re-establishes the connection with back-off (the step's
 * clock keeps running) for up to {@code --reconnect-seconds}, prepares the statements again and
 * runs the statement again. A fatal error or {@value #MAX_RETRIES} retryable errors in a row are
 * skipped with {@code --on-error continue} and otherwise stop the step; no connection within
 * {@code --reconnect-seconds} always stops the step (a client without a connection cannot go on).
 * A statement that timed out or lost its connection may have been applied by the server before
 * it is run again: an INSERT may then add its batch twice. Every failed attempt is counted in the role's recorder and the
 * step's {@link ErrorLog}.
 */
abstract class Role implements Runnable {
    /** Consecutive retryable failures of one statement after which it fails for good. */
    static final int MAX_RETRIES = 100;
    /** Returned by {@link #executeWithRetry} for a statement that failed and was skipped ({@code --on-error continue}). */
    static final long SKIPPED = -1;
    private static final long FIRST_BACKOFF_NANOS = 100_000_000L;
    private static final long MAX_BACKOFF_NANOS = 5_000_000_000L;

    protected final StepEnvironment env;
    protected final StepControl control;
    protected final ClientSlot client;
    protected final OperationRecorder recorder;
    private final String name;
    private final FaultPolicy faults;
    private boolean startRecorded;
    private volatile Connection connection;

    Role(String name, StepEnvironment env, StepControl control, ClientSlot client, OperationRecorder recorder) {
        this.name = name;
        this.env = env;
        this.control = control;
        this.client = client;
        this.recorder = recorder;
        this.faults = env.config().faults();
    }

    /**
     * @param step the running step
     * @return the writer schedule of this role's client, starting at the step's release:
     *         evenly spaced and staggered between clients for rate-limited steps, else unthrottled
     */
    protected final Schedule schedule(io.ibench.core.plan.Step step) {
        if (!step.scheduled()) {
            return Schedule.unthrottled();
        }
        return Schedule.evenlySpaced(control.startNanos(), step.rowsPerCommit(), step.insertsPerSecond(), step.rounds(),
                client.client - 1, step.activeClients());
    }

    /** @return e.g. {@code client 2 inserter} */
    String name() {
        return name;
    }

    /** @return true for inserters and deleters */
    abstract boolean writer();

    /** @return the kind of statement the role runs, which chooses its session settings */
    abstract StatementKind kind();

    /**
     * Prepares statements on a connection: before the step starts (untimed), and again on each
     * re-established connection.
     *
     * @param connection the role's connection
     * @throws SQLException when a statement cannot be prepared
     */
    abstract void prepare(Connection connection) throws SQLException;

    /**
     * Binds again, on statements just prepared on a re-established connection, the parameters
     * of the statement about to be retried that were bound before its call. Most roles bind in
     * the call itself and need nothing here.
     *
     * @throws SQLException when binding fails
     */
    void rebind() throws SQLException {
    }

    /**
     * Runs the role's work from the step's start.
     *
     * @throws Exception when the work fails
     */
    abstract void work() throws Exception;

    /** @return the role's current connection; a different one after a reconnect */
    protected final Connection connection() {
        return connection;
    }

    @Override
    public final void run() {
        long cpuStart = ProcessTimes.threadCpuNanos();
        try {
            connection = open();
            if (control.arriveAndAwaitRelease()) {
                work();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            control.fail(name, e);
        } catch (Exception | Error e) {
            control.fail(name, e);
        } finally {
            close(connection);
            connection = null;
            recorder.idle();
            if (writer()) {
                client.writerFinished();
            }
            client.roleEnded(System.nanoTime());
            control.roleDone(ProcessTimes.threadCpuNanos() - cpuStart);
        }
    }

    /** Borrows a connection, applies the session settings and the statement timeout, and prepares. */
    private Connection open() throws SQLException {
        Connection c = env.connections().get();
        try {
            try (Statement s = c.createStatement()) {
                for (String setting : env.dialect().sessionSettings(kind())) {
                    s.execute(setting);
                }
            }
            if (faults.statementTimeoutSeconds() > 0) {
                c.setNetworkTimeout(Runnable::run, faults.statementTimeoutSeconds() * 1000);
            }
            prepare(c);
            return c;
        } catch (SQLException | RuntimeException e) {
            close(c);
            throw e;
        }
    }

    private static void close(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException | RuntimeException e) {
                // a broken connection: the pool discards it
            }
        }
    }

    /**
     * Waits until statement {@code k} may start: its intended start on a schedule, or at once.
     *
     * @param schedule the writer's schedule
     * @param k        the statement, 0-based
     * @return true to go on, false when the step stopped
     */
    protected final boolean awaitStart(Schedule schedule, long k) {
        return schedule.scheduled() ? Pause.until(schedule.intendedStart(k), control) : !control.stopped();
    }

    /**
     * Marks statement {@code k} as due, so that the collector sees how overdue it is while the
     * writer waits for its partner or its start time; {@link #timed} clears the mark when the
     * statement starts.
     *
     * @param schedule the writer's schedule
     * @param k        the statement about to run, 0-based
     */
    protected final void markDue(Schedule schedule, long k) {
        if (schedule.scheduled()) {
            recorder.pending(schedule.intendedStart(k));
        }
    }

    /**
     * Runs statement {@code k} with retries and reconnects and records its service time and, on
     * a schedule, its response time from the intended start. The service time of a statement
     * that needed a reconnect includes the outage.
     *
     * @param schedule  the writer's schedule
     * @param k         the statement, 0-based
     * @param statement the execution; returns the rows it affected or fetched
     * @throws SQLException when it fails for good and {@code --on-error} is not {@code continue}
     * @throws InterruptedException when the thread is interrupted while reconnecting
     */
    protected final void timed(Schedule schedule, long k, SqlCall statement) throws SQLException, InterruptedException {
        long start = System.nanoTime();
        recorder.idle();
        if (!startRecorded) {
            startRecorded = true;
            client.roleStarted(start);
        }
        long rows = executeWithRetry(statement);
        if (rows != SKIPPED) {
            recorder.record(schedule.scheduled() ? schedule.intendedStart(k) : start, start, System.nanoTime(), rows);
        }
    }

    /**
     * Ends a writer's stream: a scheduled writer that finished early waits until its schedule
     * ends, so a read-write step lasts its planned time when the server keeps up.
     *
     * @param schedule the writer's schedule
     * @return true to go on, false when the step stopped
     */
    protected final boolean awaitScheduleEnd(Schedule schedule) {
        recorder.idle();
        if (control.stopped()) {
            return false;
        }
        return !schedule.scheduled() || Pause.until(schedule.endNanos(), control);
    }

    /**
     * Runs a statement until it succeeds or fails for good: after a retryable error again at
     * once, after a lost connection or a timeout on a re-established connection.
     *
     * @param statement the statement to run; it must bind its own parameters, or {@link #rebind}
     *                  must restore them
     * @return its result, or {@link #SKIPPED} when it failed for good under {@code --on-error continue}
     * @throws SQLException when it fails for good otherwise, or the step stops meanwhile
     * @throws InterruptedException when the thread is interrupted while reconnecting
     */
    protected final long executeWithRetry(SqlCall statement) throws SQLException, InterruptedException {
        int retries = 0;
        while (true) {
            try {
                return statement.call();
            } catch (SQLException e) {
                if (control.stopped()) {
                    throw e;
                }
                SqlErrorKind kind = env.adapter().classify(e);
                control.errors().note(kind, name, e);
                if (kind == SqlErrorKind.RETRYABLE && ++retries < MAX_RETRIES) {
                    recorder.recordRetry();
                } else if (kind == SqlErrorKind.CONNECTION_LOST || kind == SqlErrorKind.TIMEOUT) {
                    if (kind == SqlErrorKind.TIMEOUT) {
                        recorder.recordTimeout();
                    } else {
                        recorder.recordConnectionLoss();
                    }
                    reconnect(e);
                    if (control.stopped()) {
                        throw e;
                    }
                    retries = 0;
                } else {
                    recorder.recordFailure();
                    if (faults.onError() == OnError.CONTINUE) {
                        return SKIPPED;
                    }
                    throw e;
                }
            }
        }
    }

    /**
     * Replaces the broken connection: discards it, then borrows a new one with back-off (100 ms,
     * doubling up to 5 s) until one works, the step stops, or {@code --reconnect-seconds} pass.
     */
    private void reconnect(SQLException cause) throws SQLException, InterruptedException {
        Connection broken = connection;
        connection = null;
        env.connections().discard(broken);
        long deadline = System.nanoTime() + faults.reconnectSeconds() * 1_000_000_000L;
        long backoff = FIRST_BACKOFF_NANOS;
        while (true) {
            try {
                connection = open();
                try {
                    rebind();
                } catch (SQLException | RuntimeException e) {
                    close(connection);
                    connection = null;
                    throw e;
                }
                recorder.recordReconnect();
                return;
            } catch (SQLException e) {
                if (control.stopped()) {
                    throw cause;
                }
                if (env.adapter().classify(e) == SqlErrorKind.FATAL) {
                    recorder.recordFailure();
                    throw e;
                }
                if (System.nanoTime() + backoff > deadline) {
                    recorder.recordFailure();
                    throw new SQLException("the connection was lost (" + Messages.firstLine(cause)
                            + ") and could not be re-established within --reconnect-seconds " + faults.reconnectSeconds()
                            + ": " + Messages.firstLine(e), e);
                }
                if (!Pause.until(System.nanoTime() + backoff, control)) {
                    throw cause;
                }
                backoff = Math.min(2 * backoff, MAX_BACKOFF_NANOS);
            }
        }
    }

    /**
     * Aborts the role's connection, so that a statement blocked in the driver returns with an
     * error. Called by the coordinator for roles that do not end after the step was stopped.
     */
    final void abortConnection() {
        Connection c = connection;
        if (c != null) {
            try {
                c.abort(Runnable::run);
            } catch (SQLException | RuntimeException e) {
                // the connection is already broken or closed; the role ends either way
            }
        }
    }

    /** A statement execution that may be retried. */
    @FunctionalInterface
    interface SqlCall {
        long call() throws SQLException;
    }
}
