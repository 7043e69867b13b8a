package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.EmbeddedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The embedded servers of runs that name no server: MariaDB (the default) and upstream MySQL 8.0.31
 * ({@code --dbms mysql}). Each lets in only the run: root has a random password, a login without it is refused,
 * and the server's folder is its owner's only.
 */
class EmbeddedMariaDbIT {
    @TempDir
    Path work;

    /** MySQL 8.0.31 ({@code --dbms mysql}): the MariaDB default is checked with its start and stop below. */
    @Test
    void upstreamMySqlLetsInOnlyTheRun() throws Exception {
        MySqlAdapter adapter = new MySqlAdapter();
        try (EmbeddedServer server = adapter.embeddedServer("mysql").orElseThrow().start(work, "ib")) {
            assertOnlyTheRunGetsIn(adapter, server);
        }
    }

    /** One start of the default server checks what it holds, who gets in and that it stops. */
    @Test
    void theDefaultMariaDbStartsWithTheBenchmarkDatabaseAndItsSettingsLetsInOnlyTheRunAndStops() throws Exception {
        MySqlAdapter adapter = new MySqlAdapter();
        EmbeddedServer server = adapter.embeddedServer(null).orElseThrow().start(work, "ib");
        int port;
        try {
            ConnectionTarget target = adapter.target(server.connection());
            port = server.connection().port();
            assertTrue(server.description().startsWith("embedded MariaDB 11.4"), server.description());
            try (Connection c = TestServer.connect(target); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery(
                         "select version(), database(), @@innodb_buffer_pool_size, @@innodb_flush_log_at_trx_commit")) {
                rs.next();
                assertTrue(rs.getString(1).startsWith("11.4"), rs.getString(1));
                assertEquals("ib", rs.getString(2));
                assertEquals(512L * 1024 * 1024, rs.getLong(3));
                assertEquals(2, rs.getInt(4));
            }
            assertOnlyTheRunGetsIn(adapter, server);
        } finally {
            server.close();
        }
        assertThrows(java.io.IOException.class, () -> new Socket("127.0.0.1", port).close(), "the server stopped");
    }

    /**
     * Asserts that root has a random password, that the run's own login works, that a login without the password
     * is refused for root, mysql, the anonymous user and this account's name, and that the server's folder is its
     * owner's only.
     */
    private void assertOnlyTheRunGetsIn(MySqlAdapter adapter, EmbeddedServer server) throws Exception {
        ConnectionOptions options = server.connection();
        assertTrue(options.password() != null && options.password().length() >= 20, "a random password");
        try (Connection c = TestServer.connect(adapter.target(options))) {
            assertTrue(c.isValid(5), "the run's own login");
        }
        for (String user : List.of("root", "mysql", "", System.getProperty("user.name"))) {
            ConnectionOptions stranger = ConnectionOptions.ofHost("127.0.0.1", options.port(), user, null, "ib");
            assertThrows(SQLException.class, () -> TestServer.connect(adapter.target(stranger)).close(),
                    "'" + user + "' without password over TCP");
        }
        assertEquals("rwx------", PosixFilePermissions.toString(
                Files.getPosixFilePermissions(work.resolve("server"))));
    }
}
