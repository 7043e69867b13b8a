package io.ibench.core.engine;

import io.ibench.core.measure.OperationRecorder;

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
            try (Statement s = connection.createStatement()) {
                for (String setting : env.dialect().sessionSettings(writer())) {
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
        if (!schedule.scheduled()) {
            return !control.stopped();
        }
        long intended = schedule.intendedStart(k);
        recorder.pending(intended);
        return Pause.until(intended, control);
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
        return !schedule.scheduled() || Pause.until(schedule.endNanos(), control);
    }

    /**
     * Runs a statement, retrying it after retryable errors (counted per attempt).
     *
     * @param statement the statement to run
     * @return its result
     * @throws SQLException when it fails with a non-retryable error, or {@value #MAX_RETRIES} times in a row
     */
    protected final long executeWithRetry(SqlCall statement) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            try {
                return statement.call();
            } catch (SQLException e) {
                if (attempt >= MAX_RETRIES || !env.adapter().isRetryable(e)) {
                    throw e;
                }
                recorder.recordRetry();
            }
        }
    }

    /** A statement execution that may be retried. */
    @FunctionalInterface
    interface SqlCall {
        long call() throws SQLException;
    }
}
