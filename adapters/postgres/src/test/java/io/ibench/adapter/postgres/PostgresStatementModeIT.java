package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.EngineOptions;
import io.ibench.core.config.StatementMode;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.Dialect;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 17 (6) on the local PostgreSQL, read from the session's own {@code pg_prepared_statements}: on ibench's
 * connections no statement becomes a named server-side prepared statement, however often it runs (pgjdbc switches
 * after five executions by default), unless {@code --statements prepared} asks for it.
 */
class PostgresStatementModeIT {
    private static final String DB = "ibench_statement_mode";
    private static final PostgresAdapter ADAPTER = new PostgresAdapter();
    private static final Dialect DIALECT = ADAPTER.dialect(EngineOptions.DEFAULT);
    private static final String QUERY = "select ?::int + 1";
    private static final int EXECUTIONS = 20;

    @Test
    void byDefaultNothingIsPreparedOnTheServer() throws SQLException {
        try (Connection c = connect()) {
            run(DIALECT.prepare(c, QUERY, StatementMode.REFERENCE));
            run(c.prepareStatement(QUERY));
            assertEquals(0, preparedOnServer(c), "statements parsed and planned at every execution");
        }
    }

    @Test
    void preparedStatementsAreNamedOnTheServerFromTheFirstExecution() throws SQLException {
        try (Connection c = connect()) {
            PreparedStatement statement = DIALECT.prepare(c, QUERY, StatementMode.PREPARED);
            statement.setInt(1, 1);
            statement.executeQuery().close();
            assertEquals(1, preparedOnServer(c));
            statement.close();
        }
    }

    @BeforeAll
    static void database() throws SQLException {
        PgTestServer.freshDatabase(DB);
    }

    @AfterAll
    static void dropDatabase() throws SQLException {
        PgTestServer.drop(DB);
    }

    /** @return a connection with the properties ibench gives its own */
    private static Connection connect() throws SQLException {
        ConnectionTarget target = ADAPTER.target(ConnectionOptions.ofUrl(PgTestServer.URL + DB, PgTestServer.USER,
                PgTestServer.PASSWORD.isEmpty() ? null : PgTestServer.PASSWORD));
        return DriverManager.getConnection(target.jdbcUrl(), target.properties());
    }

    private static void run(PreparedStatement statement) throws SQLException {
        try (statement) {
            for (int i = 0; i < EXECUTIONS; i++) {
                statement.setInt(1, i);
                statement.executeQuery().close();
            }
        }
    }

    private static long preparedOnServer(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from pg_prepared_statements")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
