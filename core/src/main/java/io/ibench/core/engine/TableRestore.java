package io.ibench.core.engine;

import io.ibench.core.config.RunConfig;
import io.ibench.core.plan.Step;
import io.ibench.core.result.RestorePoint;
import io.ibench.core.result.StepRedo;
import io.ibench.core.result.TableChange;
import io.ibench.core.spi.Dialect;
import io.ibench.core.workload.Row;
import io.ibench.core.workload.RowGenerator;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Puts the benchmark tables back to a step's start before {@code --resume} runs the step again
 * (docs/results.md#restore-points), table by table: waits for writes a killed client left running on the server,
 * deletes the rows above the table's largest id before the step, inserts again the rows that were deleted since
 * (their ids and generated values come from the run's restore points and seed; {@link TableHistory}), and sets the
 * table's id generator back. The rows go back newest first, each statement on its own, so a restore that is itself
 * killed leaves only the oldest rows missing, and the next restore puts those back. A table whose rows cannot be
 * told is left with the rows it has, and the step's {@link StepRedo} says why.
 */
final class TableRestore {
    /** Rows per DELETE and per INSERT of a restore. */
    static final int ROWS_PER_STATEMENT = 500;

    private final RunConfig config;
    private final Dialect dialect;
    private final ConnectionSource connections;

    /**
     * @param config      the run's configuration: its plan, seed and value domains
     * @param dialect     the tables' SQL
     * @param connections the run's connections
     */
    TableRestore(RunConfig config, Dialect dialect, ConnectionSource connections) {
        this.config = config;
        this.dialect = dialect;
        this.connections = connections;
    }

    /**
     * @param points every restore point the run recorded, in plan order
     * @param target the restore point of the step to run again
     * @return what was done, for the step's next attempt
     * @throws SQLException when a table cannot be read or changed
     */
    StepRedo restore(List<RestorePoint> points, RestorePoint target) throws SQLException {
        List<Step> plan = config.plan().steps();
        Step step = plan.get(target.position());
        if (step.setup()) {
            return new StepRedo(target.attempt() + 1, 0, 0, null);
        }
        boolean deleted = points.stream().anyMatch(p -> p.position() >= target.position()
                && plan.get(p.position()).deletes());
        List<RestorePoint> earlier = points.stream().filter(p -> p.position() < target.position()).toList();
        long planned = plan.subList(0, target.position()).stream()
                .mapToLong(s -> s.rowsPerClient() * s.activeClients() + s.extras().initialRows()).sum();
        long removed = 0;
        long putBack = 0;
        List<String> problems = new ArrayList<>();
        try (Connection c = connections.get()) {
            for (TableChange table : target.tables()) {
                removed += removeAbove(c, table.table(), table.maxIdBefore() == null ? 0 : table.maxIdBefore());
                TableHistory history = TableHistory.atStart(earlier, plan, table.table(),
                        Integer.parseInt(table.table().substring(2)), config.seed(), config.sharedTable());
                Long min = TableProbe.smallestId(c, dialect, table.table());
                String problem = history.unknown() != null ? (deleted ? history.unknown() : null)
                        : check(c, table.table(), history, min, planned);
                if (problem == null) {
                    putBack += putBack(c, table.table(), history.below(min));
                } else {
                    problems.add(table.table() + ": the rows deleted since the step's start cannot be put back, as "
                            + problem);
                }
                if (table.nextIdBefore() != null) {
                    execute(c, dialect.restartIds(table.table(), table.nextIdBefore()));
                }
            }
        }
        return new StepRedo(target.attempt() + 1, removed, putBack, problems.isEmpty() ? null
                : String.join("; ", problems) + "; the step ran on the rows the tables had");
    }

    /** @return rows deleted: every row with an id above {@code maxId}, after writes still running ended */
    private long removeAbove(Connection c, String table, long maxId) throws SQLException {
        execute(c, dialect.awaitWrites(table));
        long removed = 0;
        try (PreparedStatement delete = c.prepareStatement(dialect.deleteOldest(table))) {
            delete.setLong(1, maxId + 1);
            delete.setInt(2, ROWS_PER_STATEMENT);
            for (int n = delete.executeUpdate(); n > 0; n = delete.executeUpdate()) {
                removed += n;
            }
        }
        return removed;
    }

    /**
     * @param min the table's smallest id now, or null when it is empty
     * @param planned the most rows the steps before the step insert into a table, which no restore exceeds
     * @return why the rows to put back cannot be told, or null when they can: every run below the smallest id is
     *         gapless, they are no more than the plan inserts, and the row with the smallest id is the one the
     *         history says
     */
    private String check(Connection c, String table, TableHistory history, Long min, long planned)
            throws SQLException {
        long rows = 0;
        for (TableHistory.IdRun run : history.below(min)) {
            if (!run.gapless()) {
                return "the ids " + run.madeBy() + " inserted have gaps (an INSERT failed or its connection was "
                        + "lost), so the rows they held are not known";
            }
            rows += run.rows();
        }
        if (rows > planned) {
            return "the run's restore points name " + rows + " rows to put back, more than the steps before it insert ("
                    + planned + ")";
        }
        if (min == null || history.runs().isEmpty()) {
            return null;
        }
        TableHistory.IdRun run = history.find(min);
        if (run == null || !run.gapless()) {
            return "its smallest id " + min + " is not one the run's restore points account for";
        }
        Row expected = new Row();
        new RowGenerator(config.domain(), run.streamSeed()).row(run.index(min), expected);
        try (PreparedStatement query = c.prepareStatement(dialect.pointQuery(table, 1))) {
            query.setLong(1, min);
            try (ResultSet rs = query.executeQuery()) {
                if (!rs.next() || rs.getInt(2) != expected.productid() || !expected.data().equals(rs.getString(3))) {
                    return "its row " + min + " is not the one the run's seed made for that id";
                }
            }
        }
        return null;
    }

    /** @return rows inserted: the runs' rows, newest first, {@value #ROWS_PER_STATEMENT} per statement at most */
    private long putBack(Connection c, String table, List<TableHistory.IdRun> runs) throws SQLException {
        long rows = 0;
        String now = new SecondClock().now();
        Row row = new Row();
        for (int r = runs.size() - 1; r >= 0; r--) {
            TableHistory.IdRun run = runs.get(r);
            RowGenerator generator = new RowGenerator(config.domain(), run.streamSeed());
            for (long high = run.lastId(); high >= run.firstId(); high -= ROWS_PER_STATEMENT) {
                long low = Math.max(run.firstId(), high - ROWS_PER_STATEMENT + 1);
                try (PreparedStatement insert = c.prepareStatement(dialect.insertWithIds(table,
                        (int) (high - low + 1)))) {
                    int p = 1;
                    for (long id = low; id <= high; id++) {
                        generator.row(run.index(id), row);
                        insert.setLong(p++, id);
                        insert.setString(p++, now);
                        insert.setInt(p++, row.cashregisterid());
                        insert.setInt(p++, row.customerid());
                        insert.setInt(p++, row.productid());
                        insert.setInt(p++, row.price());
                        insert.setString(p++, row.data());
                    }
                    rows += insert.executeUpdate();
                }
            }
        }
        return rows;
    }

    private static void execute(Connection c, List<String> statements) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        }
    }
}
