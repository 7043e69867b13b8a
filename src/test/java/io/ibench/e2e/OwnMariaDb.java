package io.ibench.e2e;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A MariaDB server of the test's own, started from the Debian binaries on a free port in a
 * temporary folder, which a test may kill, restart, stall and resume without disturbing the
 * shared local service. The test is skipped when the binaries are not installed.
 */
final class OwnMariaDb implements AutoCloseable {
    private static final Path SERVER = Path.of("/usr/sbin/mariadbd");
    private static final Path INSTALL = Path.of("/usr/bin/mariadb-install-db");

    private final Path folder;
    private final int port;
    private Process process;

    private OwnMariaDb(Path folder, int port) {
        this.folder = folder;
        this.port = port;
    }

    /**
     * @param folder an empty folder for the data directory, socket and logs
     * @return a started server with an empty data directory (root, no password)
     */
    static OwnMariaDb start(Path folder) throws IOException, InterruptedException, SQLException {
        assumeTrue(Files.isExecutable(SERVER) && Files.isExecutable(INSTALL),
                "MariaDB's Debian binaries (" + SERVER + ", " + INSTALL + ") are not installed");
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        OwnMariaDb server = new OwnMariaDb(folder, port);
        Process install = new ProcessBuilder(INSTALL.toString(), "--no-defaults", "--datadir=" + folder.resolve("data"),
                "--auth-root-authentication-method=normal", "--skip-test-db", "--user=" + System.getProperty("user.name"))
                .redirectErrorStream(true).redirectOutput(folder.resolve("install.log").toFile()).start();
        if (!install.waitFor(120, TimeUnit.SECONDS) || install.exitValue() != 0) {
            throw new IllegalStateException("mariadb-install-db failed: " + Files.readString(folder.resolve("install.log")));
        }
        server.startProcess();
        return server;
    }

    /** @return a JDBC URL of the server without a database */
    String url() {
        return "jdbc:mysql://127.0.0.1:" + port + "/";
    }

    /** Starts the server on the existing data directory and waits until it accepts connections. */
    void startProcess() throws IOException, InterruptedException, SQLException {
        process = new ProcessBuilder(SERVER.toString(), "--no-defaults", "--datadir=" + folder.resolve("data"),
                "--port=" + port, "--bind-address=127.0.0.1", "--socket=" + folder.resolve("mysqld.sock"),
                "--pid-file=" + folder.resolve("mysqld.pid"), "--user=" + System.getProperty("user.name"),
                "--innodb-buffer-pool-size=128M", "--max-connections=200", "--log-error=" + folder.resolve("error.log"))
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(folder.resolve("stdout.log").toFile()))
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            try (Connection c = DriverManager.getConnection(url(), "root", "")) {
                return;
            } catch (SQLException e) {
                if (!process.isAlive() || System.nanoTime() > deadline) {
                    throw new SQLException("the test's MariaDB did not start: "
                            + Files.readString(folder.resolve("error.log"), StandardCharsets.UTF_8), e);
                }
                Thread.sleep(100);
            }
        }
    }

    /** Kills the server with SIGKILL, as a crash would, and waits until it is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    /** Stops the server process (SIGSTOP): it keeps its connections but answers nothing. */
    void stall() throws IOException, InterruptedException {
        signal("STOP");
    }

    /** Lets a stalled server go on (SIGCONT). */
    void resume() throws IOException, InterruptedException {
        signal("CONT");
    }

    private void signal(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder(List.of("kill", "-" + name, Long.toString(process.pid()))).start();
        kill.waitFor(10, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws Exception {
        if (process != null && process.isAlive()) {
            resume();
            process.destroy();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                kill();
            }
        }
    }
}
