package io.ibench.adapter.mysql;

import io.ibench.core.spi.ConnectionTarget;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;

/** Turns MySQL-protocol errors into one sentence for the user, and classifies them. */
final class MySqlErrors {
    static final int ACCESS_DENIED = 1045;
    static final int ACCESS_DENIED_TO_DATABASE = 1044;
    static final int UNKNOWN_DATABASE = 1049;
    static final int LOCK_WAIT_TIMEOUT = 1205;
    static final int DEADLOCK = 1213;

    private MySqlErrors() {
    }

    static String explain(SQLException e, ConnectionTarget target) {
        String user = target.properties().getProperty("user");
        switch (e.getErrorCode()) {
            case ACCESS_DENIED:
                return "access denied for user '" + user + "' on " + target.server()
                        + " (check --user and --password-file)";
            case ACCESS_DENIED_TO_DATABASE:
                return "user '" + user + "' may not use database '" + target.database() + "' on " + target.server();
            case UNKNOWN_DATABASE:
                return "database '" + target.database() + "' does not exist on " + target.server()
                        + " (create it, or add --create-database)";
            default:
                break;
        }
        Throwable root = rootCause(e);
        if (root instanceof UnknownHostException) {
            return "cannot resolve the host of " + target.server() + " (" + root.getMessage() + ")";
        }
        if (root instanceof ConnectException || root instanceof NoRouteToHostException) {
            return "cannot reach a server at " + target.server() + ": " + root.getMessage()
                    + " (is it running and listening there?)";
        }
        if (root instanceof SocketTimeoutException) {
            return "no answer from " + target.server() + " within the connect timeout (is the address right?)";
        }
        if (root.getClass().getName().startsWith("org.newsclub.net.unix")) {
            return "cannot connect through " + target.server() + ": " + root.getMessage()
                    + " (is the server running, and is that its socket?)";
        }
        return "cannot connect to " + target.server() + ": " + firstLine(e.getMessage());
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
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }
}
