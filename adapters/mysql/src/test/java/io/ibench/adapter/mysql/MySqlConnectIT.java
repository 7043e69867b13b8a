package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.engine.ConnectionSource;
import io.ibench.core.spi.ConnectionProblem;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.SqlErrorKind;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Connection failures and statement errors of a real server are explained and classified. */
class MySqlConnectIT {
    private static final String DB = "ibench_it_connect";
    private static final MySqlAdapter ADAPTER = new MySqlAdapter();
    private static ConnectionOptions options;

    @BeforeAll
    static void database() throws SQLException {
        options = TestServer.freshDatabase(DB);
    }

    @AfterAll
    static void dropDatabase() throws SQLException {
        TestServer.drop(DB);
    }

    @Test
    void aWrongPasswordIsExplainedWithoutRevealingIt() {
        ConnectionTarget target = ADAPTER.target(options.withPassword("not-the-password-4711"));
        SQLException e = assertThrows(SQLException.class, () -> TestServer.connect(target));
        ConnectionProblem problem = ADAPTER.explainConnectionFailure(e, target);
        assertTrue(problem.badInput(), "wrong credentials are bad input");
        String sentence = problem.message();
        assertTrue(sentence.startsWith("access denied for user '" + TestServer.USER + "' on "), sentence);
        assertTrue(sentence.endsWith("(check --user and --password-file)"), sentence);
        assertFalse(sentence.contains("4711"));
        assertFalse(ADAPTER.isMissingDatabase(e));
    }

    @Test
    void aMissingDatabaseIsRecognised() {
        ConnectionOptions missing = new ConnectionOptions(TestServer.URL + "ibench_no_such_db", null, null, null,
                options.user(), options.password(), null);
        ConnectionTarget target = ADAPTER.target(missing);
        SQLException e = assertThrows(SQLException.class, () -> TestServer.connect(target));
        assertTrue(ADAPTER.isMissingDatabase(e));
        ConnectionProblem problem = ADAPTER.explainConnectionFailure(e, target);
        assertTrue(problem.message().startsWith("database 'ibench_no_such_db' does not exist on "), problem.message());
        assertTrue(problem.badInput());
    }

    @Test
    void aClosedPortIsExplained() {
        ConnectionTarget target = ADAPTER.target(ConnectionOptions.ofHost("127.0.0.1", 1, "root", null, "ib"));
        SQLException e = assertThrows(SQLException.class, () -> TestServer.connect(target));
        assertEquals(new ConnectionProblem("cannot reach a server at 127.0.0.1:1: Connection refused "
                + "(is it running and listening there?)", false), ADAPTER.explainConnectionFailure(e, target));
    }

    @Test
    void invalidDriverSettingsAreBadInput() {
        ConnectionTarget target = ADAPTER.target(new ConnectionOptions(TestServer.URL + DB + "?sslMode=BOGUS", null,
                null, null, options.user(), options.password(), null));
        SQLException e = assertThrows(SQLException.class, () -> TestServer.connect(target));
        ConnectionProblem problem = ADAPTER.explainConnectionFailure(e, target);
        assertTrue(problem.badInput(), problem.toString());
        assertTrue(problem.message().startsWith("the connection options for "), problem.message());
    }

    @Test
    void theLocalSocketWorksThroughJunixsocket() throws SQLException {
        String socket;
        try (Connection c = TestServer.admin(); Statement s = c.createStatement();
             var rs = s.executeQuery("select @@socket")) {
            rs.next();
            socket = rs.getString(1);
        }
        Requirements.that(socket != null && Files.exists(Path.of(socket)),
                "the test server's unix socket (" + socket + ") on this machine");
        ConnectionTarget target = ADAPTER.target(new ConnectionOptions(null, null, null, socket, options.user(),
                options.password(), DB));
        try (Connection c = TestServer.connect(target); Statement s = c.createStatement();
             var rs = s.executeQuery(
                     "select database(), host from information_schema.processlist where id = connection_id()")) {
            assertTrue(rs.next(), "the connection sees itself in the processlist");
            assertEquals(DB, rs.getString(1));
            assertEquals("localhost", rs.getString(2),
                    "a socket connection's host has no port; over TCP it is 127.0.0.1:<port>");
        }
    }

    @Test
    void lockWaitTimeoutsAndDeadlocksAreRetryable() throws Exception {
        ConnectionTarget target = ADAPTER.target(options);
        try (Connection a = TestServer.connect(target); Connection b = TestServer.connect(target);
             Statement sa = a.createStatement(); Statement sb = b.createStatement()) {
            sa.execute("create table locks (id int primary key, v int) engine=innodb");
            sa.execute("insert into locks values (1, 0), (2, 0)");
            sb.execute("set session innodb_lock_wait_timeout = 1");
            a.setAutoCommit(false);
            b.setAutoCommit(false);
            sa.execute("update locks set v = 1 where id = 1");
            SQLException timeout = assertThrows(SQLException.class,
                    () -> sb.execute("update locks set v = 2 where id = 1"));
            assertEquals(MySqlErrors.LOCK_WAIT_TIMEOUT, timeout.getErrorCode());
            assertEquals(SqlErrorKind.RETRYABLE, ADAPTER.classify(timeout), "lock wait timeout");
            b.rollback();

            sb.execute("set session innodb_lock_wait_timeout = 20");
            sb.execute("update locks set v = 2 where id = 2");
            CompletableFuture<SQLException> blocked = CompletableFuture.supplyAsync(() -> {
                try {
                    sa.execute("update locks set v = 1 where id = 2");
                    return null;
                } catch (SQLException e) {
                    return e;
                }
            });
            Thread.sleep(300);
            SQLException direct = null;
            try {
                sb.execute("update locks set v = 2 where id = 1");
            } catch (SQLException e) {
                direct = e;
            }
            SQLException other = blocked.get(30, TimeUnit.SECONDS);
            SQLException deadlock = direct != null ? direct : other;
            assertEquals(MySqlErrors.DEADLOCK, deadlock.getErrorCode(), String.valueOf(deadlock));
            assertEquals(SqlErrorKind.RETRYABLE, ADAPTER.classify(deadlock), "deadlock");
            a.rollback();
            b.rollback();
        }
    }

    @Test
    void renewedConnectionsAreNewSessions() throws Exception {
        try (ConnectionSource source = ConnectionSource.open(ADAPTER, ADAPTER.target(options), 2)) {
            long first = sessionId(source);
            assertEquals(first, sessionId(source), "an idle connection is reused within a step");
            source.renew();
            assertFalse(first == sessionId(source), "after renew() the next step gets a new session");
        }
    }

    private static long sessionId(ConnectionSource source) throws SQLException {
        try (Connection c = source.get(); Statement s = c.createStatement();
             var rs = s.executeQuery("select connection_id()")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void aSyntaxErrorIsNotRetryable() throws SQLException {
        try (Connection c = TestServer.connect(ADAPTER.target(options)); Statement s = c.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> s.execute("selec 1"));
            assertEquals(SqlErrorKind.FATAL, ADAPTER.classify(e));
        }
    }

    @Test
    void aKilledSessionIsALostConnection() throws SQLException {
        try (Connection victim = TestServer.connect(ADAPTER.target(options)); Statement v = victim.createStatement();
             Connection killer = TestServer.connect(ADAPTER.target(options)); Statement k = killer.createStatement()) {
            long id = sessionIdOf(v);
            k.execute("kill connection " + id);
            SQLException e = assertThrows(SQLException.class, () -> v.executeQuery("select 1").close());
            assertEquals(SqlErrorKind.CONNECTION_LOST, ADAPTER.classify(e),
                    e.getErrorCode() + " " + e.getSQLState() + " " + e);
        }
    }

    @Test
    void aServerSideStatementLimitIsATimeout() throws SQLException {
        try (Connection c = TestServer.connect(ADAPTER.target(options)); Statement s = c.createStatement()) {
            s.execute("set session max_statement_time = 0.2");
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("select sleep(2)").close());
            assertEquals(SqlErrorKind.TIMEOUT, ADAPTER.classify(e), e.getErrorCode() + " " + e);
        }
    }

    @Test
    void noAnswerWithinTheNetworkTimeoutIsATimeout() throws SQLException {
        try (Connection c = TestServer.connect(ADAPTER.target(options)); Statement s = c.createStatement()) {
            c.setNetworkTimeout(Runnable::run, 300);
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("select sleep(3)").close());
            assertEquals(SqlErrorKind.TIMEOUT, ADAPTER.classify(e), e.getErrorCode() + " " + e);
        }
    }

    private static long sessionIdOf(Statement s) throws SQLException {
        try (var rs = s.executeQuery("select connection_id()")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
