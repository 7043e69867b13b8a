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
     * @param name          the step's name
     * @param kind          what the step does
     * @param activeClients clients that take part, ≥ 1
     * @return a builder of a step that, until told otherwise, inserts no rows, runs no queries, sets nothing up and
     *         has no time limit
     */
    public static Builder builder(String name, StepKind kind, int activeClients) {
        return new Builder(name, kind, activeClients);
    }

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
        return kind.hasClients() && rowsPerClient > 0;
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

    /** Builds a {@link Step} by naming what it does; what is not named is off (0, false, no queries). */
    public static final class Builder {
        private final String name;
        private final StepKind kind;
        private final int activeClients;
        private long rowsPerClient;
        private int rowsPerCommit = 1;
        private int insertsPerSecond;
        private boolean deletes;
        private QueryMode queryMode = QueryMode.NONE;
        private int queryThreads;
        private boolean setup;
        private boolean createIndexes;
        private int timeLimitSeconds;
        private int cleanupSeconds;

        private Builder(String name, StepKind kind, int activeClients) {
            this.name = name;
            this.kind = kind;
            this.activeClients = activeClients;
        }

        /**
         * @param rows          rows each active client inserts, ≥ 0; rounded up to whole statements
         * @param rowsPerCommit rows per INSERT statement (and per DELETE), ≥ 1
         * @return this
         */
        public Builder inserts(long rows, int rowsPerCommit) {
            this.rowsPerClient = (rows + rowsPerCommit - 1) / rowsPerCommit * rowsPerCommit;
            this.rowsPerCommit = rowsPerCommit;
            return this;
        }

        /** @param value target inserted rows per second per client, 0 = unthrottled @return this */
        public Builder insertsPerSecond(int value) {
            this.insertsPerSecond = value;
            return this;
        }

        /** @param value whether each insert is paired with a delete of as many oldest rows @return this */
        public Builder deletes(boolean value) {
            this.deletes = value;
            return this;
        }

        /**
         * @param mode    what the query threads run
         * @param threads query threads per client, ≥ 1
         * @return this
         */
        public Builder queries(QueryMode mode, int threads) {
            this.queryMode = mode;
            this.queryThreads = threads;
            return this;
        }

        /** @return this, dropping and creating the tables before the step (untimed) */
        public Builder setup() {
            this.setup = true;
            return this;
        }

        /** @param value whether the step creates the secondary indexes after inserting (timed) @return this */
        public Builder createIndexes(boolean value) {
            this.createIndexes = value;
            return this;
        }

        /** @param seconds how long a read-write step without writers runs its queries, ≥ 1 @return this */
        public Builder timeLimitSeconds(int seconds) {
            this.timeLimitSeconds = seconds;
            return this;
        }

        /** @param seconds the cleanup's target duration, ≥ 1 @return this */
        public Builder cleanupSeconds(int seconds) {
            this.cleanupSeconds = seconds;
            return this;
        }

        /** @return the step, with nothing added by the reference's options ({@link StepExtras#NONE}) */
        public Step build() {
            return new Step(name, kind, activeClients, rowsPerClient, rowsPerCommit, insertsPerSecond, deletes,
                    queryMode, queryThreads, setup, createIndexes, timeLimitSeconds, cleanupSeconds, StepExtras.NONE);
        }
    }
}
