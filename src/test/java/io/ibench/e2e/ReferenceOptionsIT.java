package io.ibench.e2e;

import io.ibench.adapter.mysql.MyRocksSettings;
import io.ibench.adapter.mysql.TestServer;
import io.ibench.adapter.postgres.PgTestServer;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.EngineOptions;
import io.ibench.core.config.RunConfig;
import io.ibench.core.config.Settings;
import io.ibench.core.engine.BenchmarkRunner;
import io.ibench.core.engine.ConnectionSource;
import io.ibench.core.progress.ProgressListener;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.Adapters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The reference's options (docs/workload.md#options-of-the-reference) through the engine, at small scale, on the
 * local MariaDB (InnoDB, and MyRocks when its plugin is loaded) and PostgreSQL: a sequence with the indexes from
 * l.i0 on, range partitions and long read transactions, and one with initial rows and the writers' time limit.
 */
@ResourceLock(TestServer.INNODB_WRITE_BACK)
class ReferenceOptionsIT {
    private static final String DB = "ibench_reference_options";

    @TempDir
    Path work;

    /** The local servers the options are tested on. */
    enum Server {
        MARIADB("mysql"), POSTGRES("postgres");

        final String dbms;

        Server(String dbms) {
            this.dbms = dbms;
        }

        ConnectionOptions fresh() throws SQLException {
            return this == MARIADB ? TestServer.freshDatabase(DB) : PgTestServer.freshDatabase(DB);
        }

        void drop() throws SQLException {
            if (this == MARIADB) {
                TestServer.drop(DB);
            } else {
                PgTestServer.drop(DB);
            }
        }

        Connection admin() throws SQLException {
            return this == MARIADB ? TestServer.admin() : PgTestServer.admin();
        }

        /** @return partitions of pi1 in the catalogue */
        String partitionsQuery() {
            return this == MARIADB
                    ? "select count(*) from information_schema.partitions where table_schema = '" + DB
                    + "' and table_name = 'pi1' and partition_name is not null"
                    : "select count(*) from pg_inherits where inhparent = 'pi1'::regclass";
        }

        /** @return the secondary indexes of pi1 in the catalogue */
        String indexesQuery() {
            return this == MARIADB
                    ? "select count(distinct index_name) from information_schema.statistics where table_schema = '"
                    + DB + "' and table_name = 'pi1' and index_name <> 'PRIMARY'"
                    : "select count(*) from pg_indexes where tablename = 'pi1' and indexname <> 'pi1_pkey'";
        }

        /**
         * @return open repeatable-read transactions of the benchmark's database that changed nothing and wait for
         *     their client: the long read transaction's, not a writer's between its statement and its commit
         */
        String heldSnapshotsQuery() {
            return this == MARIADB
                    ? "select count(*) from information_schema.innodb_trx t join information_schema.processlist p "
                    + "on p.id = t.trx_mysql_thread_id where p.db = '" + DB + "' and p.command = 'Sleep' "
                    + "and t.trx_isolation_level = 'REPEATABLE READ' and t.trx_rows_modified = 0"
                    : "select count(*) from pg_stat_activity where datname = '" + DB + "' and state = "
                    + "'idle in transaction' and backend_xmin is not null and query = 'select * from pi1 limit 1'";
        }
    }

    private RunResult run(Server server, ConnectionOptions options, RunConfig.Builder builder,
                          SnapshotWatch watch) throws Exception {
        RunConfig config = builder.connection(options).clients(1).seed(17).label("options")
                .resultsDirectory(work).cleanupSeconds(1).build();
        Adapter adapter = Adapters.discover().choose(server.dbms, null);
        try (ConnectionSource connections = ConnectionSource.open(adapter, adapter.target(options),
                config.plan().connectionsNeeded())) {
            CompletableFuture<RunResult> run = CompletableFuture.supplyAsync(() -> {
                try {
                    return new BenchmarkRunner(config, adapter, connections, ProgressListener.NONE).run();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            if (watch != null) {
                watch.until(run, server);
            }
            RunResult result = run.get(5, TimeUnit.MINUTES);
            assertEquals(RunStatus.COMPLETE, result.status());
            for (StepResult step : result.steps()) {
                assertEquals(StepStatus.COMPLETE, step.status(), step.name() + ": " + step.outcome().error());
            }
            return result;
        }
    }

    private static long single(Server server, String sql) throws SQLException {
        try (Connection c = server == Server.MARIADB ? TestServer.admin() : pgDatabase();
             PreparedStatement s = c.prepareStatement(sql); ResultSet rs = s.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static Connection pgDatabase() throws SQLException {
        return java.sql.DriverManager.getConnection(PgTestServer.URL + DB + "?sslmode=disable", PgTestServer.USER,
                PgTestServer.PASSWORD);
    }

    @ParameterizedTest
    @EnumSource(Server.class)
    void indexesFromTheStartPartitionsAndLongReadTransactions(Server server) throws Exception {
        ConnectionOptions options = server.fresh();
        try {
            SnapshotWatch watch = new SnapshotWatch();
            // per table: l.i0 3000 + l.x 100 + l.i1 2000 + qr100 3 s x 100/s = 5400 rows -> 3 partitions of 1800 ids
            RunResult run = run(server, options, RunConfig.builder().rowsPerTable(3000).writeRowsPerTable(2500L)
                    .querySeconds(3).steps(List.of("l.i0", "l.x", "l.i1", "qr100"))
                    .set(Settings.SECONDARY_AT_START, true).set(Settings.PARTITIONS, 3)
                    .set(Settings.HTAP_TRANSACTION_SECONDS, 1), watch);

            assertNull(run.config().get("rowsPerPartition"), "the derived size is not recorded as a given one");
            assertEquals(Map.of("rowsPerPartition", 1800L), run.config().get(RunConfig.PLANNED),
                    "the derived partition size is recorded as the plan's");
            assertEquals(3L, single(server, server.partitionsQuery()), "pi1 has 3 range partitions");
            assertEquals(3L, single(server, server.indexesQuery()), "the three secondary indexes");
            StepResult li0 = ResultFiles.step(run, "l.i0");
            assertEquals(Boolean.TRUE, li0.run().settings().indexesAtSetup());
            assertEquals(Boolean.TRUE, ResultFiles.step(run, "l.x").run().settings().indexBuildSkipped());
            assertNull(ResultFiles.step(run, "l.x").rates().indexedRowsPerSecond(), "l.x built no index");

            StepResult li1 = ResultFiles.step(run, "l.i1");
            assertEquals(2000, li1.measurements().operations().get("delete").rows(), "the deletes removed rows");
            // read from the table after the run: the result records no smallest id (reading it would scan the
            // head of the key the next step's timed get-min is to meet); later steps only raise it
            long min = single(server, "select min(transactionid) from "
                    + (server == Server.MARIADB ? DB + ".pi1" : "pi1"));
            assertTrue(min > 1800, "the deletes went past the first partition into the second: min id " + min);
            StepResult qr100 = ResultFiles.step(run, "qr100");
            assertNotNull(qr100.measurements().minIdQueries(), "the step-start get-min ran on the partitioned table");
            assertTrue(qr100.measurements().operations().get("query").statements() > 0, "range queries ran");

            assertNull(li0.run().htapTransactions(), "no long read transaction in l.i0");
            assertTrue(li1.run().htapTransactions() >= 1, "l.i1 held one at least");
            assertTrue(qr100.run().htapTransactions() >= 2, "qr100 held one per second: " + qr100.run());
            assertEquals(1, qr100.run().settings().htapTransactionSeconds());
            assertTrue(watch.seen, "the server showed an open repeatable-read transaction of the benchmark");
        } finally {
            server.drop();
        }
    }

    @ParameterizedTest
    @EnumSource(Server.class)
    void initialRowsBeforeTheFirstStepAndTheWritersTimeLimit(Server server) throws Exception {
        ConnectionOptions options = server.fresh();
        try {
            RunResult run = run(server, options, RunConfig.builder().rowsPerTable(1000).writeRowsPerTable(50_000_000L)
                    .steps(List.of("l.i0", "l.i1")).set(Settings.INITIAL_SIZE, 5050L)
                    .set(Settings.MAX_SECONDS, 2), null);

            StepResult li0 = ResultFiles.step(run, "l.i0");
            assertEquals(5000L, li0.run().settings().initialRows(), "whole batches of 100");
            assertEquals(1000, li0.measurements().operations().get("insert").rows(), "the initial rows are untimed");
            StepResult li1 = ResultFiles.step(run, "l.i1");
            assertEquals(Boolean.TRUE, li1.run().timeLimitReached());
            assertEquals(2, li1.run().settings().maxSeconds());
            long inserted = li1.measurements().operations().get("insert").rows();
            long deleted = li1.measurements().operations().get("delete").rows();
            assertTrue(inserted > 0 && inserted < 40_000_000, "stopped with rows left: " + inserted);
            assertTrue(Math.abs(inserted - deleted) <= 9 * 50, inserted + " inserted, " + deleted + " deleted");
            assertEquals(6000 + inserted - deleted, single(server, "select count(*) from "
                            + (server == Server.MARIADB ? DB + ".pi1" : "pi1")),
                    "initial rows + l.i0 + what l.i1 did");
        } finally {
            server.drop();
        }
    }

    @Test
    void myRocksBulkLoadsL_i0AndRunsPartitioned() throws Exception {
        TestServer.assumeRocksDb();
        ConnectionOptions options = Server.MARIADB.fresh();
        try {
            RunResult run = run(Server.MARIADB, options, RunConfig.builder(Adapters.discover().settings())
                    .rowsPerTable(3000).writeRowsPerTable(1000L).querySeconds(2)
                    .steps(List.of("l.i0", "l.x", "l.i1", "qr100")).set(Settings.PARTITIONS, 2)
                    .engineOptions(new EngineOptions("rocksdb", "").with(MyRocksSettings.UNIQUE_CHECKS, false)
                            .with(MyRocksSettings.BULK_LOAD, true)), null);
            assertEquals("ROCKSDB", run.server().engine());
            assertEquals(true, run.config().get("bulkLoad"));
            // bulk-loaded rows go straight into SST files; rows inserted otherwise stay in the memtable until a
            // flush, which a few thousand rows do not cause
            assertTrue(single(Server.MARIADB, "select coalesce(sum(f.num_rows), 0) "
                    + "from information_schema.rocksdb_ddl d join information_schema.rocksdb_index_file_map f "
                    + "on f.column_family = d.column_family and f.index_number = d.index_number "
                    + "where d.table_schema = '" + DB + "' and d.table_name = 'pi1' and d.index_name = 'PRIMARY'")
                    >= 3000, "the server wrote l.i0's 3000 rows of pi1 as SST files: it bulk loaded them");
            assertEquals(2L, single(Server.MARIADB, Server.MARIADB.partitionsQuery()));
            assertEquals(3000, ResultFiles.step(run, "l.i0").measurements().operations().get("insert").rows());
        } finally {
            Server.MARIADB.drop();
        }
    }

    /**
     * Polls the server while a run runs for a long read transaction of the benchmark holding its snapshot, every
     * 250 ms: InnoDB refreshes what {@code information_schema.innodb_trx} shows only when nobody read that table in
     * the last 100 ms, so a watch that polls faster keeps reading the transactions of its first poll.
     */
    private static final class SnapshotWatch {
        private static final long POLL_MILLIS = 250;

        volatile boolean seen;

        void until(CompletableFuture<RunResult> run, Server server) throws SQLException, InterruptedException {
            try (Connection c = server.admin(); PreparedStatement s = c.prepareStatement(server.heldSnapshotsQuery())) {
                while (!run.isDone() && !seen) {
                    try (ResultSet rs = s.executeQuery()) {
                        seen = rs.next() && rs.getLong(1) > 0;
                    }
                    Thread.sleep(POLL_MILLIS);
                }
            }
        }
    }
}
