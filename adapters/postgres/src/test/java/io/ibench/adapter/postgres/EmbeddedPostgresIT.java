package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.EmbeddedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The embedded PostgreSQL of {@code ibench run --dbms postgres} lets in only the run: the superuser has a random
 * password, a login without it is refused over TCP and over the socket, whose folder is its owner's only, and the
 * password file {@code initdb} read is gone.
 */
class EmbeddedPostgresIT {
    @TempDir
    Path work;

    @Test
    void onlyTheRunGetsIn() throws Exception {
        PostgresAdapter adapter = new PostgresAdapter();
        try (EmbeddedServer server = adapter.embeddedServer(null).orElseThrow().start(work, "ib")) {
            ConnectionOptions options = server.connection();
            assertTrue(options.password() != null && options.password().length() >= 20, "a random password");
            assertTrue(logsIn(adapter, options), "the run's own login");
            Path socketFolder = work.resolve("socket");
            assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(socketFolder)));
            for (String user : List.of("postgres", "root", System.getProperty("user.name"))) {
                assertFalse(logsIn(adapter, ConnectionOptions.ofHost("127.0.0.1", options.port(), user, null, "ib")),
                        user + " without password over TCP");
                assertFalse(logsIn(adapter, new ConnectionOptions(null, null, options.port(), socketFolder.toString(),
                        user, null, "ib")), user + " without password over the socket");
            }
            try (Stream<Path> secrets = Files.list(work.resolve("secrets"))) {
                assertEquals(List.of(), secrets.toList(), "initdb's password file is deleted");
            }
        }
    }

    private static boolean logsIn(PostgresAdapter adapter, ConnectionOptions options) {
        var target = adapter.target(options);
        try (Connection c = DriverManager.getConnection(target.jdbcUrl(), target.properties())) {
            return c.isValid(5);
        } catch (SQLException e) {
            return false;
        }
    }
}
