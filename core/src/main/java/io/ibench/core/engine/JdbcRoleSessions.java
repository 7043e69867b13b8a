package io.ibench.core.engine;

import io.ibench.core.spi.Dialect;
import io.ibench.core.spi.StatementKind;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Opens a role's sessions on connections of the run's pool: each with the dialect's session
 * settings for the role's kind of statement, the statement timeout as the connection's network
 * timeout (so that it costs nothing per statement), and the role's statements prepared.
 *
 * @param <S> the role's statements
 */
final class JdbcRoleSessions<S> implements RoleSession.Opener<S> {
    private final ConnectionSource pool;
    private final Dialect dialect;
    private final StatementKind kind;
    private final int statementTimeoutSeconds;
    private final Preparer<S> preparer;

    /**
     * @param pool                    the run's connections
     * @param dialect                 its session settings
     * @param kind                    the kind of statement the role runs, which chooses the settings
     * @param statementTimeoutSeconds {@code --statement-timeout}, s; 0 = none
     * @param preparer                prepares the role's statements on a connection
     */
    JdbcRoleSessions(ConnectionSource pool, Dialect dialect, StatementKind kind, int statementTimeoutSeconds,
                     Preparer<S> preparer) {
        this.pool = pool;
        this.dialect = dialect;
        this.kind = kind;
        this.statementTimeoutSeconds = statementTimeoutSeconds;
        this.preparer = preparer;
    }

    @Override
    public RoleSession<S> open() throws SQLException {
        Connection c = pool.get();
        try {
            try (Statement s = c.createStatement()) {
                for (String setting : dialect.sessionSettings(kind)) {
                    s.execute(setting);
                }
            }
            if (statementTimeoutSeconds > 0) {
                c.setNetworkTimeout(Runnable::run, statementTimeoutSeconds * 1000);
            }
            return new Session<>(pool, c, preparer.prepare(c));
        } catch (SQLException | RuntimeException e) {
            close(c);
            throw e;
        }
    }

    private static void close(Connection c) {
        try {
            c.close();
        } catch (SQLException | RuntimeException e) {
            // a broken connection: the pool discards it
        }
    }

    /**
     * Prepares a role's statements on a connection.
     *
     * @param <S> the role's statements
     */
    @FunctionalInterface
    interface Preparer<S> {
        /**
         * @param connection a connection with the session settings applied
         * @return the statements
         * @throws SQLException when a statement cannot be prepared
         */
        S prepare(Connection connection) throws SQLException;
    }

    private record Session<S>(ConnectionSource pool, Connection connection, S statements) implements RoleSession<S> {
        @Override
        public void discard() {
            pool.discard(connection);
        }

        @Override
        public void close() {
            JdbcRoleSessions.close(connection);
        }

        @Override
        public void abort() {
            try {
                connection.abort(Runnable::run);
            } catch (SQLException | RuntimeException e) {
                // the connection is already broken or closed; the role ends either way
            }
        }
    }
}
