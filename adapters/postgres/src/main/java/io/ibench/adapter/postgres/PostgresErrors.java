package io.ibench.adapter.postgres;

import io.ibench.core.lang.Throwables;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.SqlErrorKind;
import io.ibench.core.spi.support.NetworkFailures;

import java.sql.SQLException;

/** Turns PostgreSQL connection errors (by SQLSTATE) into one sentence for the user, and classifies statement errors. */
final class PostgresErrors {
    static final String INVALID_PASSWORD = "28P01";
    static final String INVALID_AUTHORIZATION = "28000";
    static final String UNKNOWN_DATABASE = "3D000";
    static final String TOO_MANY_CONNECTIONS = "53300";
    /** pgjdbc's SQLSTATE for a connection property it cannot read, e.g. {@code connectTimeout=abc}. */
    static final String INVALID_PARAMETER = "22023";
    static final String LOCK_NOT_AVAILABLE = "55P03";
    static final String QUERY_CANCELED = "57014";
    static final String ADMIN_SHUTDOWN = "57P01";
    static final String CRASH_SHUTDOWN = "57P02";
    static final String CANNOT_CONNECT_NOW = "57P03";
    /** disk_full: a file could not be extended or written for want of space (ENOSPC). */
    static final String DISK_FULL = "53100";

    private PostgresErrors() {
    }

    static ConnectionProblem explain(SQLException e, ConnectionTarget target) {
        String user = target.properties().getProperty("user");
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        switch (state) {
            case INVALID_PASSWORD:
                return ConnectionProblem.badCredentials("password authentication failed", target);
            case INVALID_AUTHORIZATION:
                return new ConnectionProblem("user '" + user + "' may not connect to " + target.server() + ": "
                        + Throwables.firstLine(e.getMessage())
                        + " (check --user, and the server's pg_hba.conf)", true);
            case UNKNOWN_DATABASE:
                return ConnectionProblem.unknownDatabase(target);
            case TOO_MANY_CONNECTIONS:
                return ConnectionProblem.tooManyConnections(target);
            default:
                break;
        }
        if (INVALID_PARAMETER.equals(state)
                || e.getCause() == null && String.valueOf(e.getMessage()).startsWith("Invalid ")) {
            return ConnectionProblem.invalidOptions(target, Throwables.firstLine(e.getMessage()));
        }
        return NetworkFailures.explain(e, target)
                .orElseGet(() -> ConnectionProblem.other(target, Throwables.firstLine(e.getMessage())));
    }

    static boolean isUnknownDatabase(SQLException e) {
        return UNKNOWN_DATABASE.equals(e.getSQLState());
    }

    /**
     * @param e a failed statement
     * @return {@code lock_not_available} retryable; shutdowns and a server still starting as lost
     *         connections; {@code query_canceled} (statement_timeout) as a timeout; {@code disk_full} as a full
     *         disk; else the standard classification (serialization failures and deadlocks are class 40)
     */
    static SqlErrorKind classify(SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        return switch (state) {
            case LOCK_NOT_AVAILABLE -> SqlErrorKind.RETRYABLE;
            case ADMIN_SHUTDOWN, CRASH_SHUTDOWN, CANNOT_CONNECT_NOW -> SqlErrorKind.CONNECTION_LOST;
            case QUERY_CANCELED -> SqlErrorKind.TIMEOUT;
            case DISK_FULL -> SqlErrorKind.DISK_FULL;
            default -> SqlErrorKind.byStandard(e);
        };
    }
}
