package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.server.RandomPassword;
import io.ibench.core.spi.EmbeddedServer;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerInstance;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Properties;

/**
 * Starts an embedded server of the MySQL family from binaries the jar carries, unpacked into the run's temporary
 * folder, as {@code ibench sweep} starts servers ({@link MySqlServerControl}): on a free port of 127.0.0.1, with a
 * random password for root that only this run knows (every other account dropped before the server listens), and
 * the benchmark database created.
 */
final class EmbeddedBinaries {
    private static final int START_SECONDS = 180;

    private EmbeddedBinaries() {
    }

    /**
     * @param adapter       the MySQL adapter
     * @param basedir       the unpacked binaries
     * @param workDirectory the run's temporary folder, which receives {@code server/} and {@code logs/}
     * @param config        the server's config file
     * @param database      the benchmark database to create
     * @param what          what runs, e.g. {@code MySQL}, for the description
     * @return the running server, its options with the password
     */
    static EmbeddedServer start(MySqlAdapter adapter, Path basedir, Path workDirectory, String config, String database,
                                String what) throws Exception {
        ServerControl control = adapter.serverControl().orElseThrow();
        ServerBinaries binaries = control.locate(basedir);
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        ServerInstance instance = new ServerInstance(workDirectory.resolve("server"),
                Files.createDirectories(workDirectory.resolve("logs")), port, config, START_SECONDS);
        String password = RandomPassword.next();
        control.initialize(binaries, instance, password);
        RunningServer server = control.start(binaries, instance, password);
        ConnectionOptions options = ConnectionOptions.ofHost("127.0.0.1", port, "root", password, database);
        Properties login = new Properties();
        login.setProperty("user", "root");
        login.setProperty("password", password);
        try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port + "/?sslMode=DISABLED"
                + "&allowPublicKeyRetrieval=true", login); Statement s = c.createStatement()) {
            s.execute("create database if not exists `" + database.replace("`", "``") + "`");
        } catch (Exception e) {
            server.close();
            throw e;
        }
        return EmbeddedServer.of(options, "embedded " + what + " " + binaries.version() + " on 127.0.0.1:" + port
                + ", data in " + workDirectory, server::close);
    }
}
