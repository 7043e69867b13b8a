package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;

/** Reads the real state of the benchmark tables, to compare with what the results claim. */
final class Tables {
    private final String database;

    Tables(String database) {
        this.database = database;
    }

    long count(String table) throws SQLException {
        return single("select count(*) from " + database + "." + table);
    }

    long min(String table) throws SQLException {
        return single("select min(transactionid) from " + database + "." + table);
    }

    long max(String table) throws SQLException {
        return single("select max(transactionid) from " + database + "." + table);
    }

    /**
     * @param table a benchmark table
     * @return its rows, smallest and largest id, and a checksum of every row's id and generated values (not
     *         {@code dateandtime}, the insert's wall-clock time): equal for tables that hold the same rows
     */
    String fingerprint(String table) throws SQLException {
        try (Connection c = TestServer.admin(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*), min(transactionid), max(transactionid), "
                     + "sum(crc32(concat_ws(',', transactionid, cashregisterid, customerid, productid, price, data))) "
                     + "from " + database + "." + table)) {
            rs.next();
            return table + ": " + rs.getLong(1) + " rows, ids " + rs.getLong(2) + " … " + rs.getLong(3)
                    + ", checksum " + rs.getString(4);
        }
    }

    /**
     * @param table a benchmark table
     * @param rows  how many of its newest rows (largest ids) to read
     * @return how many were read and a checksum of their generated columns in id order, without the
     *         ids and {@code dateandtime} (the insert's wall-clock time): equal for the same stream of
     *         generated rows, wherever its ids start
     */
    String newestRowsChecksum(String table, int rows) throws SQLException {
        try (Connection c = TestServer.admin(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*), sum(crc32(concat_ws(',', n, cashregisterid, customerid, "
                     + "productid, price, data))) from (select row_number() over (order by transactionid) n, t.* from "
                     + "(select * from " + database + "." + table + " order by transactionid desc limit " + rows
                     + ") t) numbered")) {
            rs.next();
            return rs.getLong(1) + " rows, checksum " + rs.getString(2);
        }
    }

    /** @return secondary index name → its columns in index order, comma-separated */
    Map<String, String> secondaryIndexes(String table) throws SQLException {
        Map<String, String> indexes = new TreeMap<>();
        try (Connection c = TestServer.admin(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select index_name, group_concat(column_name order by seq_in_index) "
                     + "from information_schema.statistics where table_schema = '" + database + "' and table_name = '"
                     + table + "' and index_name <> 'PRIMARY' group by index_name")) {
            while (rs.next()) {
                indexes.put(rs.getString(1), rs.getString(2));
            }
        }
        return indexes;
    }

    private static long single(String sql) throws SQLException {
        try (Connection c = TestServer.admin(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
