package io.ibench.adapter.mysql;

import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.EmbeddedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.Socket;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The embedded MariaDB of runs that name no server. */
class EmbeddedMariaDbIT {
    @TempDir
    Path work;

    @Test
    void startsWithTheBenchmarkDatabaseAndItsSettingsAndStops() throws Exception {
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
        } finally {
            server.close();
        }
        assertThrows(java.io.IOException.class, () -> new Socket("127.0.0.1", port).close(), "the server stopped");
    }
}
