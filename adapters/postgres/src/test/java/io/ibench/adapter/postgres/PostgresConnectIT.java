package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.SqlErrorKind;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Connection failures and statement errors of the real server are explained and classified. */
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
        assertTrue(problem.message().contains("are invalid: connectTimeout parameter value must be an integer"),
                problem.message());
        assertTrue(failure(url("ibench_no_such_db", "?sslmode=BOGUS", PgTestServer.USER)).badInput());
    }

    @Test
    void aClosedPortIsAnUnreachableServer() {
        ConnectionProblem problem = failure(ConnectionOptions.ofHost("127.0.0.1", 1, "postgres", null, "ib"));
        assertFalse(problem.badInput());
        assertEquals("cannot reach a server at 127.0.0.1:1: Connection refused (is it running and listening there?)",
                problem.message());
    }

    /** A plain session for the statement-error tests; ibench itself would refuse the {@code postgres} database. */
    private static Connection connect() throws SQLException {
        return PgTestServer.admin();
    }

    @Test
    void aTerminatedSessionIsALostConnection() throws SQLException {
        try (Connection victim = connect(); Statement v = victim.createStatement();
             Connection killer = connect(); Statement k = killer.createStatement()) {
            int pid;
            try (ResultSet rs = v.executeQuery("select pg_backend_pid()")) {
                rs.next();
                pid = rs.getInt(1);
            }
            k.execute("select pg_terminate_backend(" + pid + ")");
            SQLException e = assertThrows(SQLException.class, () -> v.executeQuery("select 1").close());
            assertEquals(SqlErrorKind.CONNECTION_LOST, ADAPTER.classify(e), e.getSQLState() + " " + e);
        }
    }

    @Test
    void statementTimeoutIsATimeout() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.execute("set statement_timeout = 200");
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("select pg_sleep(2)").close());
            assertEquals(SqlErrorKind.TIMEOUT, ADAPTER.classify(e), e.getSQLState() + " " + e);
        }
    }

    @Test
    void noAnswerWithinTheNetworkTimeoutIsATimeout() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            c.setNetworkTimeout(Runnable::run, 300);
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("select pg_sleep(3)").close());
            assertEquals(SqlErrorKind.TIMEOUT, ADAPTER.classify(e), e.getSQLState() + " " + e);
        }
    }

    @Test
    void aSerializationFailureIsRetryableAndASyntaxErrorFatal() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            SQLException serialization = assertThrows(SQLException.class,
                    () -> s.execute("do $$ begin raise exception using errcode = 'serialization_failure'; end $$"));
            assertEquals(SqlErrorKind.RETRYABLE, ADAPTER.classify(serialization));
            SQLException syntax = assertThrows(SQLException.class, () -> s.execute("selec 1"));
            assertEquals(SqlErrorKind.FATAL, ADAPTER.classify(syntax));
        }
    }
}
