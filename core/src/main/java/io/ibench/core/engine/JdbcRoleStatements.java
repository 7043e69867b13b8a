package io.ibench.core.engine;

import io.ibench.core.config.StatementMode;
import io.ibench.core.spi.Dialect;
import io.ibench.core.workload.SecondaryIndex;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The roles' statements on a JDBC connection, prepared with the dialect's SQL for one client's table. */
final class JdbcRoleStatements {
    private JdbcRoleStatements() {
    }

    /**
     * @param insert the inserter's batch, prepared again on every new connection
     * @param tables the table setup, which builds the indexes in l.x
     * @param table  the client's table
     * @return the inserter's statements on a connection
     */
    static JdbcRoleSessions.Preparer<InsertRole.Statements> insert(InsertBatch insert, TableSetup tables,
                                                                   String table) {
        return connection -> {
            insert.prepare(connection);
            return new Inserts(connection, insert, tables, table);
        };
    }

    /**
     * @param dialect       the SQL dialect
     * @param mode          how the statements reach the server ({@code --statements})
     * @param table         the client's table
     * @param rowsPerCommit rows per DELETE
     * @return the deleter's statements on a connection
     */
    static JdbcRoleSessions.Preparer<DeleteRole.Statements> delete(Dialect dialect, StatementMode mode, String table,
                                                                   int rowsPerCommit) {
        return connection -> {
            PreparedStatement delete = dialect.prepare(connection, dialect.deleteOldest(table), mode);
            delete.setInt(2, rowsPerCommit);
            return new Deletes(delete, dialect.prepare(connection, dialect.minTransactionId(table), mode));
        };
    }

    /**
     * @param dialect      the SQL dialect
     * @param mode         how the statements reach the server ({@code --statements})
     * @param table        the client's table
     * @param rowsPerQuery rows per query
     * @param range        range queries (one per index) rather than point queries
     * @param indexes      the secondary indexes the range queries use
     * @return a query thread's statements on a connection
     */
    static JdbcRoleSessions.Preparer<QueryRole.Statements> query(Dialect dialect, StatementMode mode, String table,
                                                                int rowsPerQuery, boolean range,
                                                                List<SecondaryIndex> indexes) {
        return connection -> {
            Map<SecondaryIndex, PreparedStatement> rangeQueries = new EnumMap<>(SecondaryIndex.class);
            if (range) {
                for (SecondaryIndex index : indexes) {
                    rangeQueries.put(index, dialect.prepare(connection, dialect.rangeQuery(table, index, rowsPerQuery),
                            mode));
                }
                return new Queries(rangeQueries, null, null);
            }
            return new Queries(rangeQueries,
                    dialect.prepare(connection, dialect.pointQuery(table, rowsPerQuery), mode),
                    dialect.prepare(connection, dialect.maxTransactionId(table), mode));
        };
    }

    private record Inserts(Connection connection, InsertBatch batch, TableSetup tables, String table)
            implements InsertRole.Statements {
        @Override
        public String newestData() throws SQLException {
            try (PreparedStatement newest = connection.prepareStatement(tables.dialect().newestData(table));
                 ResultSet rs = newest.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }

        @Override
        public long beginIndexBuild() throws SQLException {
            connection.setNetworkTimeout(Runnable::run, 0);
            Long largest = TableProbe.largestId(connection, tables.dialect(), table);
            return largest == null ? 0 : largest;
        }

        @Override
        public void createIndexes() throws SQLException {
            tables.createIndexes(connection, table);
        }
    }

    private record Deletes(PreparedStatement delete, PreparedStatement selectMin) implements DeleteRole.Statements {
        @Override
        public long deleteFrom(long lowerBound) throws SQLException {
            delete.setLong(1, lowerBound);
            return delete.executeUpdate();
        }

        @Override
        public long minId() throws SQLException {
            return TableProbe.single(selectMin, 0);
        }
    }

    private record Queries(Map<SecondaryIndex, PreparedStatement> rangeQueries, PreparedStatement pointQuery,
                           PreparedStatement selectMax) implements QueryRole.Statements {
        @Override
        public long pointQuery(long[] ids) throws SQLException {
            for (int i = 0; i < ids.length; i++) {
                pointQuery.setLong(i + 1, ids[i]);
            }
            return fetchAll(pointQuery);
        }

        @Override
        public long rangeQuery(SecondaryIndex index, int start) throws SQLException {
            PreparedStatement query = rangeQueries.get(index);
            query.setInt(1, start);
            return fetchAll(query);
        }

        @Override
        public long maxId() throws SQLException {
            return TableProbe.single(selectMax, 0);
        }

        private static long fetchAll(PreparedStatement query) throws SQLException {
            long rows = 0;
            try (ResultSet rs = query.executeQuery()) {
                while (rs.next()) {
                    rows++;
                }
            }
            return rows;
        }
    }
}
