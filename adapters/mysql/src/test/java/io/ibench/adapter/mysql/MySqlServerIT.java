package io.ibench.adapter.mysql;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.EngineOptions;
import io.ibench.core.conformance.RecordingCleanupContext;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.LocalServer;
import io.ibench.core.spi.PostLoadCleanup;
import io.ibench.core.spi.ServerInfo;
import io.ibench.core.spi.ServerProbes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Server facts, the cleanups, the probes and the local-server lookup against the real server. */
@ResourceLock(TestServer.INNODB_WRITE_BACK)
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
                    () -> ADAPTER.describeServer(c, new EngineOptions("nosuchengine", "")));
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
            assertTrue(actions.contains(binlog ? "reset master -> done"
                    : "reset master -> skipped: binary logging is off"), actions.toString());
        }
    }

    @Test
    void theMyRocksCleanupWaitsForCompactionFlushesAndCompactsL0() throws Exception {
        EngineOptions rocksdb = new EngineOptions("rocksdb", "");
        TestServer.assumeRocksDb();
        try (Connection c = TestServer.connect(target); Statement s = c.createStatement()) {
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
            ServerProbes probes = ADAPTER.probes(rocksdb);
            s.execute("delete from pi2 where id <= 2");
            s.execute("set global rocksdb_force_flush_memtable_now=1");
            Map<String, Double> values = probes.sample(c, List.of("pi2"));
            assertTrue(values.containsKey("rocksdbBusy"), values.toString());
            assertEquals("tombstones", probes.purgeLagProbe());
            assertTrue(values.get("tombstones") >= 2, "two deletes flushed to an SST file: " + values);
            assertTrue(values.containsKey("compactionWriteBytes") && values.containsKey("handlerWrites"),
                    values.toString());
        }
    }

    @Test
    void innoDbProbesReportPurgeLagSizeAndCountersThatGrowWithWrites() throws Exception {
        ServerProbes probes = ADAPTER.probes(EngineOptions.DEFAULT);
        try (Connection c = TestServer.connect(target); Statement s = c.createStatement()) {
            s.execute("create table pi3 (id int primary key, v varchar(200)) engine=innodb");
            Map<String, Double> before = probes.sample(c, List.of("pi3"));
            for (int batch = 0; batch < 20; batch++) {
                StringBuilder insert = new StringBuilder("insert into pi3 values ");
                for (int id = batch * 1000 + 1; id <= (batch + 1) * 1000; id++) {
                    insert.append(id > batch * 1000 + 1 ? "," : "").append('(').append(id)
                            .append(", repeat('x', 200))");
                }
                s.execute(insert.toString());
            }
            Map<String, Double> after;
            try (Connection reader = TestServer.connect(target); Statement snapshot = reader.createStatement()) {
                snapshot.execute("start transaction with consistent snapshot");
                snapshot.executeQuery("select count(*) from pi3").close();
                s.execute("delete from pi3 where id <= 10000");
                after = probes.sample(c, List.of("pi3"));
                snapshot.execute("rollback");
            }
            assertEquals("historyListLength", probes.purgeLagProbe());
            assertTrue(after.get("historyListLength") >= 1,
                    "an open snapshot keeps the delete's undo log from purge: " + after);
            assertTrue(after.get(ServerProbes.DATABASE_BYTES) >= 4 * 1024 * 1024,
                    "the tablespace file's size: " + after);
            assertTrue(after.get("handlerWrites") - before.get("handlerWrites") >= 20_000, after.toString());
            assertTrue(after.get("handlerDeletes") - before.get("handlerDeletes") >= 10_000, after.toString());
            assertTrue(after.get("redoWrittenBytes") - before.get("redoWrittenBytes") > 20_000L * 200,
                    "redo for 4 MB of rows");
            for (String counter : probes.counters()) {
                if (before.containsKey(counter)) {
                    assertTrue(after.get(counter) >= before.get(counter), counter + " only grows");
                }
            }
            double hitRate = probes.derive(Map.of("bufferPoolReads", 5.0, "bufferPoolReadRequests", 100.0))
                    .get("bufferPoolHitRate");
            assertEquals(0.95, hitRate, 1e-9);
        }
    }

    @Test
    void theLocalServiceIsFoundByItsPidFileAndStartTime() throws Exception {
        try (Connection c = TestServer.connect(target)) {
            Requirements.skipUnless(TestServer.URL.contains("127.0.0.1") || TestServer.URL.contains("localhost"),
                    "the test server on this host");
            LocalServer server = ADAPTER.localServer(c).orElseThrow();
            String command = ProcessHandle.of(server.pid()).orElseThrow().info().command().orElse("");
            assertTrue(command.endsWith("mysqld") || command.endsWith("mariadbd"), command);
            assertTrue(Files.isDirectory(server.dataDirectory()));
        }
    }

    private RecordingCleanupContext context(List<String> tables, int targetSeconds) {
        return new RecordingCleanupContext(tables, targetSeconds, output, () -> TestServer.connect(target));
    }
}
