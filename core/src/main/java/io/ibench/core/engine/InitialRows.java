package io.ibench.core.engine;

import io.ibench.core.plan.Step;
import io.ibench.core.spi.Dialect;
import io.ibench.core.workload.DataDomain;
import io.ibench.core.workload.Row;
import io.ibench.core.workload.RowGenerator;
import io.ibench.core.workload.Seeds;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * {@code --initial-size}: the rows a table receives, untimed, before a step starts, as the reference's main
 * process inserts them before its clients are released (docs/workload.md#options-of-the-reference): whole
 * batches of the step's rows per commit, sent as the reference's text, each its own autocommit transaction.
 */
final class InitialRows {
    /** The role number of the initial rows in {@link Seeds#derive}, after the inserter, deleter and query threads. */
    static final int SEED_ROLE = 1000;

    private final DataDomain domain;
    private final long seed;

    /**
     * @param domain the run's value domains
     * @param seed   the run's master seed
     */
    InitialRows(DataDomain domain, long seed) {
        this.domain = domain;
        this.seed = seed;
    }

    /**
     * @param c           a connection
     * @param dialect     the SQL dialect
     * @param table       the table
     * @param tableNumber its number, 1-based
     * @param step        the step about to start, whose {@code extras().initialRows()} rows are inserted
     * @throws SQLException when an INSERT fails
     */
    void insert(Connection c, Dialect dialect, String table, int tableNumber, Step step) throws SQLException {
        RowGenerator generator = new RowGenerator(domain, Seeds.derive(seed, tableNumber, SEED_ROLE, step.name()));
        Row[] batch = new Row[step.rowsPerCommit()];
        for (int r = 0; r < batch.length; r++) {
            batch[r] = new Row();
        }
        String prefix = dialect.insertPrefix(table);
        StringBuilder text = new StringBuilder();
        SecondClock clock = new SecondClock();
        try (Statement s = c.createStatement()) {
            s.setEscapeProcessing(false);
            for (long done = 0; done < step.extras().initialRows(); done += batch.length) {
                for (Row row : batch) {
                    generator.next(row);
                }
                s.executeUpdate(LiteralInsert.build(prefix, batch, clock.now(), text));
            }
        }
    }
}
