package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.SqlErrorKind;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** MariaDB Connector/J's errors are classified like Connector/J's, and a wrong password is explained. */
class MariaDbDriverIT {
    private static final String DB = "ibench_it_mariadb_driver";
    private static final MySqlAdapter ADAPTER = new MySqlAdapter();
    private static ConnectionOptions options;

    @BeforeAll
    static void database() throws SQLException {
        ConnectionOptions mysql = TestServer.freshDatabase(DB);
        options = ConnectionOptions.ofUrl(mysql.url().replaceFirst("^jdbc:mysql:", "jdbc:mariadb:"), mysql.user(),
                mysql.password());
    }

    @AfterAll
    static void dropDatabase() throws SQLException {
        TestServer.drop(DB);
    }

    @Test
    void aKilledSessionIsALostConnectionAndANetworkTimeoutATimeout() throws SQLException {
        ConnectionTarget target = ADAPTER.target(options);
        assertTrue(target.jdbcUrl().startsWith("jdbc:mariadb:"), target.jdbcUrl());
        try (Connection victim = TestServer.connect(target); Statement v = victim.createStatement();
             Connection killer = TestServer.connect(target); Statement k = killer.createStatement()) {
            long id;
            try (ResultSet rs = v.executeQuery("select connection_id()")) {
                rs.next();
                id = rs.getLong(1);
            }
            k.execute("kill connection " + id);
            SQLException lost = assertThrows(SQLException.class, () -> v.executeQuery("select 1").close());
            assertEquals(SqlErrorKind.CONNECTION_LOST, ADAPTER.classify(lost), lost.getSQLState() + " " + lost);

            killer.setNetworkTimeout(Runnable::run, 300);
            SQLException timeout = assertThrows(SQLException.class, () -> k.executeQuery("select sleep(3)").close());
            assertEquals(SqlErrorKind.TIMEOUT, ADAPTER.classify(timeout), timeout.getSQLState() + " " + timeout);
        }
    }

    @Test
    void aWrongPasswordIsBadInput() {
        ConnectionTarget target = ADAPTER.target(options.withPassword("not-the-password-4711"));
        SQLException e = assertThrows(SQLException.class, () -> TestServer.connect(target));
        assertTrue(ADAPTER.explainConnectionFailure(e, target).badInput(), e.toString());
    }
}
