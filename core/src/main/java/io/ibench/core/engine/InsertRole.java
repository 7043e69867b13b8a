package io.ibench.core.engine;

import io.ibench.core.config.StatementMode;
import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.plan.Step;
import io.ibench.core.spi.StatementKind;
import io.ibench.core.workload.Row;
import io.ibench.core.workload.RowGenerator;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A client's inserter: {@code rounds} multi-row INSERTs of rowsPerCommit rows, each its own
 * autocommit transaction (spec §4, §6.1), as fast as possible or on a {@link Schedule}, sent
 * as {@code --statements} says ({@link LiteralInsert} or {@link BoundInsert}). In l.x it then
 * creates the secondary indexes on the same connection.
 */
final class InsertRole extends Role {
    private final Step step;
    private final RowGenerator rows;
    private final Row[] batch;
    private final SecondClock clock = new SecondClock();
    private final InsertBatch insert;
    private final SqlCall execute;

    InsertRole(StepEnvironment env, StepControl control, ClientSlot client, OperationRecorder recorder, Step step,
               RowGenerator rows) {
        super("client " + client.client + " inserter", env, control, client, recorder);
        this.step = step;
        this.rows = rows;
        this.batch = new Row[step.rowsPerCommit()];
        for (int r = 0; r < batch.length; r++) {
            batch[r] = new Row();
        }
        this.insert = env.config().statementMode() == StatementMode.REFERENCE
                ? new LiteralInsert(env.dialect().insertPrefix(client.table), step.rowsPerCommit())
                : new BoundInsert(env.dialect(), client.table, step.rowsPerCommit());
        this.execute = insert::execute;
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
        insert.prepare(connection);
    }

    @Override
    void rebind() throws SQLException {
        insert.reload();
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
            insert.load(batch);
            if (!awaitStart(schedule, k)) {
                return;
            }
            insert.stamp(clock.now());
            if (client.window != null) {
                client.window.started(true);
            }
            timed(schedule, k, execute);
        }
        if (awaitScheduleEnd(schedule) && step.createIndexes()) {
            createIndexes(connection());
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
