package io.ibench.e2e;

import io.ibench.adapter.mysql.MySqlAdapter;
import io.ibench.adapter.mysql.UpstreamMySql;
import io.ibench.core.conformance.OwnServer;
import io.ibench.core.conformance.Requirements;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * A MariaDB server of the test's own, started from the Debian binaries through the MySQL
 * adapter's server control (as {@code ibench sweep} starts servers) on a free port in a
 * temporary folder, which a test may kill, restart, stall and resume without disturbing the
 * shared local service. The test is skipped when the binaries are not installed.
 */
final class OwnMariaDb implements AutoCloseable {
    private static final Path BASEDIR = Path.of("/usr");
    private static final String CONFIG = "[mysqld]\ninnodb_buffer_pool_size = 128M\nmax_connections = 200\n";

    private final OwnServer server;

    private OwnMariaDb(OwnServer server) {
        this.server = server;
    }

    /**
     * @param folder an empty folder for the data directory, socket and logs
     * @return a started server with an empty data directory (root with {@link OwnServer#PASSWORD})
     */
    static OwnMariaDb start(Path folder) throws Exception {
        return start(folder, "");
    }

    /**
     * @param folder an empty folder for the data directory, socket and logs
     * @param more   further {@code [mysqld]} lines, e.g. {@code log_bin = binlog\n}
     * @return a started server with an empty data directory (root with {@link OwnServer#PASSWORD})
     */
    static OwnMariaDb start(Path folder, String more) throws Exception {
        Requirements.executable(BASEDIR.resolve("sbin/mariadbd"), "MariaDB server from Debian's packages");
        Requirements.executable(BASEDIR.resolve("bin/mariadb-install-db"),
                "MariaDB install tool from Debian's packages");
        return new OwnMariaDb(OwnServer.start(new MySqlAdapter().serverControl().orElseThrow(), BASEDIR, folder,
                CONFIG + more));
    }

    /** @return a JDBC URL of the server without a database */
    String url() {
        return UpstreamMySql.url(server);
    }

    /** @return a new connection to the server as root, for the test's own statements */
    Connection admin() throws SQLException {
        return DriverManager.getConnection(url() + "?sslMode=DISABLED&allowPublicKeyRetrieval=true", "root",
                OwnServer.PASSWORD);
    }

    /** @return a file whose first line is root's password, for {@code --password-file} */
    Path passwordFile() {
        return server.passwordFile();
    }

    /** Starts the server on the existing data directory and waits until it accepts connections. */
    void startProcess() throws Exception {
        server.startProcess();
    }

    /** Kills the server with SIGKILL, as a crash would, and waits until it is gone. */
    void kill() throws InterruptedException {
        server.kill();
    }

    /** Stops the server process (SIGSTOP): it keeps its connections but answers nothing. */
    void stall() throws IOException, InterruptedException {
        Ibench.signal(server.pid(), "STOP");
    }

    /** @return the server's process id */
    long pid() {
        return server.pid();
    }

    /** Lets a stalled server go on (SIGCONT). */
    void resume() throws IOException, InterruptedException {
        Ibench.signal(server.pid(), "CONT");
    }

    /** Not asserted: resumes a server a failed test may have left stalled, then stops it. */
    @Override
    public void close() throws Exception {
        if (server.running()) {
            resume();
        }
        server.close();
    }
}
