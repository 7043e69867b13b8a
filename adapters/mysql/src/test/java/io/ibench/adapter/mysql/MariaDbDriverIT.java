package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.StatementMode;
import io.ibench.core.engine.TransportChoice;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.SqlErrorKind;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import java.net.URI;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MariaDB Connector/J on the local MariaDB: chosen for a MariaDB server named by host (docs/workload.md#the-driver),
 * {@code --statements} decides where it prepares, its errors are classified like Connector/J's, a wrong password
 * is explained, and when it cannot connect where MySQL Connector/J can, the run keeps MySQL Connector/J.
 * <p>Runs alone ({@link Isolated}): one test sets the server's global {@code sql_mode} for a moment, which every
 * connection other tests opened meanwhile would take.
 */
@Isolated
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
    void theStatementModeDecidesWhereStatementsArePreparedWhateverTheUrlSays() throws SQLException {
        ConnectionTarget target = ADAPTER.target(ConnectionOptions.ofUrl(options.url() + "?useServerPrepStmts=true",
                options.user(), options.password()));
        MySqlDialect dialect = new MySqlDialect("innodb", "", true, false);
        try (Connection c = TestServer.connect(target)) {
            long before = preparedOnServer(c);
            try (PreparedStatement text = dialect.prepare(c, "select ? + 1", StatementMode.REFERENCE)) {
                text.setInt(1, 41);
                text.executeQuery().close();
            }
            assertEquals(before, preparedOnServer(c), "--statements reference: text, though the URL asks otherwise");
            try (PreparedStatement prepared = dialect.prepare(c, "select ? + 1", StatementMode.PREPARED)) {
                prepared.setInt(1, 41);
                prepared.executeQuery().close();
            }
            assertEquals(before + 1, preparedOnServer(c), "--statements prepared: prepared on the server");
        }
    }

    private static long preparedOnServer(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("show session status like 'Com_stmt_prepare'")) {
            rs.next();
            return rs.getLong(2);
        }
    }

    @Test
    void bothDriversLeaveTheServersSqlModeAsConfigured() throws SQLException {
        ConnectionOptions mysql = ConnectionOptions.ofUrl(options.url().replaceFirst("^jdbc:mariadb:", "jdbc:mysql:"),
                options.user(), options.password());
        String global;
        try (Connection admin = TestServer.admin(); Statement s = admin.createStatement()) {
            try (ResultSet rs = s.executeQuery("select @@global.sql_mode")) {
                rs.next();
                global = rs.getString(1);
            }
            s.execute("set global sql_mode = 'NO_ENGINE_SUBSTITUTION'");
            try {
                for (ConnectionOptions each : new ConnectionOptions[] {mysql, options}) {
                    try (Connection c = TestServer.connect(ADAPTER.target(each)); Statement q = c.createStatement();
                         ResultSet rs = q.executeQuery("select @@session.sql_mode")) {
                        rs.next();
                        assertFalse(rs.getString(1).contains("STRICT_TRANS_TABLES"),
                                c.getMetaData().getDriverName() + " added strict mode: " + rs.getString(1));
                    }
                }
            } finally {
                s.execute("set global sql_mode = '" + global + "'");
            }
        }
    }

    @Test
    void aMariaDbServerNamedByHostGetsMariaDbConnectorJ() throws SQLException {
        URI server = TestServer.hostAndPort();
        ConnectionOptions byHost = ConnectionOptions.ofHost(server.getHost(), server.getPort(), TestServer.USER, null,
                DB);
        try (Connection c = TestServer.connect(ADAPTER.serverTarget(byHost))) {
            ConnectionOptions chosen = new MySqlDrivers().cheapest(byHost, c);
            assertEquals("jdbc:mariadb://" + server.getHost() + ":" + server.getPort() + "/" + DB, chosen.url());
            try (Connection m = TestServer.connect(ADAPTER.target(chosen))) {
                assertEquals("MariaDB Connector/J", m.getMetaData().getDriverName());
            }
        }
    }

    @Test
    void whenTheCheaperDriverCannotConnectTheOptionsDriverIsKeptAndTheNoteSaysWhy() throws Exception {
        String user = "ibench_it_one_connection";
        String password = "one-connection-4711";
        TestServer.createUser(user, password);
        try {
            TestServer.alterUser(user, "with max_user_connections 1");
            URI server = TestServer.hostAndPort();
            ConnectionOptions byHost = ConnectionOptions.ofHost(server.getHost(), server.getPort(), user, password,
                    DB);
            TransportChoice chosen = TransportChoice.choose(ADAPTER, byHost, false);
            assertTrue(chosen.target().jdbcUrl().startsWith("jdbc:mysql:"), chosen.target().jdbcUrl());
            String note = chosen.target().transport().note();
            String marker = "the options' driver kept, the cheaper one failed: ";
            assertTrue(note.contains(marker), note);
            assertTrue(note.substring(note.indexOf(marker)).contains("max_user_connections"),
                    "the note gives the cheaper driver's own error: " + note);
            assertFalse(note.contains(password), note);
        } finally {
            TestServer.dropUser(user);
        }
    }

    @Test
    void aWrongPasswordIsBadInput() {
        ConnectionTarget target = ADAPTER.target(options.withPassword("not-the-password-4711"));
        SQLException e = assertThrows(SQLException.class, () -> TestServer.connect(target));
        assertTrue(ADAPTER.explainConnectionFailure(e, target).badInput(), e.toString());
    }
}
