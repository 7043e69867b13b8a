package io.ibench.core.engine;

import io.ibench.core.config.OnError;
import io.ibench.core.lang.Throwables;
import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.spi.SqlErrorKind;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.OptionalLong;

/**
 * A role's session that outlives errors: runs the role's statements with retries and reconnects
 * as {@code --on-error} and {@code --reconnect-seconds} say.
 *
 * <p>A retryable error (deadlock, lock wait timeout, serialization failure) runs the statement
 * again on the same connection; a lost connection or a statement without an answer within
 * {@code --statement-timeout} re-establishes the session with back-off (100 ms, doubling up to
 * 5 s; the step's clock keeps running) for up to {@code --reconnect-seconds}, asks the new session
 * whether the server applied the lost attempt (a write's {@link InDoubt}: the server may have
 * committed it before the connection went), and runs the statement again on the new session's
 * statements only when it did not. A fatal error or {@value #MAX_RETRIES}
 * retryable errors in a row are skipped with {@code --on-error continue} and otherwise fail;
 * no session within {@code --reconnect-seconds} always fails (a client without a connection
 * cannot go on), as does a server whose disk is full, with a sentence naming the disk. After the step was
 * stopped nothing is retried. Every failed attempt is counted in the role's recorder and the step's
 * {@link ErrorLog}.
 *
 * @param <S> the role's statements
 */
final class RetryingSession<S> {
    /** Consecutive retryable failures of one statement after which it fails for good. */
    static final int MAX_RETRIES = 100;
    /** Returned by {@link #execute} for a statement that failed and was skipped ({@code --on-error continue}). */
    static final long SKIPPED = -1;
    private static final long FIRST_BACKOFF_NANOS = 100_000_000L;
    private static final long MAX_BACKOFF_NANOS = 5_000_000_000L;

    private final String role;
    private final RoleSession.Opener<S> opener;
    private final Rebinder<S> rebinder;
    private final ErrorHandling errors;
    private final StepControl control;
    private final OperationRecorder recorder;
    private final BackOffClock clock;
    private volatile RoleSession<S> session;

    /**
     * @param role     the role's name, e.g. {@code client 2 inserter}, for the error log
     * @param opener   opens the role's sessions
     * @param rebinder restores, on a new session's statements, what was bound before the failed call
     * @param errors   the fault policy and the adapter's classification
     * @param control  the step, whose stop ends retrying and whose error log counts every error
     * @param recorder the role's recorder, which counts retries, losses, timeouts, failures, reconnects
     */
    RetryingSession(String role, RoleSession.Opener<S> opener, Rebinder<S> rebinder, ErrorHandling errors,
                    StepControl control, OperationRecorder recorder) {
        this(role, opener, rebinder, errors, control, recorder, BackOffClock.SYSTEM);
    }

    /**
     * As {@link #RetryingSession(String, RoleSession.Opener, Rebinder, ErrorHandling, StepControl,
     * OperationRecorder)}, with the clock a reconnect's back-off and {@code --reconnect-seconds} are
     * measured and waited on.
     */
    RetryingSession(String role, RoleSession.Opener<S> opener, Rebinder<S> rebinder, ErrorHandling errors,
                    StepControl control, OperationRecorder recorder, BackOffClock clock) {
        this.clock = clock;
        this.role = role;
        this.opener = opener;
        this.rebinder = rebinder;
        this.errors = errors;
        this.control = control;
        this.recorder = recorder;
    }

    /**
     * Opens the first session, before the step starts; its errors are not retried.
     *
     * @throws SQLException when it cannot be opened
     */
    void open() throws SQLException {
        session = opener.open();
    }

    /** @return the current session's statements; others after a reconnect */
    S statements() {
        return session.statements();
    }

    /** Returns the current session's connection, if any. */
    void close() {
        RoleSession<S> current = session;
        session = null;
        if (current != null) {
            current.close();
        }
    }

    /**
     * Aborts the current session's connection, so that a statement blocked in the driver returns
     * with an error. Called by the coordinator for roles that do not end after the step was stopped.
     */
    void abort() {
        RoleSession<S> current = session;
        if (current != null) {
            current.abort();
        }
    }

    /**
     * Runs a statement until it succeeds or fails for good: after a retryable error again at
     * once, after a lost connection or a timeout on a re-established session.
     *
     * @param statement the statement, run on the current session's statements: a read, which may run twice
     * @return its result, or {@link #SKIPPED} when it failed for good under {@code --on-error continue}
     * @throws SQLException when it fails for good otherwise, or the step stops meanwhile
     * @throws InterruptedException when the thread is interrupted while reconnecting
     */
    long execute(Call<S> statement) throws SQLException, InterruptedException {
        return execute(statement, InDoubt.runAgain());
    }

    /**
     * Runs a statement as {@link #execute(Call)}, except that after a lost connection or a timeout
     * it first asks the new session whether the lost attempt was applied, and then returns the rows
     * that attempt wrote instead of running the statement again.
     *
     * @param statement the statement, run on the current session's statements
     * @param inDoubt   tells whether the server applied an attempt whose answer was lost
     * @return its result, or {@link #SKIPPED} when it failed for good under {@code --on-error continue}
     * @throws SQLException when it fails for good otherwise, or the step stops meanwhile
     * @throws InterruptedException when the thread is interrupted while reconnecting
     */
    long execute(Call<S> statement, InDoubt<S> inDoubt) throws SQLException, InterruptedException {
        int retries = 0;
        boolean answerLost = false;
        while (true) {
            try {
                if (answerLost) {
                    OptionalLong applied = inDoubt.appliedRows(session.statements());
                    answerLost = false;
                    if (inDoubt.asksTheServer()) {
                        recorder.recordInDoubtResolved();
                    }
                    if (applied.isPresent()) {
                        return applied.getAsLong();
                    }
                }
                return statement.call(session.statements());
            } catch (SQLException e) {
                if (control.stopped()) {
                    throw e;
                }
                SqlErrorKind kind = errors.classifier().classify(e);
                control.errors().note(kind, role, e);
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
                    answerLost = true;
                } else if (kind == SqlErrorKind.DISK_FULL) {
                    recorder.recordFailure();
                    throw fullDisk(e);
                } else {
                    recorder.recordFailure();
                    if (errors.policy().onError() == OnError.CONTINUE) {
                        return SKIPPED;
                    }
                    throw e;
                }
            }
        }
    }

    /**
     * Replaces the broken session: discards it, then opens a new one with back-off until one
     * works, the step stops, or {@code --reconnect-seconds} pass.
     */
    private void reconnect(SQLException cause) throws SQLException, InterruptedException {
        RoleSession<S> broken = session;
        session = null;
        broken.discard();
        int reconnectSeconds = errors.policy().reconnectSeconds();
        long deadline = clock.nanoTime() + reconnectSeconds * 1_000_000_000L;
        long backoff = FIRST_BACKOFF_NANOS;
        while (true) {
            try {
                RoleSession<S> fresh = opener.open();
                try {
                    rebinder.rebind(fresh.statements());
                } catch (SQLException | RuntimeException e) {
                    fresh.close();
                    throw e;
                }
                session = fresh;
                recorder.recordReconnect();
                return;
            } catch (SQLException e) {
                if (control.stopped()) {
                    throw cause;
                }
                SqlErrorKind kind = errors.classifier().classify(e);
                if (kind == SqlErrorKind.FATAL || kind == SqlErrorKind.DISK_FULL) {
                    recorder.recordFailure();
                    throw kind == SqlErrorKind.DISK_FULL ? fullDisk(e) : e;
                }
                if (clock.nanoTime() + backoff > deadline) {
                    recorder.recordFailure();
                    throw new SQLException("the connection was lost (" + Throwables.firstLine(cause)
                            + ") and could not be re-established within --reconnect-seconds " + reconnectSeconds
                            + ": " + Throwables.firstLine(driverReason(e)), e);
                }
                if (!clock.pauseUntil(clock.nanoTime() + backoff, control)) {
                    throw cause;
                }
                backoff = Math.min(2 * backoff, MAX_BACKOFF_NANOS);
            }
        }
    }

    /** @return the error with the sentence that names the server's full disk */
    private SQLException fullDisk(SQLException e) {
        return new SQLException(errors.fullDisk().apply(e), e.getSQLState(), e.getErrorCode(), e);
    }

    /**
     * @param e why a new connection could not be had
     * @return the driver's error when the pool's "connection is not available" wraps it, else {@code e}
     */
    private static SQLException driverReason(SQLException e) {
        return e instanceof SQLTransientConnectionException && e.getCause() instanceof SQLException driver ? driver : e;
    }

    /**
     * A statement execution that may be run again, on other statements after a reconnect.
     *
     * @param <S> the role's statements
     */
    @FunctionalInterface
    interface Call<S> {
        /**
         * @param statements the current session's statements
         * @return the rows it affected or fetched, or its single value
         * @throws SQLException when it fails
         */
        long call(S statements) throws SQLException;
    }

    /**
     * Tells, on a re-established session, whether the server applied a write whose attempt lost its
     * connection or timed out: a write that commits on its own may have committed just before.
     *
     * @param <S> the role's statements
     */
    @FunctionalInterface
    interface InDoubt<S> {
        /**
         * @param statements the new session's statements
         * @return the rows the lost attempt wrote when the server applied it; empty to run it again
         * @throws SQLException when the server cannot be asked
         */
        OptionalLong appliedRows(S statements) throws SQLException;

        /** @return whether {@link #appliedRows} asks the server (a write), rather than always running again */
        default boolean asksTheServer() {
            return true;
        }

        /**
         * @param <S> the role's statements
         * @return for statements that are simply run again (reads)
         */
        static <S> InDoubt<S> runAgain() {
            return new InDoubt<>() {
                @Override
                public OptionalLong appliedRows(S statements) {
                    return OptionalLong.empty();
                }

                @Override
                public boolean asksTheServer() {
                    return false;
                }
            };
        }
    }

    /**
     * Binds again, on statements just prepared on a re-established session, the parameters of the
     * statement about to be retried that were bound before its call.
     *
     * @param <S> the role's statements
     */
    @FunctionalInterface
    interface Rebinder<S> {
        /**
         * @param statements the new session's statements
         * @throws SQLException when binding fails
         */
        void rebind(S statements) throws SQLException;
    }
}
