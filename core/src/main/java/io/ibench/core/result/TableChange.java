package io.ibench.core.result;

/**
 * One benchmark table in a {@link RestorePoint}: its ids before a step, recorded before the step changes the table,
 * and what the step did to it, recorded with the step's result (docs/results.md#restore-points). Ids are the
 * table's {@code transactionid}s, ≥ 1.
 *
 * @param table        the table, e.g. {@code pi1}
 * @param maxIdBefore  its largest id before the step; null when it was empty, or when the step creates it (l.i0)
 * @param nextIdBefore the id its next inserted row was to get before the step (the id generator's state, which
 *                     {@code --resume} sets back); null when the step creates the table
 * @param firstId      the id the step's first insert was to get once the step's setup and initial rows were in;
 *                     null until the step ended, or when it could not be read
 * @param inserted     rows the step's clients inserted into the table (not its {@code --initial-size} rows); null
 *                     until the step ended
 * @param deleted      rows the step's clients deleted from it, the oldest; null until the step ended
 * @param maxIdAfter   its largest id after the step; null until the step ended, or when it was empty or unreadable
 */
public record TableChange(String table, Long maxIdBefore, Long nextIdBefore, Long firstId, Long inserted,
                          Long deleted, Long maxIdAfter) {

    /**
     * @param table        the table
     * @param maxIdBefore  its largest id, or null when empty or about to be created
     * @param nextIdBefore its id generator's next id, or null when the table is about to be created
     * @return the table before a step, which has not ended
     */
    public static TableChange before(String table, Long maxIdBefore, Long nextIdBefore) {
        return new TableChange(table, maxIdBefore, nextIdBefore, null, null, null, null);
    }

    /** @return whether the step's end was recorded */
    public boolean ended() {
        return inserted != null && deleted != null;
    }

    /**
     * @param first    the id its first insert was to get, or null
     * @param rowsIn   rows its clients inserted
     * @param rowsOut  rows they deleted
     * @param maxAfter the table's largest id afterwards, or null
     * @return this table with the step's end recorded
     */
    public TableChange ended(Long first, long rowsIn, long rowsOut, Long maxAfter) {
        return new TableChange(table, maxIdBefore, nextIdBefore, first, rowsIn, rowsOut, maxAfter);
    }

    /** @return this table as it was before the step, its end not recorded */
    public TableChange beforeOnly() {
        return before(table, maxIdBefore, nextIdBefore);
    }
}
