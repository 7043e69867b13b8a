package io.ibench.core.conformance;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerInstance;
import io.ibench.core.spi.ServerStartException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link ServerControl} must do, against real binaries: find them and their version,
 * initialise a fresh data directory, start with a config file (and again on the same data),
 * accept connections as the admin user with its password, apply the config, stop cleanly; fail a
 * config with an unknown option in one sentence with the error lines of the server's log; and let in
 * nobody else (docs/sweeps.md, "A server ibench starts"): with a password, a login without it is refused over
 * TCP and over the socket, for the admin user and other names; without one, nothing listens on TCP and the
 * socket lets the admin user in; the server's folder is its owner's only (0700, its config 0600); the server's
 * process listens on its port (with a password) and socket and nothing else, no other protocol such as MySQL's X
 * Plugin; an empty password is refused.
 * Subclasses name the binaries (the test is skipped when they are missing) and the configs.
 */
public abstract class ServerControlConformance {
    @TempDir
    Path work;

    private final Adapter adapter;
    private final Path basedir;
    private final Path serverBinary;
    private final String expectedSet;
    private final String config;
    private final String maxConnectionsQuery;
    private final String unknownOption;
    private final String unknownOptionMessage;

    /**
     * @param adapter              the adapter whose control is tested
     * @param basedir              the base directory of the binaries
     * @param serverBinary         the server's binary under it, e.g. {@code sbin/mariadbd}; the
     *     test is skipped without it
     * @param expectedSet          the config set expected for them, e.g. {@code mariadb-10.11}
     * @param config               a config, in the DBMS's syntax, that sets {@code max_connections} to 123
     * @param maxConnectionsQuery  the statement that reads it, e.g. {@code select @@max_connections}
     * @param unknownOption        a config with an option the server does not know
     * @param unknownOptionMessage what the server's log says about it, e.g. {@code unknown variable}
     */
    protected ServerControlConformance(Adapter adapter, Path basedir, String serverBinary, String expectedSet,
                                       String config, String maxConnectionsQuery, String unknownOption,
                                       String unknownOptionMessage) {
        this.adapter = adapter;
        this.basedir = basedir;
        this.serverBinary = basedir.resolve(serverBinary);
        this.expectedSet = expectedSet;
        this.config = config;
        this.maxConnectionsQuery = maxConnectionsQuery;
        this.unknownOption = unknownOption;
        this.unknownOptionMessage = unknownOptionMessage;
    }

    /** How many times a test reads what a server listens on, over a second. */
    private static final int LISTENER_READS = 5;

    /** The admin user's password in these tests. */
    private static final String PASSWORD = "conformance-pw";

    /**
     * @return the configs a server with a password is locked down with; the conformance config, and others a
     *         subclass adds, e.g. with {@code skip_name_resolve}, which changes which account a login matches
     */
    protected List<String> lockedDownConfigs() {
        return List.of(config);
    }

    private ServerControl control() {
        return adapter.serverControl().orElseThrow();
    }

    private ServerBinaries binaries() {
        Requirements.executable(serverBinary, expectedSet + " server");
        return control().locate(basedir);
    }

    private ServerInstance instance(String name, String config) throws Exception {
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        return new ServerInstance(work.resolve(name), Files.createDirectories(work.resolve(name + "-logs")), port,
                config, 120);
    }

    @Test
    void startsFromAFreshDataDirectoryWithTheConfigAndStopsCleanly() throws Exception {
        ServerBinaries binaries = binaries();
        assertEquals(expectedSet, binaries.configSets().get(0));
        ServerInstance instance = instance("server", config);
        control().initialize(binaries, instance, PASSWORD);
        for (int start = 1; start <= 2; start++) {
            RunningServer server = control().start(binaries, instance, PASSWORD);
            try {
                assertTrue(ProcessHandle.of(server.pid()).map(ProcessHandle::isAlive).orElse(false),
                        server.description());
                ConnectionTarget target = adapter.serverTarget(server.connection(null));
                try (Connection c = DriverManager.getConnection(target.jdbcUrl(), target.properties());
                     Statement s = c.createStatement(); ResultSet rs = s.executeQuery(maxConnectionsQuery)) {
                    assertTrue(rs.next());
                    assertEquals("123", rs.getString(1), "start " + start);
                }
            } finally {
                assertTrue(server.stop(), "start " + start + ": a clean shutdown");
            }
            assertFalse(ProcessHandle.of(server.pid()).map(ProcessHandle::isAlive).orElse(false));
        }
    }

    @Test
    void anUnknownOptionFailsInOneSentenceWithTheErrorLines() throws Exception {
        ServerBinaries binaries = binaries();
        ServerInstance instance = instance("bad", unknownOption);
        ServerStartException e = assertThrows(ServerStartException.class, () -> {
            control().initialize(binaries, instance, PASSWORD);
            control().start(binaries, instance, PASSWORD).stop();
        });
        assertTrue(e.getMessage().contains("error lines of " + instance.logs()), e.getMessage());
        assertTrue(e.getMessage().contains(unknownOptionMessage), e.getMessage());
    }

    @Test
    void withAPasswordNoLoginWithoutItIsLetIn() throws Exception {
        ServerBinaries binaries = binaries();
        List<String> configs = lockedDownConfigs();
        for (int i = 0; i < configs.size(); i++) {
            ServerInstance instance = instance("locked-" + i, configs.get(i));
            control().initialize(binaries, instance, PASSWORD);
            RunningServer server = control().start(binaries, instance, PASSWORD);
            try {
                String config = "config " + i + ": ";
                ConnectionOptions admin = server.connection(null);
                String socket = socketIn(instance.folder());
                assertTrue(logsIn(ConnectionOptions.ofHost("127.0.0.1", instance.port(), admin.user(), PASSWORD,
                        null)), config + "the admin user with the password, over TCP");
                assertTrue(logsIn(onSocket(socket, instance, admin.user(), PASSWORD)),
                        config + "the admin user with the password, over the socket");
                for (String user : users(admin.user())) {
                    assertFalse(logsIn(ConnectionOptions.ofHost("127.0.0.1", instance.port(), user, null, null)),
                            config + user + " without password over TCP");
                    assertFalse(logsIn(onSocket(socket, instance, user, null)),
                            config + user + " without password over the socket " + socket);
                }
                assertOwnerOnly(instance);
                assertListensOnlyOn(server, Set.of("127.0.0.1:" + instance.port(), socket),
                        config + "its port and socket, no other protocol (MySQL's X Plugin)");
            } finally {
                assertTrue(server.stop(), "a clean shutdown");
            }
        }
    }

    /** An empty password would let the admin user in over TCP without one: refused before anything is created. */
    @Test
    void anEmptyPasswordIsRefused() throws Exception {
        ServerBinaries binaries = binaries();
        ServerInstance instance = instance("empty-password", config);
        assertThrows(IllegalArgumentException.class, () -> control().initialize(binaries, instance, ""));
        assertThrows(IllegalArgumentException.class, () -> control().start(binaries, instance, ""));
        assertFalse(Files.exists(instance.dataDirectory()), "no data directory was created");
    }

    @Test
    void withoutAPasswordOnlyTheSocketLetsIn() throws Exception {
        ServerBinaries binaries = binaries();
        ServerInstance instance = instance("socket-only", config);
        control().initialize(binaries, instance, null);
        RunningServer server = control().start(binaries, instance, null);
        try {
            ConnectionOptions admin = server.connection(null);
            assertTrue(admin.socket() != null && admin.socket().startsWith(instance.folder().toString()),
                    "the connection names the server's socket: " + admin);
            assertTrue(logsIn(admin), "the admin user over the socket");
            for (String user : users(admin.user())) {
                assertFalse(logsIn(ConnectionOptions.ofHost("127.0.0.1", instance.port(), user, null, null)),
                        user + " over TCP");
            }
            assertOwnerOnly(instance);
            assertListensOnlyOn(server, Set.of(socketIn(instance.folder())),
                    "its socket alone, no port and no other protocol (MySQL's X Plugin)");
        } finally {
            assertTrue(server.stop(), "a clean shutdown");
        }
    }

    /**
     * Asserts what the server's process listens on (TCP as {@code address:port}, unix-domain sockets by path), read
     * {@value #LISTENER_READS} times over a second: a protocol may open its listener after the server accepts
     * connections (MySQL 8.0.15's X Plugin about 0.1 s after).
     */
    private static void assertListensOnlyOn(RunningServer server, Set<String> expected, String what)
            throws IOException, InterruptedException {
        for (int i = 0; i < LISTENER_READS; i++) {
            Thread.sleep(1000 / LISTENER_READS);
            assertEquals(expected, Listeners.of(server.pid()).stream().map(Listeners.Listener::key)
                    .collect(Collectors.toSet()), what);
        }
    }

    /** @return the admin user and other names a local user might try */
    private static List<String> users(String admin) {
        return List.of(admin, "root", "postgres", "mysql", System.getProperty("user.name")).stream().distinct()
                .toList();
    }

    private ConnectionOptions onSocket(String socket, ServerInstance instance, String user, String password) {
        return new ConnectionOptions(null, null, instance.port(), socket, user, password, null);
    }

    /** @return the server's socket file in its folder (MySQL's {@code mysqld.sock}, PostgreSQL's .s.PGSQL.port) */
    private static String socketIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> {
                try {
                    return Files.readAttributes(f, BasicFileAttributes.class).isOther();
                } catch (IOException e) {
                    return false;
                }
            }).findFirst().orElseThrow(() -> new AssertionError("no socket in " + folder)).toString();
        }
    }

    /** @return whether a connection with these options is let in; false when it is refused or nothing listens */
    private boolean logsIn(ConnectionOptions options) {
        ConnectionTarget target = adapter.serverTarget(options);
        Properties properties = new Properties();
        properties.putAll(target.properties());
        properties.setProperty("connectTimeout", "5000");
        try (Connection c = DriverManager.getConnection(target.jdbcUrl(), properties)) {
            return c.isValid(5);
        } catch (SQLException e) {
            return false;
        }
    }

    private void assertOwnerOnly(ServerInstance instance) throws IOException {
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(instance.folder())),
                "the server's folder " + instance.folder());
        Path config = instance.folder().resolve(control().configSyntax().fileName());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(config)),
                "the server's config " + config);
    }
}
