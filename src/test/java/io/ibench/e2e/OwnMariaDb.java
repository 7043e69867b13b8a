package io.ibench.e2e;

import io.ibench.core.conformance.Requirements;
import io.ibench.core.spi.Adapters;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerInstance;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;


/**
 * A MariaDB server of the test's own, started from the Debian binaries through the MySQL
 * adapter's server control (as {@code ibench sweep} starts servers) on a free port in a
 * temporary folder, which a test may kill, restart, stall and resume without disturbing the
 * shared local service. The test is skipped when the binaries are not installed.
 */
final class OwnMariaDb implements AutoCloseable {
    private static final Path BASEDIR = Path.of("/usr");
    private static final String CONFIG = "[mysqld]\ninnodb_buffer_pool_size = 128M\nmax_connections = 200\n";

    private final ServerControl control;
    private final ServerBinaries binaries;
    private final ServerInstance instance;
    private RunningServer running;

    private OwnMariaDb(ServerControl control, ServerBinaries binaries, ServerInstance instance) {
        this.control = control;
        this.binaries = binaries;
        this.instance = instance;
    }

    /**
     * @param folder an empty folder for the data directory, socket and logs
     * @return a started server with an empty data directory (root, no password)
     */
    static OwnMariaDb start(Path folder) throws Exception {
        Requirements.executable(BASEDIR.resolve("sbin/mariadbd"), "MariaDB server from Debian's packages");
        Requirements.executable(BASEDIR.resolve("bin/mariadb-install-db"), "MariaDB install tool from Debian's packages");
        ServerControl control = Adapters.discover().choose("mariadb", null).serverControl().orElseThrow();
        ServerInstance instance = new ServerInstance(folder.resolve("server"), Files.createDirectories(folder.resolve("logs")),
                freePort(), CONFIG, 120);
        OwnMariaDb server = new OwnMariaDb(control, control.locate(BASEDIR), instance);
        control.initialize(server.binaries, instance);
        server.startProcess();
        return server;
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0)) {
            return probe.getLocalPort();
        }
    }

    /** @return a JDBC URL of the server without a database */
    String url() {
        return "jdbc:mysql://127.0.0.1:" + instance.port() + "/";
    }

    /** Starts the server on the existing data directory and waits until it accepts connections. */
    void startProcess() throws Exception {
        running = control.start(binaries, instance);
    }

    /** Kills the server with SIGKILL, as a crash would, and waits until it is gone. */
    void kill() throws InterruptedException {
        running.kill();
    }

    /** Stops the server process (SIGSTOP): it keeps its connections but answers nothing. */
    void stall() throws IOException, InterruptedException {
        signal("STOP");
    }

    /** Lets a stalled server go on (SIGCONT). */
    void resume() throws IOException, InterruptedException {
        signal("CONT");
    }

    /** Not asserted: {@link #close} resumes a server a failed test may have left killed. */
    private void signal(String name) throws IOException, InterruptedException {
        Ibench.signal(running.pid(), name);
    }

    @Override
    public void close() throws Exception {
        if (running != null) {
            resume();
            running.stop();
        }
    }
}
