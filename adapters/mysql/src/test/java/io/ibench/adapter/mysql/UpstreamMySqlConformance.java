package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.conformance.OwnServer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

/**
 * The conformance test against an upstream MySQL server of the test class's own, started from an
 * {@link UpstreamMySql} tarball by the adapter's server control, stopped after the class.
 */
abstract class UpstreamMySqlConformance extends MySqlConformance {
    /** A small server: the conformance steps are tiny. */
    static final String CONFIG = "[mysqld]\ninnodb_buffer_pool_size = 128M\nmax_connections = 200\n";

    private OwnServer server;
    private Path folder;

    /** @return the server to test against */
    abstract UpstreamMySql upstream();

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        folder = Files.createTempDirectory("ibench-" + upstream().version() + "-");
        server = upstream().start(folder, CONFIG);
        try (Connection c = DriverManager.getConnection(UpstreamMySql.url(server) + "?sslMode=DISABLED", "root", "");
             Statement s = c.createStatement()) {
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
