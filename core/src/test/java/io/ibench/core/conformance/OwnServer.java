package io.ibench.core.conformance;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerInstance;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A server of a test's own, initialised and started by an adapter's server control (the code
 * {@code ibench sweep} uses) from a base directory, e.g. Debian's MariaDB in {@code /usr}, an
 * upstream MySQL tarball or PostgreSQL in {@code /usr/lib/postgresql/15}. It listens on a free port
 * of 127.0.0.1 and on its socket, its admin user with the password {@value #PASSWORD} (in the file
 * {@link #passwordFile()} for commands); a test may kill, restart and reconfigure it.
 */
public final class OwnServer implements AutoCloseable {
    /** The admin user's password. */
    public static final String PASSWORD = "own-server-pw";


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
     * @param control the adapter's server control
     * @param basedir the binaries' base directory
     * @param folder  an empty folder for the data directory, socket and logs
     * @param config  the server's config file, e.g. {@code [mysqld]\ninnodb_buffer_pool_size = 128M\n}
     * @return a started server with a fresh data directory
     * @throws Exception when it cannot be initialised or started; the message has its log's error lines
     */
    public static OwnServer start(ServerControl control, Path basedir, Path folder, String config) throws Exception {
        ServerInstance instance = new ServerInstance(folder.resolve("server"),
                Files.createDirectories(folder.resolve("logs")),
                freePort(), config, 180);
        OwnServer server = new OwnServer(control, control.locate(basedir), instance);
        Files.writeString(folder.resolve("password"), PASSWORD + "\n");
        control.initialize(server.binaries, instance, PASSWORD);
        server.startProcess();
        return server;
    }

    /** @return a file whose first line is {@link #PASSWORD}, for {@code --password-file} */
    public Path passwordFile() {
        return instance.folder().resolveSibling("password");
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

    /** @return the TCP port of 127.0.0.1 the server listens on */
    public int port() {
        return instance.port();
    }

    /** @return the server's process id */
    public long pid() {
        return running.pid();
    }

    /**
     * @param database a database of the server
     * @return options that reach it as the admin user, with the password
     */
    public ConnectionOptions connection(String database) {
        return running.connection(database);
    }

    /** Starts the server on its existing data directory and waits until it accepts connections. */
    public void startProcess() throws Exception {
        running = control.start(binaries, instance, PASSWORD);
    }

    /**
     * Stops the server and starts it again on the same data directory with another config file.
     *
     * @param config the new config file's text
     * @throws Exception when it does not start; the message has its error log's lines
     */
    public void restartWith(String config) throws Exception {
        close();
        instance = new ServerInstance(instance.folder(), instance.logs(), instance.port(), config,
                instance.startSeconds());
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
