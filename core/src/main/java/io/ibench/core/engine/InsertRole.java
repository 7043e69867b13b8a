package io.ibench.core.engine;

import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.plan.Step;
import io.ibench.core.workload.RowGenerator;

import io.ibench.core.workload.Row;
import java.sql.SQLException;
import java.util.OptionalLong;

/**
 * A client's inserter: {@code rounds} multi-row INSERTs of rowsPerCommit rows, each its own
 * autocommit transaction (docs/workload.md#rows, docs/workload.md#statements), as fast as possible or on a
 * {@link Schedule}, sent as {@code --statements} says ({@link LiteralInsert} or {@link BoundInsert}), fewer when the
 * step's {@code --max-seconds} passes first. A {@link BatchMaker} on its own thread makes the next batches while
 * the current INSERT runs ({@link Pipeline}: chunks of about {@value #ROWS_PER_CHUNK} rows, two chunks ahead), so
 * the server does not wait for the client between statements (docs/performance.md). A batch whose connection was
 * lost counts as inserted, and is not sent again, when the table's newest row is the batch's last one
 * (docs/measurement.md#errors). In l.x it then creates the secondary indexes on the same connection.
 */
final class InsertRole extends Role<InsertRole.Statements> {
    /** Rows per chunk of batches the batch maker hands over at once (at least one batch). */
    static final int ROWS_PER_CHUNK = 400;
    /** Chunks made ahead of the running INSERT. */
    static final int CHUNKS_AHEAD = 2;

    private final Step step;
    private final RowGenerator rows;
    private final InsertBatch insert;
    private final SecondClock clock = new SecondClock();

    /**
     * @param control  the step
     * @param client   the client
     * @param recorder its inserts' recorder
     * @param step     the step's sizes and schedule
     * @param rows     the client's row generator
     * @param insert   how a batch is sent, the one every session's {@link Statements#batch()} returns
     * @param sessions opens the inserter's sessions
     * @param errors   the fault policy and the adapter's classification
     */
    InsertRole(StepControl control, ClientSlot client, OperationRecorder recorder, Step step, RowGenerator rows,
               InsertBatch insert, RoleSession.Opener<Statements> sessions, ErrorHandling errors) {
        super("client " + client.client + " inserter", control, client, recorder, sessions, errors);
        this.step = step;
        this.rows = rows;
        this.insert = insert;
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
        BatchMaker maker = new BatchMaker(rows, step.rowsPerCommit(), insert, new SecondClock()::now);
        Pipeline<MadeBatch> batches = new Pipeline<>(Thread.currentThread().getName() + " batch maker",
                CHUNKS_AHEAD, batchesPerChunk(step.rowsPerCommit()), step.rounds(), maker::next);
        try {
            insertAll(batches);
        } finally {
            batches.close();
            addHelperCpu(batches.makerCpuNanos());
        }
    }

    /** @return batches per chunk: {@value #ROWS_PER_CHUNK} rows, at least one batch */
    static int batchesPerChunk(int rowsPerCommit) {
        return Math.max(1, ROWS_PER_CHUNK / rowsPerCommit);
    }

    private void insertAll(Pipeline<MadeBatch> batches) throws Exception {
        Schedule schedule = schedule(step);
        for (long k = 0; k < step.rounds() && !control.timeUp(); k++) {
            markDue(schedule, k);
            if (client.window != null && !awaitPartner(true, k)) {
                return;
            }
            MadeBatch batch = batches.next();
            statements().batch().load(batch);
            if (!awaitStart(schedule, k)) {
                return;
            }
            statements().batch().stamp(clock.now());
            if (client.window != null) {
                client.window.started(true);
            }
            timed(schedule, k, s -> s.batch().execute(), s -> insertedBeforeLoss(s, batch.rows()));
        }
        if (awaitScheduleEnd(schedule) && step.createIndexes()) {
            createIndexes(statements());
        }
    }

    /**
     * @param statements the new session's statements
     * @param batch      the rows of the batch whose connection was lost
     * @return the batch's rows when the server inserted it before the connection was lost: the
     *         table's newest row is its last row (with one inserter per table); else empty
     */
    private static OptionalLong insertedBeforeLoss(Statements statements, Row[] batch) throws SQLException {
        return batch[batch.length - 1].data().equals(statements.newestData())
                ? OptionalLong.of(batch.length) : OptionalLong.empty();
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
         * @return the {@code data} of the table's row with the largest {@code transactionid}; null when empty
         * @throws SQLException when the table cannot be read
         */
        String newestData() throws SQLException;

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
