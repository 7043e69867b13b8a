package io.ibench.adapter.mysql;

import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
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
                return new ConnectionProblem("access denied for user '" + user + "' on " + target.server()
                        + " (check --user and --password-file)", true);
            case ACCESS_DENIED_TO_DATABASE:
                return new ConnectionProblem("user '" + user + "' may not use database '" + target.database() + "' on "
                        + target.server(), true);
            case UNKNOWN_DATABASE:
                return new ConnectionProblem("database '" + target.database() + "' does not exist on " + target.server()
                        + " (create it, or add --create-database)", true);
            case TOO_MANY_CONNECTIONS:
                return new ConnectionProblem(target.server() + " refuses more connections (max_connections reached)", false);
            default:
                break;
        }
        Throwable root = rootCause(e);
        if (ILLEGAL_ARGUMENT.equals(e.getSQLState()) || root.getClass().getName().endsWith(".WrongArgumentException")) {
            return new ConnectionProblem("the connection options for " + target.server() + " are invalid: "
                    + firstLine(root.getMessage()), true);
        }
        if (root instanceof UnknownHostException) {
            return new ConnectionProblem("cannot resolve the host of " + target.server() + " (" + root.getMessage() + ")", false);
        }
        if (root instanceof ConnectException || root instanceof NoRouteToHostException) {
            return new ConnectionProblem("cannot reach a server at " + target.server() + ": " + root.getMessage()
                    + " (is it running and listening there?)", false);
        }
        if (root instanceof SocketTimeoutException) {
            return new ConnectionProblem("no answer from " + target.server()
                    + " within the connect timeout (is the address right?)", false);
        }
        return new ConnectionProblem("cannot connect to " + target.server() + ": " + firstLine(e.getMessage()), false);
    }

    static boolean isUnknownDatabase(SQLException e) {
        return e.getErrorCode() == UNKNOWN_DATABASE;
    }

    static boolean isLockWaitOrDeadlock(SQLException e) {
        return e.getErrorCode() == LOCK_WAIT_TIMEOUT || e.getErrorCode() == DEADLOCK;
    }

    private static Throwable rootCause(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unknown error";
        }
        return message.strip().lines().findFirst().orElse("").strip();
    }
}
