package io.ibench.core.engine;

import io.ibench.core.spi.Dialect;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Reads single values of a table's primary key: its largest id with the dialect's {@code max} query, which reads the
 * tail of the index, and the deleters' and query threads' own prepared {@code min}/{@code max} reads.
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
        try (PreparedStatement max = connection.prepareStatement(dialect.maxTransactionId(table))) {
            return nullable(max);
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
