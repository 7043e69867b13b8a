package io.ibench.core.engine;

import io.ibench.core.workload.Row;
import io.ibench.core.workload.RowGenerator;

import java.util.function.Supplier;

/**
 * Makes an inserter's batches in order: each batch's rows from the inserter's generator and,
 * when the INSERT is text, its text stamped with the second the batch is made in, which the
 * inserter sends as it is when the batch runs in that second (docs/performance.md). Not thread
 * safe: one thread makes the batches (the inserter's {@link Pipeline}).
 */
final class BatchMaker {
    private final RowGenerator rows;
    private final int rowsPerCommit;
    private final InsertBatch insert;
    private final Supplier<String> clock;
    private final StringBuilder buffer = new StringBuilder();

    /**
     * @param rows          the inserter's row generator
     * @param rowsPerCommit rows per batch, ≥ 1
     * @param insert        how the batch is sent, which writes its text ({@link InsertBatch#text})
     * @param clock         the current second, {@code yyyy-MM-dd HH:mm:ss}
     */
    BatchMaker(RowGenerator rows, int rowsPerCommit, InsertBatch insert, Supplier<String> clock) {
        this.rows = rows;
        this.rowsPerCommit = rowsPerCommit;
        this.insert = insert;
        this.clock = clock;
    }

    /** @return the next batch */
    MadeBatch next() {
        Row[] batch = new Row[rowsPerCommit];
        for (int r = 0; r < batch.length; r++) {
            batch[r] = new Row();
            rows.next(batch[r]);
        }
        String now = clock.get();
        return new MadeBatch(batch, now, insert.text(batch, now, buffer));
    }
}
