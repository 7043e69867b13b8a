package io.ibench.core.plan;

import java.util.List;
import java.util.Map;

/**
 * What planning needs of a run's settings, and nothing else.
 *
 * @param steps             step names in run order
 * @param rowsPerCommit     rows-per-commit overrides by step name (1..100000); steps not named use their defaults
 * @param clients           number of clients, ≥ 1
 * @param sharedTable       whether all clients share one table
 * @param rowsPerTable      rows each table holds after l.i0, ≥ 1
 * @param writeRowsPerTable rows each table receives in l.i1 and l.i2 together, ≥ 0
 * @param querySeconds      seconds a read-write step lasts at its target rate, ≥ 1
 * @param deletes           whether writers delete as many oldest rows as they insert
 * @param queryThreads      query threads per client in read-write steps, ≥ 1
 * @param secondaryIndexes  number of secondary indexes l.x creates, 0..3
 * @param cleanupSeconds    the cleanup's target duration in seconds, or null for min(1200, rows/1e6 + 60)
 * @param options           the reference's options that change what steps do
 */
public record PlanInput(List<String> steps, Map<String, Integer> rowsPerCommit, int clients, boolean sharedTable,
                        long rowsPerTable, long writeRowsPerTable, int querySeconds, boolean deletes, int queryThreads,
                        int secondaryIndexes, Integer cleanupSeconds, ReferenceOptions options) {

    public PlanInput {
        steps = List.copyOf(steps);
        rowsPerCommit = Map.copyOf(rowsPerCommit);
    }

    /**
     * @param tableRows rows a step inserts into each table, ≥ 0
     * @return rows each client inserts for them: all of them with a table per client, else a share of the shared
     *         table's rows, rounded up
     */
    public long rowsPerClient(long tableRows) {
        return sharedTable ? (tableRows + clients - 1) / clients : tableRows;
    }

    /** @return number of benchmark tables: 1 when shared, else one per client */
    public int tableCount() {
        return sharedTable ? 1 : clients;
    }
}
