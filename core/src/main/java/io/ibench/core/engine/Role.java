package io.ibench.core.engine;

import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.spi.StatementKind;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One thread of a client in a step: it borrows its connection, prepares its statements, waits
 * for the common start, works, and reports its end. The first failure of any role stops the
 * step.
 */
abstract class Role implements Runnable {
    /** Consecutive retryable failures of one statement after which the role gives up. */
    static final int MAX_RETRIES = 100;

    protected final StepEnvironment env;
    protected final StepControl control;
    protected final ClientSlot client;
    protected final OperationRecorder recorder;
    private final String name;
    private boolean startRecorded;
    private volatile Connection connection;

    Role(String name, StepEnvironment env, StepControl control, ClientSlot client, OperationRecorder recorder) {
        this.name = name;
        this.env = env;
        this.control = control;
        this.client = client;
        this.recorder = recorder;
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
     * Prepares statements on the role's connection, before the step starts (untimed).
     *
     * @param connection the role's connection
     * @throws SQLException when a statement cannot be prepared
     */
    abstract void prepare(Connection connection) throws SQLException;

    /**
     * Runs the role's work from the step's start.
     *
     * @param connection the role's connection
     * @throws Exception when the work fails
     */
    abstract void work(Connection connection) throws Exception;

    @Override
    public final void run() {
        try (Connection connection = env.connections().get()) {
            this.connection = connection;
            try (Statement s = connection.createStatement()) {
                for (String setting : env.dialect().sessionSettings(kind())) {
                    s.execute(setting);
                }
            }
            prepare(connection);
            if (control.arriveAndAwaitRelease()) {
                work(connection);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            control.fail(name, e);
        } catch (Exception | Error e) {
            control.fail(name, e);
        } finally {
            connection = null;
            recorder.idle();
            if (writer()) {
                client.writerFinished();
            }
            client.roleEnded(System.nanoTime());
            control.roleDone();
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
     * Runs statement {@code k} with retries and records its service time and, on a schedule,
     * its response time from the intended start.
     *
     * @param schedule  the writer's schedule
     * @param k         the statement, 0-based
     * @param statement the execution; returns the rows it affected or fetched
     * @throws SQLException when it fails for good
     */
    protected final void timed(Schedule schedule, long k, SqlCall statement) throws SQLException {
        long start = System.nanoTime();
        recorder.idle();
        if (!startRecorded) {
            startRecorded = true;
            client.roleStarted(start);
        }
        long rows = executeWithRetry(statement);
        long end = System.nanoTime();
        recorder.record(schedule.scheduled() ? schedule.intendedStart(k) : start, start, end, rows);
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
     * Runs a statement, retrying it after retryable errors (counted per attempt) unless the
     * step is being stopped.
     *
     * @param statement the statement to run
     * @return its result
     * @throws SQLException when it fails with a non-retryable error, {@value #MAX_RETRIES} times
     *                      in a row, or while the step stops
     */
    protected final long executeWithRetry(SqlCall statement) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            try {
                return statement.call();
            } catch (SQLException e) {
                if (attempt >= MAX_RETRIES || control.stopped() || !env.adapter().isRetryable(e)) {
                    throw e;
                }
                recorder.recordRetry();
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
