package io.ibench.core.engine;

import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.plan.Step;
import io.ibench.core.workload.Row;
import io.ibench.core.workload.RowGenerator;

import java.sql.SQLException;

/**
 * A client's inserter: {@code rounds} multi-row INSERTs of rowsPerCommit rows, each its own
 * autocommit transaction (docs/workload.md#rows, docs/workload.md#statements), as fast as possible or on a
 * {@link Schedule}, sent as {@code --statements} says ({@link LiteralInsert} or {@link BoundInsert}). In l.x it then
 * creates the secondary indexes on the same connection.
 */
final class InsertRole extends Role<InsertRole.Statements> {
    private final Step step;
    private final RowGenerator rows;
    private final Row[] batch;
    private final SecondClock clock = new SecondClock();

    /**
     * @param control  the step
     * @param client   the client
     * @param recorder its inserts' recorder
     * @param step     the step's sizes and schedule
     * @param rows     the client's row generator
     * @param sessions opens the inserter's sessions
     * @param errors   the fault policy and the adapter's classification
     */
    InsertRole(StepControl control, ClientSlot client, OperationRecorder recorder, Step step, RowGenerator rows,
               RoleSession.Opener<Statements> sessions, ErrorHandling errors) {
        super("client " + client.client + " inserter", control, client, recorder, sessions, errors);
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
    void rebind(Statements statements) throws SQLException {
        statements.batch().reload();
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
            statements().batch().load(batch);
            if (!awaitStart(schedule, k)) {
                return;
            }
            statements().batch().stamp(clock.now());
            if (client.window != null) {
                client.window.started(true);
            }
            timed(schedule, k, s -> s.batch().execute());
        }
        if (awaitScheduleEnd(schedule) && step.createIndexes()) {
            createIndexes(statements());
        }
    }

    /** l.x: records the rows the indexes cover, then runs the index DDL and times it. */
    private void createIndexes(Statements statements) throws SQLException {
        client.indexedRows = statements.beginIndexBuild();
        long start = System.nanoTime();
        statements.createIndexes();
        client.indexSeconds = (System.nanoTime() - start) / 1e9;
    }

    /** What the inserter runs on its connection. */
    interface Statements {
        /** @return the INSERT of one batch, prepared on this connection */
        InsertBatch batch();

        /**
         * l.x, before the index build: lifts the statement timeout (an index build takes as long as
         * it takes) and reads the table's largest id, the tail of its primary key (never the head:
         * docs/workload.md#statements).
         *
         * @return the rows the indexes will cover: the largest id, as l.x follows l.i0, which deletes none of the
         *         rows it numbered from 1
         * @throws SQLException when the table cannot be read
         */
        long beginIndexBuild() throws SQLException;

        /**
         * Creates the run's secondary indexes on the client's table.
         *
         * @throws SQLException when the DDL fails
         */
        void createIndexes() throws SQLException;
    }
}
