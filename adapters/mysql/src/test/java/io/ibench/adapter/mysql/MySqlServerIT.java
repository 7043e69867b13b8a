package io.ibench.adapter.mysql;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.EngineOptions;
import io.ibench.core.conformance.RecordingCleanupContext;
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
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
            ServerInfo info = ADAPTER.describeServer(c, EngineOptions.DEFAULT);
            assertEquals("InnoDB", info.engine());
            assertTrue(List.of("MariaDB", "MySQL", "Percona Server").contains(info.product()), info.product());
            assertEquals(info.variables().get("version"), info.version());
            assertTrue(info.variables().containsKey("innodb_buffer_pool_size"));
            assertTrue(info.facts().containsKey("datadir"));
            ConfigException e = assertThrows(ConfigException.class,
                    () -> ADAPTER.describeServer(c, new EngineOptions("nosuchengine", "", true, false)));
            assertEquals("--engine nosuchengine is not available on this server (see SHOW ENGINES)", e.getMessage());
        }
    }

    @Test
    void theInnoDbCleanupForcesWriteBackDuringTheWaitAndRestoresTheSettings() throws Exception {
        try (Connection c = TestServer.connect(target); Statement s = c.createStatement()) {
            s.execute("create table pi1 (id int primary key) engine=innodb");
            String lwm = CleanupActions.variable(c, "innodb_max_dirty_pages_pct_lwm");
            String pct = CleanupActions.variable(c, "innodb_max_dirty_pages_pct");
            RecordingCleanupContext context = context(List.of("pi1"), 5);
            PostLoadCleanup.Finisher finisher = ADAPTER.cleanup(EngineOptions.DEFAULT).begin(context);
            assertEquals(1.0, Double.parseDouble(CleanupActions.variable(c, "innodb_max_dirty_pages_pct")), 0);
            assertEquals(1.0, Double.parseDouble(CleanupActions.variable(c, "innodb_max_dirty_pages_pct_lwm")), 0);
            finisher.finish();
            List<String> actions = context.actions();
            assertEquals(pct, CleanupActions.variable(c, "innodb_max_dirty_pages_pct"));
            assertEquals(lwm, CleanupActions.variable(c, "innodb_max_dirty_pages_pct_lwm"));
            assertTrue(actions.contains("analyze table pi1 -> done"), actions.toString());
            assertTrue(Files.readString(output.resolve("innodb-status-before.txt")).contains("BUFFER POOL AND MEMORY"));
            assertTrue(Files.exists(output.resolve("innodb-status-after.txt")));
            boolean binlog = "ON".equalsIgnoreCase(CleanupActions.variable(c, "log_bin"));
            assertTrue(actions.contains(binlog ? "reset master -> done" : "reset master -> skipped: binary logging is off"),
                    actions.toString());
        }
    }

    @Test
    void theMyRocksCleanupWaitsForCompactionFlushesAndCompactsL0() throws Exception {
        EngineOptions rocksdb = new EngineOptions("rocksdb", "", true, false);
        try (Connection c = TestServer.connect(target); Statement s = c.createStatement()) {
            assumeTrue(rocksDbAvailable(c), "skipped: the test server has no RocksDB engine (.ci/run loads it)");
            s.execute("create table pi2 (id int primary key) engine=rocksdb");
            s.execute("insert into pi2 values (1), (2), (3)");
            RecordingCleanupContext context = context(List.of("pi2"), 3);
            ADAPTER.cleanup(rocksdb).begin(context).finish();
            List<String> actions = context.actions();
            MySqlFlavor flavor = MySqlFlavor.read(c);
            String l0 = flavor.myRocksCompactL0Variable().orElseThrow();
            assertTrue(actions.contains("wait until no compaction runs -> done"), actions.toString());
            assertTrue(actions.contains("set global rocksdb_force_flush_memtable_now=1 -> done"), actions.toString());
            assertTrue(actions.contains("set global " + l0 + "=1 -> done"), actions.toString());
            assertTrue(Files.readString(output.resolve("rocksdb-status-before.txt")).length() > 0);
            assertTrue(Files.exists(output.resolve("rocksdb-status-after.txt")));
            assertTrue(ADAPTER.probes(rocksdb).sample(c, List.of("pi2")).containsKey("rocksdbBusy"));
        }
    }

    @Test
    void probesReportPurgeLagAndTableSize() throws Exception {
        try (Connection c = TestServer.connect(target); Statement s = c.createStatement()) {
            s.execute("create table pi3 (id int primary key) engine=innodb");
            Map<String, Double> values = ADAPTER.probes(EngineOptions.DEFAULT).sample(c, List.of("pi3"));
            assertTrue(values.get("historyListLength") >= 0, values.toString());
            assertTrue(values.get("tablesBytes") > 0, values.toString());
        }
    }

    static boolean rocksDbAvailable(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select support from information_schema.engines where engine = 'ROCKSDB'")) {
            return rs.next() && (rs.getString(1).equalsIgnoreCase("YES") || rs.getString(1).equalsIgnoreCase("DEFAULT"));
        }
    }

    private RecordingCleanupContext context(List<String> tables, int targetSeconds) {
        return new RecordingCleanupContext(tables, targetSeconds, output, () -> TestServer.connect(target));
    }
}
