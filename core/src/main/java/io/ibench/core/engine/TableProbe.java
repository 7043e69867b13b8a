package io.ibench.core.engine;

import io.ibench.core.spi.Dialect;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Reads single values of a table's primary key: its largest id with the dialect's {@code max} query, which reads the
 * tail of the index, the id its generator hands out next, its smallest id (only where a restore puts the table back,
 * never before a step's timed get-min), and the deleters' and query threads' own prepared {@code min}/{@code max}
 * reads.
 */
final class TableProbe {
    private TableProbe() {
    }

    /**
     * @param connection a connection
     * @param dialect    the SQL dialect
     * @param table      the table
     * @return its largest {@code transactionid}, or null when it is empty
     * @throws SQLException when the table cannot be read, e.g. it does not exist
     */
    static Long largestId(Connection connection, Dialect dialect, String table) throws SQLException {
        return read(connection, dialect.maxTransactionId(table));
    }

    /**
     * @param connection a connection
     * @param dialect    the SQL dialect
     * @param table      the table
     * @return its smallest {@code transactionid}, or null when it is empty
     * @throws SQLException when the table cannot be read
     */
    static Long smallestId(Connection connection, Dialect dialect, String table) throws SQLException {
        return read(connection, dialect.minTransactionId(table));
    }

    /**
     * @param connection a connection
     * @param dialect    the SQL dialect
     * @param table      the table
     * @return the id its next inserted row gets ({@link Dialect#nextId})
     * @throws SQLException when the table or its id generator cannot be read
     */
    static long nextId(Connection connection, Dialect dialect, String table) throws SQLException {
        Long next = read(connection, dialect.nextId(table));
        if (next == null) {
            throw new SQLException("no next id for " + table);
        }
        return next;
    }

    private static Long read(Connection connection, String sql) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(sql)) {
            return nullable(query);
        }
    }

    /**
     * @param query        a prepared single-value query
     * @param valueForNull what to return when the value is NULL (an empty table)
     * @return the value
     * @throws SQLException when the query fails
     */
    static long single(PreparedStatement query, long valueForNull) throws SQLException {
        Long value = nullable(query);
        return value == null ? valueForNull : value;
    }

    private static Long nullable(PreparedStatement query) throws SQLException {
        try (ResultSet rs = query.executeQuery()) {
            if (!rs.next()) {
                return null;
            }
            long value = rs.getLong(1);
            return rs.wasNull() ? null : value;
        }
    }
}
