package io.ibench.adapter.mysql;

import io.ibench.core.conformance.Requirements;
import io.ibench.core.conformance.ServerControlConformance;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerInstance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MariaDB 10.11 from Debian's packages ({@code /usr/sbin/mariadbd}), started and stopped by the
 * adapter's server control; its temporary files go to a folder of its own unless the config names one. Its
 * installer creates four root accounts without password; with {@code skip_name_resolve} a login over the socket
 * matches {@code root@localhost} and one over TCP {@code root@127.0.0.1}, so both configs are locked down.
 */
class MariaDbServerControlIT extends ServerControlConformance {
    private static final Path BASEDIR = Path.of("/usr");
    private static final String CONFIG = "[mysqld]\ninnodb_buffer_pool_size = 64M\nmax_connections = 123\n";

    @TempDir
    Path folders;

    MariaDbServerControlIT() {
        super(new MySqlAdapter(), BASEDIR, "sbin/mariadbd", "mariadb-10.11", CONFIG, "select @@max_connections",
                "[mysqld]\ninnodb_buffer_pool_size = 64M\ninnodb_no_such_option = 1\n",
                "unknown variable 'innodb_no_such_option=1'");
    }

    @Override
    protected List<String> lockedDownConfigs() {
        return List.of(CONFIG, CONFIG + "skip_name_resolve\n");
    }

    @Test
    void theServerKeepsItsTemporaryFilesInItsOwnFolderUnlessTheConfigNamesOne() throws Exception {
        Requirements.executable(BASEDIR.resolve("sbin/mariadbd"), "MariaDB server from Debian's packages");
        Path named = Files.createDirectories(folders.resolve("named-tmp"));
        assertEquals(folders.resolve("own/tmp").toString(), tmpdirOf("own", CONFIG));
        assertEquals(named.toString(), tmpdirOf("named", CONFIG + "tmpdir = " + named + "\n"));
    }

    /** @return {@code @@tmpdir} of a server initialised and started in {@code folders/name} with the config */
    private String tmpdirOf(String name, String config) throws Exception {
        MySqlAdapter adapter = new MySqlAdapter();
        ServerControl control = adapter.serverControl().orElseThrow();
        ServerBinaries binaries = control.locate(BASEDIR);
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        ServerInstance instance = new ServerInstance(folders.resolve(name),
                Files.createDirectories(folders.resolve(name + "-logs")), port, config, 120);
        control.initialize(binaries, instance, "tmpdir-pw");
        RunningServer server = control.start(binaries, instance, "tmpdir-pw");
        try {
            ConnectionTarget target = adapter.serverTarget(server.connection(null));
            try (Connection c = TestServer.connect(target); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("select @@tmpdir")) {
                assertTrue(rs.next());
                return rs.getString(1);
            }
        } finally {
            assertTrue(server.stop(), "a clean shutdown");
        }
    }
}
