package io.ibench.core.engine;

import io.ibench.core.plan.QueryMode;
import io.ibench.core.plan.Step;
import io.ibench.core.result.TableState;
import io.ibench.core.spi.Dialect;
import io.ibench.core.workload.SecondaryIndex;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The benchmark tables around a step: prepared before it (l.i0 drops and re-creates them, l.x
 * drops the secondary indexes an interrupted l.x left, every step reads each table's id range,
 * a range-query step checks that its indexes exist), the secondary indexes built in l.x, and the
 * tables' states after it.
 */
final class TableSetup {
    private final ConnectionSource connections;
    private final Dialect dialect;
    private final List<String> tables;
    private final List<SecondaryIndex> indexes;

    /**
     * @param connections  the run's connections
     * @param dialect      the SQL dialect
     * @param tables       every benchmark table, {@code pi1 … piN}
     * @param indexes      the secondary indexes the tables have once l.x ran
     */
    TableSetup(ConnectionSource connections, Dialect dialect, List<String> tables, List<SecondaryIndex> indexes) {
        this.connections = connections;
        this.dialect = dialect;
        this.tables = tables;
        this.indexes = indexes;
    }

    /** @return the SQL dialect of the tables */
    Dialect dialect() {
        return dialect;
    }

    /**
     * l.i0 drops and re-creates the tables; every step then reads each table's id range, and a
     * range-query step checks in the catalog that its indexes exist, so that missing tables or indexes
     * are reported before the step starts.
     *
     * @param step the step about to start
     * @return each table's id range, in table order
     * @throws SQLException when a table cannot be prepared or read; a missing index says to run l.x first
     */
    List<TableProbe.Range> prepare(Step step) throws SQLException {
        List<TableProbe.Range> ranges = new ArrayList<>();
        try (Connection c = connections.get(); Statement s = c.createStatement()) {
            for (String table : tables) {
                if (step.setup()) {
                    for (String sql : dialect.dropTable(table)) {
                        s.execute(sql);
                    }
                    for (String sql : dialect.createTable(table)) {
                        s.execute(sql);
                    }
                }
                if (step.createIndexes()) {
                    dropSecondaryIndexes(s, table);
                }
                ranges.add(TableProbe.range(c, dialect, table));
                if (step.queryMode() == QueryMode.RANGE) {
                    checkRangeQueries(s, table);
                }
            }
        }
        return ranges;
    }

    /**
     * l.x: creates the secondary indexes of one table.
     *
     * @param c     the inserter's connection
     * @param table its table
     * @throws SQLException when the DDL fails
     */
    void createIndexes(Connection c, String table) throws SQLException {
        try (Statement ddl = c.createStatement()) {
            for (String sql : dialect.createIndexes(table, indexes)) {
                ddl.execute(sql);
            }
        }
    }

    /** @return each table's id range after a step, or null when they cannot be read */
    List<TableState> states() {
        List<TableState> states = new ArrayList<>();
        try (Connection c = connections.get()) {
            for (String table : tables) {
                states.add(TableProbe.range(c, dialect, table).state());
            }
        } catch (SQLException e) {
            return null;
        }
        return states;
    }

    /**
     * l.x builds the secondary indexes; those a previous, interrupted l.x left are dropped first,
     * so that the step (run again by {@code --resume}) measures the whole build.
     */
    private void dropSecondaryIndexes(Statement s, String table) throws SQLException {
        Set<String> existing = existingIndexes(s, table);
        for (SecondaryIndex index : indexes) {
            if (existing.contains(index.indexName(table).toLowerCase(Locale.ROOT))) {
                s.execute(dialect.dropIndex(table, index));
            }
        }
    }

    /** @return the names of the table's indexes, lower case, from the dialect's catalog query */
    private Set<String> existingIndexes(Statement s, String table) throws SQLException {
        Set<String> existing = new HashSet<>();
        try (ResultSet rs = s.executeQuery(dialect.listIndexes(table))) {
            while (rs.next()) {
                String name = rs.getString(1);
                if (name != null) {
                    existing.add(name.toLowerCase(Locale.ROOT));
                }
            }
        }
        return existing;
    }

    /** Range queries need every secondary index; the catalog says whether they exist, without running a query. */
    private void checkRangeQueries(Statement s, String table) throws SQLException {
        Set<String> existing = existingIndexes(s, table);
        for (SecondaryIndex index : indexes) {
            if (!existing.contains(index.indexName(table).toLowerCase(Locale.ROOT))) {
                throw new SQLException("range queries cannot use " + index.indexName(table) + " (" + table
                        + " has no such index); run l.x first to create the secondary indexes");
            }
        }
    }
}
