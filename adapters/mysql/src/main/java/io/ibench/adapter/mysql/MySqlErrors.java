package io.ibench.adapter.mysql;

import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.NetworkFailures;

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
        Throwable root = NetworkFailures.rootCause(e);
        if (ILLEGAL_ARGUMENT.equals(e.getSQLState()) || root.getClass().getName().endsWith(".WrongArgumentException")) {
            return ConnectionProblem.invalidOptions(target, NetworkFailures.firstLine(root.getMessage()));
        }
        return NetworkFailures.explain(e, target)
                .orElseGet(() -> ConnectionProblem.other(target, NetworkFailures.firstLine(e.getMessage())));
    }

    static boolean isUnknownDatabase(SQLException e) {
        return e.getErrorCode() == UNKNOWN_DATABASE;
    }

    static boolean isLockWaitOrDeadlock(SQLException e) {
        return e.getErrorCode() == LOCK_WAIT_TIMEOUT || e.getErrorCode() == DEADLOCK;
    }
}
