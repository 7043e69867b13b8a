package io.ibench.adapter.postgres;

import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.NetworkFailures;

import java.sql.SQLException;

/** Turns PostgreSQL connection errors (by SQLSTATE) into one sentence for the user. */
final class PostgresErrors {
    static final String INVALID_PASSWORD = "28P01";
    static final String INVALID_AUTHORIZATION = "28000";
    static final String UNKNOWN_DATABASE = "3D000";
    static final String TOO_MANY_CONNECTIONS = "53300";
    /** pgjdbc's SQLSTATE for a connection property it cannot read, e.g. {@code connectTimeout=abc}. */
    static final String INVALID_PARAMETER = "22023";

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
                        + NetworkFailures.firstLine(e.getMessage()) + " (check --user, and the server's pg_hba.conf)", true);
            case UNKNOWN_DATABASE:
                return ConnectionProblem.unknownDatabase(target);
            case TOO_MANY_CONNECTIONS:
                return ConnectionProblem.tooManyConnections(target);
            default:
                break;
        }
        if (INVALID_PARAMETER.equals(state) || e.getCause() == null && String.valueOf(e.getMessage()).startsWith("Invalid ")) {
            return ConnectionProblem.invalidOptions(target, NetworkFailures.firstLine(e.getMessage()));
        }
        return NetworkFailures.explain(e, target)
                .orElseGet(() -> ConnectionProblem.other(target, NetworkFailures.firstLine(e.getMessage())));
    }

    static boolean isUnknownDatabase(SQLException e) {
        return UNKNOWN_DATABASE.equals(e.getSQLState());
    }
}
