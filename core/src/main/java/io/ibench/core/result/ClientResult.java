package io.ibench.core.result;

/**
 * One client's share of a step, for fairness.
 *
 * @param client                 client number, 1-based
 * @param table                  the table it used
 * @param startSeconds           from the step's start until the client's first statement started (null if none did)
 * @param seconds                from the step's start until the client's last role finished
 * @param rowsInserted           rows it inserted
 * @param rowsDeleted            rows its deletes removed
 * @param queries                queries it ran
 * @param firstMinIdQuerySeconds duration of its step-start {@code select min(transactionid)}, or null without deletes
 * @param indexedRows            l.x only: rows in the table when the indexes were built, its largest id
 * @param indexSeconds           l.x only: seconds the index DDL took
 */
public record ClientResult(int client, String table, Double startSeconds, double seconds, long rowsInserted,
                           long rowsDeleted, long queries, Double firstMinIdQuerySeconds, Long indexedRows,
                           Double indexSeconds) {
}
