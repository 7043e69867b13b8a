package io.ibench.core.conformance;

import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerInstance;
import io.ibench.core.spi.ServerStartException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link ServerControl} must do, against real binaries: find them and their version,
 * initialise a fresh data directory, start with a config file (and again on the same data),
 * accept connections as a user without password, apply the config, stop cleanly; and fail a
 * config with an unknown option in one sentence with the error lines of the server's log.
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
        control().initialize(binaries, instance);
        for (int start = 1; start <= 2; start++) {
            RunningServer server = control().start(binaries, instance);
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
            control().initialize(binaries, instance);
            control().start(binaries, instance).stop();
        });
        assertTrue(e.getMessage().contains("error lines of " + instance.logs()), e.getMessage());
        assertTrue(e.getMessage().contains(unknownOptionMessage), e.getMessage());
    }
}
