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
    private final Row[] batch;
    private final SecondClock clock = new SecondClock();
    private final SqlCall execute = this::execute;
    private PreparedStatement insert;
    private String batchTime;

    InsertRole(StepEnvironment env, StepControl control, ClientSlot client, OperationRecorder recorder, Step step,
               RowGenerator rows) {
        super("client " + client.client + " inserter", env, control, client, recorder);
        this.step = step;
        this.rows = rows;
        this.batch = new Row[step.rowsPerCommit()];
        for (int r = 0; r < batch.length; r++) {
            batch[r] = new Row();
        }
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
    void rebind() throws SQLException {
        bindBatch();
        bindDateAndTime(batchTime);
    }

    @Override
    void work() throws Exception {
        Schedule schedule = schedule(step);
        for (long k = 0; k < step.rounds(); k++) {
            markDue(schedule, k);
            if (client.window != null && !client.window.awaitTurn(true, k, control)) {
                return;
            }
            for (Row row : batch) {
                rows.next(row);
            }
            bindBatch();
            if (!awaitStart(schedule, k)) {
                return;
            }
            batchTime = clock.now();
            bindDateAndTime(batchTime);
            if (client.window != null) {
                client.window.started(true);
            }
            timed(schedule, k, execute);
        }
        if (awaitScheduleEnd(schedule) && step.createIndexes()) {
            createIndexes(connection());
        }
    }

    private long execute() throws SQLException {
        return insert.executeUpdate();
    }

    /** Binds the batch's generated values, before the wait for its start. */
    private void bindBatch() throws SQLException {
        int p = 1;
        for (Row row : batch) {
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
    private void bindDateAndTime(String now) throws SQLException {
        for (int p = 1; p <= step.rowsPerCommit() * COLUMNS; p += COLUMNS) {
            insert.setString(p, now);
        }
    }

    /**
     * l.x: records the rows the indexes cover, then runs the index DDL and times it, with no
     * statement timeout: an index build takes as long as it takes.
     */
    private void createIndexes(Connection connection) throws SQLException {
        connection.setNetworkTimeout(Runnable::run, 0);
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
