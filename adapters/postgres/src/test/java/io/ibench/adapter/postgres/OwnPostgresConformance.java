package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.conformance.OwnServer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

/**
 * The conformance test against a PostgreSQL server of the test class's own, started from zonky's binaries
 * ({@link OwnPostgres}) by the adapter's server control and stopped after the class.
 */
abstract class OwnPostgresConformance extends PostgresConformance {
    /** A small server: the conformance steps are tiny. */
    private static final String CONFIG = "shared_buffers = 128MB\nmax_connections = 200\n";

    private OwnServer server;

    /** @return the server to test against */
    abstract OwnPostgres postgres();

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        // the server's own user (postgres, when the tests run as root) enters the folder to reach its data
        Path folder = Files.createTempDirectory("ibench-postgres-" + postgres().major() + "-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        server = postgres().start(folder, CONFIG);
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + server.port() + "/postgres",
                "postgres", OwnServer.PASSWORD); Statement s = c.createStatement()) {
            s.execute("create database ib");
        }
        return server.connection("ib");
    }

    @Override
    protected void release() throws Exception {
        if (server != null) {
            server.close();
        }
    }
}
