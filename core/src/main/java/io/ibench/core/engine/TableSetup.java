package io.ibench.core.engine;

import io.ibench.core.plan.QueryMode;
import io.ibench.core.plan.Step;
import io.ibench.core.result.TableState;
import io.ibench.core.spi.Dialect;
import io.ibench.core.workload.Partitioning;
import io.ibench.core.workload.SecondaryIndex;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The benchmark tables around a step: prepared before it (l.i0 drops and re-creates them, l.x
 * drops the secondary indexes an interrupted l.x left, a range-query step checks that its indexes
 * exist), the secondary indexes built in l.x, and the tables' largest ids after it. Nothing here
 * reads the head of the primary key: the step's own timed {@code select min(transactionid)} is the
 * first statement that meets it (docs/workload.md#statements).
 */
final class TableSetup {
    private final ConnectionSource connections;
    private final Dialect dialect;
    private final List<String> tables;
    private final List<SecondaryIndex> indexes;
    private final Partitioning partitioning;
    private final InitialRows initialRows;
    private final Map<String, Long> firstIds = new HashMap<>();

    /**
     * @param connections  the run's connections
     * @param dialect      the SQL dialect
     * @param tables       every benchmark table, {@code pi1 … piN}
     * @param indexes      the secondary indexes the tables have once l.x ran
     * @param partitioning how l.i0 partitions the tables
     * @param initialRows  inserts the rows a step's tables receive before it starts
     */
    TableSetup(ConnectionSource connections, Dialect dialect, List<String> tables, List<SecondaryIndex> indexes,
               Partitioning partitioning, InitialRows initialRows) {
        this.connections = connections;
        this.dialect = dialect;
        this.tables = tables;
        this.indexes = indexes;
        this.partitioning = partitioning;
        this.initialRows = initialRows;
    }

    /** @return the SQL dialect of the tables */
    Dialect dialect() {
        return dialect;
    }

    /**
     * l.i0 drops and re-creates the tables (with their partitions, and with the secondary indexes
     * under {@code --secondary-at-start}); the initial rows of {@code --initial-size} are inserted; every
     * step then checks that each table exists with {@code select max(transactionid)} (the tail of the
     * primary key) and reads the id its first insert is to get ({@link #firstIds()}), and a range-query step checks
     * in the catalog that its indexes exist, so that missing tables or indexes are reported before the step starts.
     *
     * @param step the step about to start
     * @throws SQLException when a table cannot be prepared or read; a missing index says to run l.x first
     */
    void prepare(Step step) throws SQLException {
        try (Connection c = connections.get(); Statement s = c.createStatement()) {
            for (int t = 0; t < tables.size(); t++) {
                String table = tables.get(t);
                if (step.setup()) {
                    for (String sql : dialect.dropTable(table)) {
                        s.execute(sql);
                    }
                    for (String sql : dialect.createTable(table, partitioning)) {
                        s.execute(sql);
                    }
                }
                if (step.extras().indexesAtSetup()) {
                    for (String sql : dialect.createIndexes(table, indexes)) {
                        s.execute(sql);
                    }
                }
                if (step.extras().initialRows() > 0) {
                    initialRows.insert(c, dialect, table, t + 1, step);
                }
                if (step.createIndexes()) {
                    dropSecondaryIndexes(s, table);
                }
                TableProbe.largestId(c, dialect, table);
                recordFirstId(c, table);
                if (step.queryMode() == QueryMode.RANGE) {
                    checkRangeQueries(s, table);
                }
            }
        }
    }

    /** Records the id the table's next row gets, unless its id generator cannot be read. */
    private void recordFirstId(Connection c, String table) {
        try {
            firstIds.put(table, TableProbe.nextId(c, dialect, table));
        } catch (SQLException e) {
            firstIds.remove(table);
        }
    }

    /**
     * @return per table prepared so far, the id the step's first insert into it is to get (its id generator's next
     *         id once the setup and initial rows are in), for the step's restore point; a table whose generator
     *         could not be read is missing
     */
    Map<String, Long> firstIds() {
        return Map.copyOf(firstIds);
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

    /**
     * @return each table's largest id after a step, or null when they cannot be read; the smallest is not read, as
     *         that would scan the head of the primary key the next step's timed get-min is to meet
     */
    List<TableState> states() {
        List<TableState> states = new ArrayList<>();
        try (Connection c = connections.get()) {
            for (String table : tables) {
                states.add(new TableState(table, null, TableProbe.largestId(c, dialect, table)));
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

    /** Range queries that name their index need it; the catalog says whether it exists, without running a query. */
    private void checkRangeQueries(Statement s, String table) throws SQLException {
        Set<String> existing = existingIndexes(s, table);
        for (SecondaryIndex index : indexes) {
            String name = index.indexName(table);
            // only a query that names its index (MySQL's force index) fails without it; Postgres plans without
            boolean named = dialect.rangeQuery(table, index, 1).toLowerCase(Locale.ROOT)
                    .contains(name.toLowerCase(Locale.ROOT));
            if (named && !existing.contains(name.toLowerCase(Locale.ROOT))) {
                throw new SQLException("range queries cannot use " + index.indexName(table) + " (" + table
                        + " has no such index); run l.x first to create the secondary indexes");
            }
        }
    }
}
