package io.ibench.core.engine;

import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.plan.Step;
import io.ibench.core.spi.StatementKind;
import io.ibench.core.workload.Column;
import io.ibench.core.workload.Row;
import io.ibench.core.workload.RowGenerator;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A client's inserter: {@code rounds} multi-row INSERTs of rowsPerCommit rows, each its own
 * autocommit transaction (spec §4, §6.1), as fast as possible or on a {@link Schedule}. In l.x
 * it then creates the secondary indexes on the same connection.
 */
final class InsertRole extends Role {
    /** Parameters per row: the columns of {@link Column#INSERTED}, {@code dateandtime} first. */
    private static final int COLUMNS = Column.INSERTED.size();

    private final Step step;
    private final RowGenerator rows;
    private final Row row = new Row();
    private final SecondClock clock = new SecondClock();
    private PreparedStatement insert;

    InsertRole(StepEnvironment env, StepControl control, ClientSlot client, OperationRecorder recorder, Step step,
               RowGenerator rows) {
        super("client " + client.client + " inserter", env, control, client, recorder);
        this.step = step;
        this.rows = rows;
    }

    @Override
    boolean writer() {
        return true;
    }

    @Override
    StatementKind kind() {
        return StatementKind.INSERT;
    }

    @Override
    void prepare(Connection connection) throws SQLException {
        insert = env.dialect().prepare(connection, env.dialect().insert(client.table, step.rowsPerCommit()), StatementKind.INSERT);
    }

    @Override
    void work(Connection connection) throws Exception {
        Schedule schedule = schedule(step);
        for (long k = 0; k < step.rounds(); k++) {
            markDue(schedule, k);
            if (client.window != null && !client.window.awaitTurn(true, k, control)) {
                return;
            }
            bindRows();
            if (!awaitStart(schedule, k)) {
                return;
            }
            bindDateAndTime();
            if (client.window != null) {
                client.window.started(true);
            }
            timed(schedule, k, insert::executeUpdate);
        }
        if (awaitScheduleEnd(schedule) && step.createIndexes()) {
            createIndexes(connection);
        }
    }

    /** Binds the next batch's generated values, before the wait for its start. */
    private void bindRows() throws SQLException {
        int p = 1;
        for (int r = 0; r < step.rowsPerCommit(); r++) {
            rows.next(row);
            p++; // dateandtime: bound by bindDateAndTime when the statement is about to run
            insert.setInt(p++, row.cashregisterid());
            insert.setInt(p++, row.customerid());
            insert.setInt(p++, row.productid());
            insert.setInt(p++, row.price());
            insert.setString(p++, row.data());
        }
    }

    /**
     * Binds {@code dateandtime} when the statement is about to run: every row of a batch gets
     * the same wall-clock second (spec §4), formatted once as {@code yyyy-MM-dd HH:mm:ss} local time.
     */
    private void bindDateAndTime() throws SQLException {
        String now = clock.now();
        for (int p = 1; p <= step.rowsPerCommit() * COLUMNS; p += COLUMNS) {
            insert.setString(p, now);
        }
    }

    /** l.x: records the rows the indexes cover, then runs the index DDL and times it. */
    private void createIndexes(Connection connection) throws SQLException {
        TableProbe.Range range = TableProbe.range(connection, env.dialect(), client.table);
        client.indexedRows = range.rowsSpanned();
        long start = System.nanoTime();
        try (Statement ddl = connection.createStatement()) {
            for (String sql : env.dialect().createIndexes(client.table, env.indexes())) {
                ddl.execute(sql);
            }
        }
        client.indexSeconds = (System.nanoTime() - start) / 1e9;
    }
}
