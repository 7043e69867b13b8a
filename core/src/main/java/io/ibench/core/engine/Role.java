package io.ibench.core.engine;

import io.ibench.core.host.ProcessTimes;
import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.plan.Step;

import java.sql.SQLException;

/**
 * One thread of a client in a step: it opens its session (connection and prepared statements),
 * waits for the common release and then for its client's start ({@link ClientStart}), works, and
 * reports its end. Its statements run through a
 * {@link RetryingSession}, which retries, reconnects or gives up as the fault policy says; a
 * write that timed out or lost its connection may have been applied by the server, so the writers
 * tell from the table whether it was ({@link RetryingSession.InDoubt}) before it is run again.
 *
 * @param <S> the role's statements
 */
abstract class Role<S> implements Runnable {
    /** Returned by {@link #execute} for a statement that failed and was skipped ({@code --on-error continue}). */
    static final long SKIPPED = RetryingSession.SKIPPED;
    private static final long NO_GAP = Long.MIN_VALUE;

    protected final StepControl control;
    protected final ClientSlot client;
    protected final OperationRecorder recorder;
    private final String name;
    private final RetryingSession<S> session;
    private boolean startRecorded;
    /** End of the last statement, from which the client's gap to the next is counted; {@link #NO_GAP} while none is. */
    private long gapFrom = NO_GAP;
    private long helperCpuNanos;

    /**
     * @param name     e.g. {@code client 2 inserter}
     * @param control  the step
     * @param client   the client's shared state
     * @param recorder the role's recorder
     * @param sessions opens the role's sessions
     * @param errors   the fault policy and the adapter's classification
     */
    Role(String name, StepControl control, ClientSlot client, OperationRecorder recorder,
         RoleSession.Opener<S> sessions, ErrorHandling errors) {
        this.name = name;
        this.control = control;
        this.client = client;
        this.recorder = recorder;
        this.session = new RetryingSession<>(name, sessions, this::rebind, errors, control, recorder);
    }

    /**
     * @param step the running step
     * @return the writer schedule of this role's client, starting at the client's start: for rate-limited steps
     *         evenly spaced and staggered between clients, or the reference's bursts once a second; else unthrottled
     */
    protected final Schedule schedule(Step step) {
        if (!step.scheduled()) {
            return Schedule.unthrottled();
        }
        long start = control.startNanos() + client.startOffsetNanos;
        return client.bursts ? Schedule.bursts(start, step.rowsPerCommit(), step.insertsPerSecond())
                : Schedule.evenlySpaced(start, step.rowsPerCommit(), step.insertsPerSecond(), step.rounds(),
                        client.client - 1, step.activeClients());
    }

    /** @return e.g. {@code client 2 inserter} */
    String name() {
        return name;
    }

    /** @return true for inserters and deleters */
    abstract boolean writer();

    /**
     * Binds again, on statements just prepared on a re-established session, the parameters of
     * the statement about to be retried that were bound before its call. Most roles bind in the
     * call itself and need nothing here.
     *
     * @param statements the new session's statements
     * @throws SQLException when binding fails
     */
    void rebind(S statements) throws SQLException {
    }

    /**
     * Runs the role's work from the step's start.
     *
     * @throws Exception when the work fails
     */
    abstract void work() throws Exception;

    /** @return the current session's statements; others after a reconnect */
    protected final S statements() {
        return session.statements();
    }

    @Override
    public final void run() {
        long cpuStart = ProcessTimes.threadCpuNanos();
        try {
            session.open();
            if (control.arriveAndAwaitRelease()
                    && Pause.until(control.startNanos() + client.startOffsetNanos, control)) {
                work();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            control.fail(name, e);
        } catch (Exception | Error e) {
            control.fail(name, e);
        } finally {
            session.close();
            recorder.idle();
            if (writer()) {
                client.writerFinished();
            }
            client.roleEnded(System.nanoTime());
            control.roleDone(ProcessTimes.threadCpuNanos() - cpuStart + helperCpuNanos);
        }
    }

    /**
     * Adds the CPU time of a thread that worked for this role (the inserter's batch maker) to the
     * role's own, which the step counts as the client's.
     *
     * @param nanos the helper thread's CPU time, ns
     */
    protected final void addHelperCpu(long nanos) {
        helperCpuNanos += nanos;
    }

    /**
     * Waits until statement {@code k} may start: its intended start on a schedule, or at once.
     * The wait for the schedule is not part of the client's gap between statements.
     *
     * @param schedule the writer's schedule
     * @param k        the statement, 0-based
     * @return true to go on, false when the step stopped
     */
    protected final boolean awaitStart(Schedule schedule, long k) {
        if (!schedule.scheduled()) {
            return !control.stopped();
        }
        pauseGap();
        boolean go = Pause.until(schedule.intendedStart(k), control);
        gapFrom = System.nanoTime();
        return go;
    }

    /**
     * Waits until the writer's partner (its client's inserter or deleter) lets it start statement
     * {@code k} ({@link DriftWindow}); the wait is not part of the client's gap between statements.
     *
     * @param inserter true for the inserter, false for the deleter
     * @param k        the statement about to run, 0-based
     * @return true to go on, false when the step stopped
     * @throws InterruptedException when the thread is interrupted
     */
    protected final boolean awaitPartner(boolean inserter, long k) throws InterruptedException {
        pauseGap();
        boolean go = client.window.awaitTurn(inserter, k, control);
        gapFrom = System.nanoTime();
        return go;
    }

    /** Counts the client's gap up to now, and no more until a wait ends. */
    private void pauseGap() {
        if (gapFrom != NO_GAP) {
            recorder.recordGap(System.nanoTime() - gapFrom);
        }
        gapFrom = NO_GAP;
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
     * a schedule, its response time from the intended start, and the client's gap since the end
     * of the previous statement (its own work in between, waits for the schedule or the partner
     * left out). The service time of a statement that needed a reconnect includes the outage.
     *
     * @param schedule  the writer's schedule
     * @param k         the statement, 0-based
     * @param statement the execution; returns the rows it affected or fetched
     * @param inDoubt   after a lost connection or timeout: whether the server applied the lost attempt
     * @throws SQLException when it fails for good and {@code --on-error} is not {@code continue}
     * @throws InterruptedException when the thread is interrupted while reconnecting
     */
    protected final void timed(Schedule schedule, long k, RetryingSession.Call<S> statement,
                               RetryingSession.InDoubt<S> inDoubt) throws SQLException, InterruptedException {
        long start = System.nanoTime();
        recorder.idle();
        if (!startRecorded) {
            startRecorded = true;
            client.roleStarted(start);
        }
        if (gapFrom != NO_GAP) {
            recorder.recordGap(start - gapFrom);
        }
        long rows = session.execute(statement, inDoubt);
        long end = System.nanoTime();
        if (rows != SKIPPED) {
            recorder.record(schedule.scheduled() ? schedule.intendedStart(k) : start, start, end, rows);
        }
        gapFrom = end;
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
        return !schedule.scheduled()
                || Pause.until(Math.min(schedule.endNanos(), control.writersDeadlineNanos()), control);
    }

    /**
     * Runs a statement, untimed, until it succeeds or fails for good ({@link RetryingSession#execute}).
     *
     * @param statement the statement; it must bind its own parameters, or {@link #rebind} must restore them
     * @return its result, or {@link #SKIPPED} when it failed for good under {@code --on-error continue}
     * @throws SQLException when it fails for good otherwise, or the step stops meanwhile
     * @throws InterruptedException when the thread is interrupted while reconnecting
     */
    protected final long execute(RetryingSession.Call<S> statement) throws SQLException, InterruptedException {
        return session.execute(statement);
    }

    /**
     * Aborts the role's connection, so that a statement blocked in the driver returns with an
     * error. Called by the coordinator for roles that do not end after the step was stopped.
     */
    final void abortConnection() {
        session.abort();
    }
}
