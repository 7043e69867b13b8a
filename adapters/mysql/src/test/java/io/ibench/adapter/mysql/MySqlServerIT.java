package io.ibench.adapter.mysql;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.TableOptions;
import io.ibench.core.spi.CleanupContext;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.PostLoadCleanup;
import io.ibench.core.spi.ServerInfo;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Server facts and the InnoDB cleanup against the real server. */
class MySqlServerIT {
    private static final String DB = "ibench_it_server";
    private static final MySqlAdapter ADAPTER = new MySqlAdapter();
    private static ConnectionTarget target;

    @TempDir
    Path output;

    @BeforeAll
    static void database() throws SQLException {
        ConnectionOptions options = TestServer.freshDatabase(DB);
        target = ADAPTER.target(options);
    }

    @AfterAll
    static void dropDatabase() throws SQLException {
        TestServer.drop(DB);
    }

    @Test
    void describesProductVersionEngineAndVariables() throws SQLException {
        try (Connection c = TestServer.connect(target)) {
            ServerInfo info = ADAPTER.describeServer(c, new TableOptions(null, ""));
            assertEquals("InnoDB", info.engine());
            assertTrue(List.of("MariaDB", "MySQL", "Percona Server").contains(info.product()), info.product());
            assertEquals(info.variables().get("version"), info.version());
            assertTrue(info.variables().containsKey("innodb_buffer_pool_size"));
            assertTrue(info.facts().containsKey("datadir"));
            ConfigException e = assertThrows(ConfigException.class,
                    () -> ADAPTER.describeServer(c, new TableOptions("nosuchengine", "")));
            assertEquals("--engine nosuchengine is not available on this server (see SHOW ENGINES)", e.getMessage());
        }
    }

    @Test
    void theCleanupForcesWriteBackDuringTheWaitAndRestoresTheSettings() throws Exception {
        try (Connection c = TestServer.connect(target); Statement s = c.createStatement()) {
            s.execute("create table pi1 (id int primary key) engine=innodb");
            String lwm = InnoDbCleanup.variable(c, "innodb_max_dirty_pages_pct_lwm");
            String pct = InnoDbCleanup.variable(c, "innodb_max_dirty_pages_pct");
            List<String> actions = new ArrayList<>();
            CleanupContext context = new CleanupContext() {
                @Override
                public List<String> tables() {
                    return List.of("pi1");
                }

                @Override
                public Connection connection() throws SQLException {
                    return TestServer.connect(target);
                }

                @Override
                public Path outputDirectory() {
                    return output;
                }

                @Override
                public synchronized void record(String action, double seconds, String outcome) {
                    actions.add(action + " -> " + outcome);
                }
            };
            PostLoadCleanup.Finisher finisher = ADAPTER.cleanup(new TableOptions(null, "")).begin(context);
            assertEquals(1.0, Double.parseDouble(InnoDbCleanup.variable(c, "innodb_max_dirty_pages_pct")), 0);
            assertEquals(1.0, Double.parseDouble(InnoDbCleanup.variable(c, "innodb_max_dirty_pages_pct_lwm")), 0);
            finisher.finish();
            assertEquals(pct, InnoDbCleanup.variable(c, "innodb_max_dirty_pages_pct"));
            assertEquals(lwm, InnoDbCleanup.variable(c, "innodb_max_dirty_pages_pct_lwm"));
            assertTrue(actions.contains("analyze table pi1 -> done"), actions.toString());
            assertTrue(Files.readString(output.resolve("innodb-status-before.txt")).contains("BUFFER POOL AND MEMORY"));
            assertTrue(Files.exists(output.resolve("innodb-status-after.txt")));
            boolean binlog = "ON".equalsIgnoreCase(InnoDbCleanup.variable(c, "log_bin"));
            assertTrue(actions.contains(binlog ? "reset master -> done" : "reset master -> skipped: binary logging is off"),
                    actions.toString());
        }
    }
}
