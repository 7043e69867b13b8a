package io.ibench.adapter.mysql;

import io.ibench.core.config.EngineOptions;
import io.ibench.core.config.RunConfig;
import io.ibench.core.config.Setting;
import io.ibench.core.config.Settings;
import io.ibench.core.plan.StepKind;
import io.ibench.core.spi.StatementKind;
import io.ibench.core.workload.Partitioning;
import io.ibench.core.workload.SecondaryIndex;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The statement shapes of the reference client (docs/workload.md#tables-and-indexes,
 * docs/workload.md#statements), spelled exactly.
 */
class MySqlDialectTest {
    private final MySqlDialect innodb = new MySqlDialect("innodb", "", true, false);

    @Test
    void tableDdlHasTheReferenceColumnsKeyAndEngine() {
        assertEquals(List.of("drop table if exists pi1"), innodb.dropTable("pi1"));
        assertEquals(List.of("create table pi1 (transactionid bigint not null auto_increment, dateandtime datetime, "
                + "cashregisterid int not null, customerid int not null, productid int not null, price int not null, "
                + "data varchar(4000), primary key (transactionid)) engine=innodb"),
                innodb.createTable("pi1", Partitioning.NONE));
        assertEquals("create table pi2 (transactionid bigint not null auto_increment, dateandtime datetime, "
                + "cashregisterid int not null, customerid int not null, productid int not null, price int not null, "
                + "data varchar(4000), primary key (transactionid)) engine=rocksdb comment='x'",
                new MySqlDialect("RocksDB", "comment='x'", true, false).createTable("pi2", Partitioning.NONE).get(0));
    }

    @Test
    void partitionsByRangeOnThePrimaryKeyWithAMaxvalueLastPartition() {
        assertEquals("create table pi1 (transactionid bigint not null auto_increment, dateandtime datetime, "
                + "cashregisterid int not null, customerid int not null, productid int not null, price int not null, "
                + "data varchar(4000), primary key (transactionid)) engine=innodb partition by range (transactionid) ("
                + "partition p0 values less than (1000), partition p1 values less than (2000), "
                + "partition p2 values less than (MAXVALUE))",
                innodb.createTable("pi1", new Partitioning(3, 1000)).get(0));
        assertEquals("create table pi1 (transactionid bigint not null auto_increment, dateandtime datetime, "
                + "cashregisterid int not null, customerid int not null, productid int not null, price int not null, "
                + "data varchar(4000), primary key (transactionid)) engine=innodb partition by range (transactionid) ("
                + "partition p0 values less than (MAXVALUE))",
                innodb.createTable("pi1", new Partitioning(1, 1000)).get(0));
    }

    @Test
    void innodbGetsOneAlterForAllIndexesAndMyRocksOnePerIndex() {
        assertEquals(List.of("alter table pi1 add index pi1_marketsegment (productid, customerid, price), "
                + "add index pi1_registersegment (cashregisterid, customerid, price), "
                + "add index pi1_pdc (price, dateandtime, customerid)"),
                innodb.createIndexes("pi1", SecondaryIndex.firstN(3)));
        assertEquals(List.of("alter table pi1 add index pi1_marketsegment (productid, customerid, price)",
                "alter table pi1 add index pi1_registersegment (cashregisterid, customerid, price)"),
                new MySqlDialect("rocksdb", "", true, false).createIndexes("pi1", SecondaryIndex.firstN(2)));
        assertEquals(List.of(), innodb.createIndexes("pi1", List.of()));
    }

    @Test
    void writeStatementsHaveTheReferenceShape() {
        assertEquals("insert into pi3 (dateandtime,cashregisterid,customerid,productid,price,data) values "
                + "(?,?,?,?,?,?),(?,?,?,?,?,?)", innodb.insert("pi3", 2));
        assertEquals("delete from pi3 where transactionid >= ? order by transactionid asc limit ?",
                innodb.deleteOldest("pi3"));
    }

    @Test
    void rangeQueriesForceTheirCoveringIndex() {
        assertEquals("select productid, customerid, price from pi1 force index (pi1_marketsegment) "
                + "where (productid >= ?) order by productid, customerid, price limit 10",
                innodb.rangeQuery("pi1", SecondaryIndex.MARKETSEGMENT, 10));
        assertEquals("select cashregisterid, customerid, price from pi1 force index (pi1_registersegment) "
                + "where (cashregisterid > ?) order by cashregisterid, customerid, price limit 10",
                innodb.rangeQuery("pi1", SecondaryIndex.REGISTERSEGMENT, 10));
        assertEquals("select price, dateandtime, customerid from pi1 force index (pi1_pdc) "
                + "where (price >= ?) order by price, dateandtime, customerid limit 10",
                innodb.rangeQuery("pi1", SecondaryIndex.PDC, 10));
    }

    @Test
    void myRocksWritersGetTheReferencesSessionOptions() {
        MySqlDialect rocks = new MySqlDialect("rocksdb", "", false, true);
        assertEquals(List.of("set unique_checks=0", "set rocksdb_bulk_load=1"),
                rocks.sessionSettings(StatementKind.INSERT));
        assertEquals(List.of("set unique_checks=0"), rocks.sessionSettings(StatementKind.DELETE));
        assertEquals(List.of(), rocks.sessionSettings(StatementKind.RANGE_QUERY));
        assertEquals(List.of(), new MySqlDialect("innodb", "", false, true).sessionSettings(StatementKind.INSERT),
                "InnoDB ignores both, as the reference does");
        assertEquals(List.of(), new MySqlDialect("rocksdb", "", true, false).sessionSettings(StatementKind.INSERT));
    }

    @Test
    void myRocksSessionOptionsFollowTheHarnessPerStep() {
        EngineOptions run = new EngineOptions("rocksdb", "").with(MyRocksSettings.UNIQUE_CHECKS, false)
                .with(MyRocksSettings.BULK_LOAD, true);
        MySqlAdapter adapter = new MySqlAdapter();
        assertEquals(List.of("set unique_checks=0", "set rocksdb_bulk_load=1"),
                adapter.dialect(run.forStep(StepKind.INITIAL_LOAD)).sessionSettings(StatementKind.INSERT));
        assertEquals(List.of("set unique_checks=0"),
                adapter.dialect(run.forStep(StepKind.WRITE)).sessionSettings(StatementKind.INSERT),
                "bulk load in l.i0 only");
        var readWrite = adapter.dialect(run.forStep(StepKind.READ_WRITE));
        assertEquals(List.of(), readWrite.sessionSettings(StatementKind.INSERT), "unique checks on in read-write");
        assertEquals(List.of(), readWrite.sessionSettings(StatementKind.DELETE));
    }

    /** --unique-checks and --bulk-load are the adapter's own settings, recorded where the core's list had them. */
    @Test
    void myRocksSettingsAreTheAdaptersOwn() {
        assertEquals(MyRocksSettings.ALL, new MySqlAdapter().settings());
        assertEquals(List.of("--unique-checks", "--bulk-load"),
                MyRocksSettings.ALL.stream().map(Setting::option).toList());
        List<String> keys = Settings.withAdapters(new MySqlAdapter().settings()).stream().map(Setting::key).toList();
        assertEquals(List.of("engineOptions", "uniqueChecks", "bulkLoad", "resultsDirectory"),
                keys.subList(keys.indexOf("engineOptions"), keys.indexOf("engineOptions") + 4),
                "the order of the result.json of earlier runs");
        RunConfig config = RunConfig.builder(MyRocksSettings.ALL).set(Settings.ENGINE, "rocksdb")
                .set(MyRocksSettings.UNIQUE_CHECKS, false).set(MyRocksSettings.BULK_LOAD, true).build();
        assertEquals(List.of("set unique_checks=0", "set rocksdb_bulk_load=1"),
                new MySqlAdapter().dialect(config.engineOptions()).sessionSettings(StatementKind.INSERT),
                "the configuration's values reach the dialect");
    }

    @Test
    void pointAndBoundQueries() {
        assertEquals("select transactionid, productid, data from pi1 where transactionid in (?,?,?)",
                innodb.pointQuery("pi1", 3));
        assertEquals("select min(transactionid) from pi1", innodb.minTransactionId("pi1"));
        assertEquals("select max(transactionid) from pi1", innodb.maxTransactionId("pi1"));
        assertEquals("select data from pi1 order by transactionid desc limit 1", innodb.newestData("pi1"));
    }

    /** --resume: the next id read and set back, rows put back with their ids, running writes awaited. */
    @Test
    void aRestoreReadsAndSetsTheAutoIncrementAndInsertsIds() {
        assertEquals("select coalesce(max(transactionid), 0) + 1 from pi1", innodb.nextId("pi1"));
        assertEquals(List.of("alter table pi1 auto_increment = 500601"), innodb.restartIds("pi1", 500_601));
        assertEquals("insert into pi1 (transactionid,dateandtime,cashregisterid,customerid,productid,price,data) "
                + "values (?,?,?,?,?,?,?),(?,?,?,?,?,?,?)", innodb.insertWithIds("pi1", 2));
        assertEquals(List.of("lock tables pi1 write", "unlock tables"), innodb.awaitWrites("pi1"));
    }
}
