package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import org.junit.jupiter.api.Test;

import java.sql.DriverManager;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Connection failures against the real server are explained and classified. */
class PostgresConnectIT {
    private static final PostgresAdapter ADAPTER = new PostgresAdapter();

    private static ConnectionProblem failure(ConnectionOptions options) {
        ConnectionTarget target = ADAPTER.target(options);
        SQLException e = assertThrows(SQLException.class,
                () -> DriverManager.getConnection(target.jdbcUrl(), target.properties()).close());
        return ADAPTER.explainConnectionFailure(e, target);
    }

    private static ConnectionOptions url(String database, String query, String user) {
        return ConnectionOptions.ofUrl(PgTestServer.URL + database + query, user, null);
    }

    @Test
    void anUnknownUserIsBadInput() {
        ConnectionProblem problem = failure(url("ibench_no_such_db", "", "ibench_no_such_role"));
        assertTrue(problem.badInput());
        assertTrue(problem.message().startsWith("user 'ibench_no_such_role' may not connect to "), problem.message());
    }

    @Test
    void aMissingDatabaseIsRecognised() {
        ConnectionTarget target = ADAPTER.target(url("ibench_no_such_db", "", PgTestServer.USER));
        SQLException e = assertThrows(SQLException.class,
                () -> DriverManager.getConnection(target.jdbcUrl(), target.properties()).close());
        assertTrue(ADAPTER.isMissingDatabase(e));
        ConnectionProblem problem = ADAPTER.explainConnectionFailure(e, target);
        assertTrue(problem.badInput());
        assertTrue(problem.message().startsWith("database 'ibench_no_such_db' does not exist on "), problem.message());
    }

    @Test
    void invalidDriverSettingsAreBadInput() {
        ConnectionProblem problem = failure(url("ibench_no_such_db", "?connectTimeout=abc", PgTestServer.USER));
        assertTrue(problem.badInput(), problem.toString());
        assertTrue(problem.message().contains("are invalid: connectTimeout parameter value must be an integer"), problem.message());
        assertTrue(failure(url("ibench_no_such_db", "?sslmode=BOGUS", PgTestServer.USER)).badInput());
    }

    @Test
    void aClosedPortIsAnUnreachableServer() {
        ConnectionProblem problem = failure(ConnectionOptions.ofHost("127.0.0.1", 1, "postgres", null, "ib"));
        assertFalse(problem.badInput());
        assertEquals("cannot reach a server at 127.0.0.1:1: Connection refused (is it running and listening there?)",
                problem.message());
    }
}
