package io.ibench.core.engine;

import java.sql.SQLException;

/**
 * A role's connection as the role sees it: the role's statements prepared on one connection.
 * The role never touches the connection itself; {@link RetryingSession} replaces a session that
 * broke with a new one from its {@link Opener}.
 *
 * @param <S> the role's statements, e.g. {@link QueryRole.Statements}
 */
interface RoleSession<S> {

    /** @return the role's statements, prepared on this session's connection */
    S statements();

    /** Closes a connection that broke (lost, or stuck in a statement that timed out) instead of returning it. */
    void discard();

    /** Returns the connection; errors of a broken connection are ignored. */
    void close();

    /**
     * Aborts the connection from another thread, so that a statement blocked in the driver
     * returns with an error; errors of a connection already broken are ignored.
     */
    void abort();

    /**
     * Opens sessions: borrows a connection, applies the role's session settings and the statement
     * timeout, and prepares the role's statements.
     *
     * @param <S> the role's statements
     */
    @FunctionalInterface
    interface Opener<S> {
        /**
         * @return a new session; nothing is left open when this fails
         * @throws SQLException when no connection can be had or a statement cannot be prepared
         */
        RoleSession<S> open() throws SQLException;
    }
}
