package io.ibench.adapter.mysql;

import io.ibench.core.lang.Throwables;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.SqlErrorKind;
import io.ibench.core.spi.support.NetworkFailures;

import java.sql.SQLException;

/** Turns MySQL-protocol errors into one sentence for the user, and classifies them. */
final class MySqlErrors {
    static final int ACCESS_DENIED_TO_DATABASE = 1044;
    static final int ACCESS_DENIED = 1045;
    static final int UNKNOWN_DATABASE = 1049;
    static final int ACCESS_DENIED_NO_PASSWORD = 1698;
    static final int TOO_MANY_CONNECTIONS = 1040;
    static final int LOCK_WAIT_TIMEOUT = 1205;
    static final int DEADLOCK = 1213;
    static final int SERVER_SHUTDOWN = 1053;
    static final int QUERY_INTERRUPTED = 1317;
    /** MariaDB: the session was killed ({@code KILL CONNECTION}). */
    static final int CONNECTION_KILLED = 1927;
    /** MariaDB: {@code max_statement_time} exceeded. */
    static final int STATEMENT_TIMEOUT = 1969;
    /** MySQL: {@code max_execution_time} exceeded. */
    static final int QUERY_TIMEOUT = 3024;
    /** The table is full: InnoDB and MyRocks cannot grow a file (the disk is full). */
    static final int TABLE_FULL = 1114;
    /** Disk full, waiting for someone to free space (MyISAM, Aria). */
    static final int DISK_FULL = 1021;
    /** MariaDB: a temporary file (an index build's sort) could not be written. */
    static final int TEMP_FILE_WRITE_FAILURE = 1878;
    /** The operating system's "No space left on device" (ENOSPC, errno 28) in a message such as error 3 or 1030. */
    static final String NO_SPACE = "No space left on device";
    /** Client errors: server has gone away, lost connection during query. */
    static final int SERVER_GONE = 2006;
    static final int SERVER_LOST = 2013;
    /** Connector/J's SQLSTATE for an invalid connection property or URL. */
    static final String ILLEGAL_ARGUMENT = "S1009";

    private MySqlErrors() {
    }

    static ConnectionProblem explain(SQLException e, ConnectionTarget target) {
        String user = target.properties().getProperty("user");
        switch (e.getErrorCode()) {
            case ACCESS_DENIED:
            case ACCESS_DENIED_NO_PASSWORD:
                return ConnectionProblem.badCredentials("access denied", target);
            case ACCESS_DENIED_TO_DATABASE:
                return new ConnectionProblem("user '" + user + "' may not use database '" + target.database() + "' on "
                        + target.server(), true);
            case UNKNOWN_DATABASE:
                return ConnectionProblem.unknownDatabase(target);
            case TOO_MANY_CONNECTIONS:
                return ConnectionProblem.tooManyConnections(target);
            default:
                break;
        }
        Throwable root = Throwables.rootCause(e);
        if (ILLEGAL_ARGUMENT.equals(e.getSQLState()) || root.getClass().getName().endsWith(".WrongArgumentException")) {
            return ConnectionProblem.invalidOptions(target, Throwables.firstLine(root.getMessage()));
        }
        return NetworkFailures.explain(e, target)
                .orElseGet(() -> ConnectionProblem.other(target, Throwables.firstLine(e.getMessage())));
    }

    static boolean isUnknownDatabase(SQLException e) {
        return e.getErrorCode() == UNKNOWN_DATABASE;
    }

    /**
     * @param e a failed statement
     * @return lock waits and deadlocks retryable; shutdown, killed sessions and lost connections
     *         as such; server-side statement time limits and interrupted queries as timeouts; a table
     *         that cannot grow, a full disk, a temporary file that cannot be written or an error that says
     *         "No space left on device" (errno 28, e.g. {@code Got error 28 … from storage engine}) as a full disk;
     *         else the standard classification
     */
    static SqlErrorKind classify(SQLException e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        if (message.contains(NO_SPACE) || message.contains("errno: 28") || message.contains("Errcode: 28")) {
            return SqlErrorKind.DISK_FULL;
        }
        return switch (e.getErrorCode()) {
            case TABLE_FULL, DISK_FULL, TEMP_FILE_WRITE_FAILURE -> SqlErrorKind.DISK_FULL;
            case LOCK_WAIT_TIMEOUT, DEADLOCK -> SqlErrorKind.RETRYABLE;
            case SERVER_SHUTDOWN, CONNECTION_KILLED, SERVER_GONE, SERVER_LOST -> SqlErrorKind.CONNECTION_LOST;
            case QUERY_INTERRUPTED, STATEMENT_TIMEOUT, QUERY_TIMEOUT -> SqlErrorKind.TIMEOUT;
            default -> SqlErrorKind.byStandard(e);
        };
    }
}
