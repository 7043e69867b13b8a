package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerInstance;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A MySQL-family server of a test's own, initialised and started by the adapter's server control
 * (the code {@code ibench sweep} uses) from a base directory: Debian's MariaDB in {@code /usr} or
 * an {@link UpstreamMySql} tarball. Its root user has no password; it listens on a free port of
 * 127.0.0.1 and a socket in its folder.
 */
public final class OwnServer implements AutoCloseable {
    private final ServerControl control;
    private final ServerBinaries binaries;
    private ServerInstance instance;
    private RunningServer running;

    private OwnServer(ServerControl control, ServerBinaries binaries, ServerInstance instance) {
        this.control = control;
        this.binaries = binaries;
        this.instance = instance;
    }

    /**
     * @param basedir the binaries' base directory
     * @param folder  an empty folder for the data directory, socket and logs
     * @param config  the server's config file, e.g. {@code [mysqld]\ninnodb_buffer_pool_size = 128M\n}
     * @return a started server with a fresh data directory
     * @throws Exception when it cannot be initialised or started; the message has its log's error lines
     */
    public static OwnServer start(Path basedir, Path folder, String config) throws Exception {
        ServerControl control = new MySqlAdapter().serverControl().orElseThrow();
        ServerInstance instance = new ServerInstance(folder.resolve("server"), Files.createDirectories(folder.resolve("logs")),
                freePort(), config, 180);
        OwnServer server = new OwnServer(control, control.locate(basedir), instance);
        control.initialize(server.binaries, instance);
        server.startProcess();
        return server;
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0)) {
            return probe.getLocalPort();
        }
    }

    /** @return what the control found: product, version, config sets */
    public ServerBinaries binaries() {
        return binaries;
    }

    /** @return a JDBC URL of the server without a database */
    public String url() {
        return "jdbc:mysql://127.0.0.1:" + instance.port() + "/";
    }

    /** @return the server's process id */
    public long pid() {
        return running.pid();
    }

    /**
     * @param database created afresh (dropped first when it exists)
     * @return options that reach it over TCP as root
     * @throws SQLException when the server does not answer
     */
    public ConnectionOptions freshDatabase(String database) throws SQLException {
        try (Connection c = DriverManager.getConnection(url() + "?allowPublicKeyRetrieval=true&sslMode=DISABLED", "root", "");
             Statement s = c.createStatement()) {
            s.execute("drop database if exists " + database);
            s.execute("create database " + database);
        }
        return ConnectionOptions.ofUrl(url() + database, "root", null);
    }

    /** Starts the server on its existing data directory and waits until it accepts connections. */
    public void startProcess() throws Exception {
        running = control.start(binaries, instance);
    }

    /**
     * Stops the server and starts it again on the same data directory with another config file.
     *
     * @param config the new config file's text
     * @throws Exception when it does not start; the message has its error log's lines
     */
    public void restartWith(String config) throws Exception {
        close();
        instance = new ServerInstance(instance.folder(), instance.logs(), instance.port(), config, instance.startSeconds());
        startProcess();
    }

    /** Kills the server with SIGKILL, as a crash would, and waits until it is gone. */
    public void kill() throws InterruptedException {
        running.kill();
    }

    /** @return whether the server process is alive (not killed or stopped) */
    public boolean running() {
        return running != null && ProcessHandle.of(running.pid()).map(ProcessHandle::isAlive).orElse(false);
    }

    @Override
    public void close() throws Exception {
        if (running()) {
            running.stop();
        }
    }
}
