package io.ibench.core.plan;

/**
 * One planned benchmark step with its sizes resolved.
 *
 * @param name                 the step's name as shown in results, e.g. {@code l.i1} or {@code qr100}
 * @param kind                 what the step does
 * @param activeClients        clients that take part, 1..clients (l.x on a shared table uses one)
 * @param rowsPerClient        rows each active client inserts, ≥ 0; a multiple of rowsPerCommit
 * @param rowsPerCommit        rows per INSERT statement (and per DELETE), ≥ 1
 * @param insertsPerSecond     target inserted rows per second per client, 0 = unthrottled
 * @param deletes              whether each insert is paired with a delete of as many oldest rows
 * @param queryMode            what the query threads run
 * @param queryThreads         query threads per client, 0 when queryMode is NONE
 * @param setup                drop and create the tables before the step (untimed)
 * @param createIndexes        create the secondary indexes after inserting (timed)
 * @param timeLimitSeconds     for read-write steps without writers: how long queries run; else 0
 * @param cleanupSeconds       for the cleanup step: its target duration in seconds; else 0
 * @param extras               what the reference's options add to the step (docs/workload.md#options-of-the-reference)
 */
public record Step(String name, StepKind kind, int activeClients, long rowsPerClient, int rowsPerCommit,
                   int insertsPerSecond, boolean deletes, QueryMode queryMode, int queryThreads,
                   boolean setup, boolean createIndexes, int timeLimitSeconds, int cleanupSeconds, StepExtras extras) {

    /**
     * @param value what the reference's options add
     * @return this step with them
     */
    Step withExtras(StepExtras value) {
        return new Step(name, kind, activeClients, rowsPerClient, rowsPerCommit, insertsPerSecond, deletes, queryMode,
                queryThreads, setup, createIndexes, timeLimitSeconds, cleanupSeconds, value);
    }

    /** @return INSERT statements each active client runs: rowsPerClient / rowsPerCommit */
    public long rounds() {
        return rowsPerClient / rowsPerCommit;
    }

    /** @return true when the step has inserters (false for cleanup and for read-write steps at rate 0) */
    public boolean hasWriters() {
        return kind != StepKind.CLEANUP && rowsPerClient > 0;
    }

    /** @return true when writers follow a schedule rather than running as fast as they can */
    public boolean scheduled() {
        return hasWriters() && insertsPerSecond > 0;
    }

    /** @return writer roles per active client: 0 without writers, 1 inserter, or 2 with a deleter */
    public int writersPerClient() {
        if (!hasWriters()) {
            return 0;
        }
        return deletes ? 2 : 1;
    }

    /**
     * @return connections each active client's roles hold: its writers, its query threads and its long read
     *         transaction
     */
    public int connectionsPerClient() {
        return writersPerClient() + queryThreads + (extras.htapTransactionSeconds() > 0 ? 1 : 0);
    }

    /** @return connections the step's roles hold at once: {@link #connectionsPerClient()} for every active client */
    public int connectionsNeeded() {
        return activeClients * connectionsPerClient();
    }
}
