package io.ibench.core.engine;

import io.ibench.core.result.TableState;
import io.ibench.core.spi.Dialect;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Reads a table's primary-key range with the dialect's {@code min}/{@code max} queries. */
final class TableProbe {
    private TableProbe() {
    }

    /**
     * @param connection a connection
     * @param dialect    the SQL dialect
     * @param table      the table
     * @return its smallest and largest {@code transactionid}
     * @throws SQLException when the table cannot be read, e.g. it does not exist
     */
    static Range range(Connection connection, Dialect dialect, String table) throws SQLException {
        try (PreparedStatement min = connection.prepareStatement(dialect.minTransactionId(table));
             PreparedStatement max = connection.prepareStatement(dialect.maxTransactionId(table))) {
            return new Range(table, nullable(min), nullable(max));
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

    /**
     * @param table table name
     * @param min   smallest id, or null when empty
     * @param max   largest id, or null when empty
     */
    record Range(String table, Long min, Long max) {
        /** @return max − min + 1, the rows of a table without gaps; 0 when empty */
        long rowsSpanned() {
            return min == null || max == null ? 0 : max - min + 1;
        }

        /** @return the result form */
        TableState state() {
            return new TableState(table, min, max);
        }
    }
}
