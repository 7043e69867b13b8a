package io.ibench.adapter.postgres;

import io.ibench.core.config.EngineOptions;
import io.ibench.core.spi.Dialect;
import io.ibench.core.workload.Partitioning;
import io.ibench.core.workload.SecondaryIndex;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The reference's Postgres statement shapes (docs/workload.md#tables-and-indexes,
 * docs/workload.md#statements), spelled exactly.
 */
class PostgresDialectTest {
    private final Dialect pg = new PostgresAdapter().dialect(EngineOptions.DEFAULT);

    @Test
    void tableHasABigserialKeyWhoseSequenceCachesAThousand() {
        assertEquals(List.of("create table pi1 ( transactionid bigserial primary key, "
                        + "dateandtime timestamp without time zone, "
                        + "cashregisterid int not null, customerid int not null, productid int not null, "
                        + "price int not null, data varchar(4000)  )  ",
                        "alter sequence pi1_transactionid_seq cache 1000"),
                pg.createTable("pi1", Partitioning.NONE));
        assertEquals("create table pi1 ( transactionid bigserial primary key, dateandtime timestamp without time zone, "
                + "cashregisterid int not null, customerid int not null, productid int not null, price int not null, "
                + "data varchar(4000)  )  using orioledb",
                new PostgresAdapter().dialect(new EngineOptions("orioledb", ""))
                        .createTable("pi1", Partitioning.NONE)
                        .get(0));
    }

    @Test
    void partitionsAreChildTablesOfARangePartitionedParentTheLastWithoutUpperBound() {
        assertEquals(List.of("create table pi1 ( transactionid bigserial primary key, "
                        + "dateandtime timestamp without time zone, "
                        + "cashregisterid int not null, customerid int not null, productid int not null, "
                        + "price int not null, data varchar(4000)  ) partition by range( transactionid ) ",
                        "create table pi1_p0 partition of pi1 for values from (0) to (500)",
                        "create table pi1_p1 partition of pi1 for values from (500) to (1000)",
                        "create table pi1_p2 partition of pi1 for values from (1000) to (MAXVALUE)",
                        "alter sequence pi1_transactionid_seq cache 1000"),
                pg.createTable("pi1", new Partitioning(3, 500)));
    }

    @Test
    void oneCreateIndexPerIndex() {
        assertEquals(List.of("create index pi2_marketsegment on pi2 (productid, customerid, price)",
                "create index pi2_registersegment on pi2 (cashregisterid, customerid, price)",
                "create index pi2_pdc on pi2 (price, dateandtime, customerid)"),
                pg.createIndexes("pi2", SecondaryIndex.firstN(3)));
    }

    @Test
    void writeStatementsHaveTheReferenceShape() {
        assertEquals("insert into pi1 (dateandtime,cashregisterid,customerid,productid,price,data) values "
                + "(cast(? as timestamp),?,?,?,?,?),(cast(? as timestamp),?,?,?,?,?)", pg.insert("pi1", 2));
        assertEquals("delete from pi1 where transactionid in (select transactionid from pi1 where transactionid >= ? "
                + "order by transactionid asc limit ?)", pg.deleteOldest("pi1"));
    }

    /** --resume: the key's sequence read and set back, rows put back with their ids, running writes awaited. */
    @Test
    void aRestoreReadsAndSetsTheSequenceAndInsertsIds() {
        assertEquals("select case when is_called then last_value + 1 else last_value end from pi1_transactionid_seq",
                pg.nextId("pi1"));
        assertEquals(List.of("select setval('pi1_transactionid_seq', 101001, false)"), pg.restartIds("pi1", 101_001));
        assertEquals("insert into pi1 (transactionid,dateandtime,cashregisterid,customerid,productid,price,data) "
                + "values (?,cast(? as timestamp),?,?,?,?,?),(?,cast(? as timestamp),?,?,?,?,?)",
                pg.insertWithIds("pi1", 2));
        assertEquals(List.of("begin", "lock table pi1 in share mode", "commit"), pg.awaitWrites("pi1"));
    }

    @Test
    void queriesAreTheReferencesPreparedQueriesWithoutHints() {
        assertEquals("SELECT productid, customerid, price FROM pi1 WHERE (productid >= ?) ORDER BY productid, "
                + "customerid, price LIMIT 10", pg.rangeQuery("pi1", SecondaryIndex.MARKETSEGMENT, 10));
        assertEquals("SELECT cashregisterid, customerid, price FROM pi1 WHERE (cashregisterid > ?) ORDER BY "
                + "cashregisterid, customerid, price LIMIT 10",
                pg.rangeQuery("pi1", SecondaryIndex.REGISTERSEGMENT, 10));
        assertEquals("SELECT transactionid, productid, data FROM pi1 WHERE transactionid in (?,?)",
                pg.pointQuery("pi1", 2));
    }
}
