package io.ibench.adapter.mysql;

import io.ibench.core.config.EngineOptions;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.Dialect;
import io.ibench.core.workload.Partitioning;
import io.ibench.core.workload.SecondaryIndex;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The dialect's statements run as intended on the real server. */
class MySqlDialectIT {
    private static final String DB = "ibench_it_dialect";
    private static final MySqlAdapter ADAPTER = new MySqlAdapter();
    private static ConnectionTarget target;
    private final Dialect dialect = ADAPTER.dialect(EngineOptions.DEFAULT);

    @BeforeAll
    static void database() throws SQLException {
        target = ADAPTER.target(TestServer.freshDatabase(DB));
    }

    @AfterAll
    static void dropDatabase() throws SQLException {
        TestServer.drop(DB);
    }

    @Test
    void tablesAndIndexesHaveTheReferenceLayout() throws SQLException {
        try (Connection c = TestServer.connect(target); Statement s = c.createStatement()) {
            createIndexedTable(s, "pi1");
            List<String> columns = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("select column_name, column_type from information_schema.columns "
                    + "where table_schema = '" + DB + "' and table_name = 'pi1' order by ordinal_position")) {
                while (rs.next()) {
                    columns.add(rs.getString(1) + " " + rs.getString(2));
                }
            }
            assertEquals(List.of("transactionid bigint(20)", "dateandtime datetime", "cashregisterid int(11)",
                    "customerid int(11)", "productid int(11)", "price int(11)", "data varchar(4000)"), columns);
            Map<String, String> indexes = new LinkedHashMap<>();
            try (ResultSet rs = s.executeQuery("select index_name, group_concat(column_name order by seq_in_index) "
                    + "from information_schema.statistics where table_schema = '" + DB + "' and table_name = 'pi1' "
                    + "group by index_name order by index_name")) {
                while (rs.next()) {
                    indexes.put(rs.getString(1), rs.getString(2));
                }
            }
            assertEquals(Map.of("PRIMARY", "transactionid", "pi1_marketsegment", "productid,customerid,price",
                    "pi1_registersegment", "cashregisterid,customerid,price",
                    "pi1_pdc", "price,dateandtime,customerid"), indexes);
            try (ResultSet rs = s.executeQuery("select engine from information_schema.tables where table_schema = '"
                    + DB + "' and table_name = 'pi1'")) {
                rs.next();
                assertEquals("InnoDB", rs.getString(1));
            }
        }
    }

    @Test
    void insertDeleteAndQueriesWorkWithBoundParameters() throws SQLException {
        try (Connection c = TestServer.connect(target); Statement s = c.createStatement()) {
            createIndexedTable(s, "pi2");
            try (PreparedStatement insert = c.prepareStatement(dialect.insert("pi2", 100))) {
                for (int batch = 0; batch < 3; batch++) {
                    int p = 1;
                    for (int r = 0; r < 100; r++) {
                        insert.setString(p++, "2026-11-21 10:00:0" + batch);
                        insert.setInt(p++, r % 1000);
                        insert.setInt(p++, r);
                        insert.setInt(p++, r * 7 % 10000);
                        insert.setInt(p++, r % 500);
                        insert.setString(p++, "aaaaaaXyZ");
                    }
                    assertEquals(100, insert.executeUpdate());
                }
            }
            assertEquals(1, single(c, dialect.minTransactionId("pi2")));
            assertEquals(300, single(c, dialect.maxTransactionId("pi2")));

            try (PreparedStatement delete = c.prepareStatement(dialect.deleteOldest("pi2"))) {
                delete.setLong(1, 0);
                delete.setInt(2, 50);
                assertEquals(50, delete.executeUpdate(), "a stale lower bound still deletes the oldest rows");
                delete.setLong(1, 51);
                assertEquals(50, delete.executeUpdate());
            }
            assertEquals(101, single(c, dialect.minTransactionId("pi2")));

            for (SecondaryIndex index : SecondaryIndex.values()) {
                try (PreparedStatement q = c.prepareStatement(dialect.rangeQuery("pi2", index, 10))) {
                    q.setInt(1, 0);
                    assertEquals(10, count(q), index.name());
                }
            }
            try (PreparedStatement q = c.prepareStatement(dialect.pointQuery("pi2", 10))) {
                for (int i = 1; i <= 10; i++) {
                    q.setLong(i, 95 + i);
                }
                assertEquals(5, count(q), "ids 96..100 were deleted, 101..105 exist");
            }
            try (ResultSet rs = s.executeQuery("select dateandtime, price from pi2 where transactionid = 300")) {
                assertTrue(rs.next());
                assertEquals("2026-11-21 10:00:02.0", rs.getTimestamp(1).toString());
            }
        }
    }

    private void createIndexedTable(Statement s, String table) throws SQLException {
        run(s, dialect.dropTable(table));
        run(s, dialect.createTable(table, Partitioning.NONE));
        run(s, dialect.createIndexes(table, SecondaryIndex.firstN(3)));
    }

    private static void run(Statement s, List<String> statements) throws SQLException {
        for (String sql : statements) {
            s.execute(sql);
        }
    }

    private static long single(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static int count(PreparedStatement q) throws SQLException {
        int n = 0;
        try (ResultSet rs = q.executeQuery()) {
            while (rs.next()) {
                n++;
            }
        }
        return n;
    }
}
