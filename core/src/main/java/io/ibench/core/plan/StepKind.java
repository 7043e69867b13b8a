package io.ibench.core.plan;

/** What a benchmark step does (docs/workload.md#steps-and-sizes). */
public enum StepKind {
    /** {@code l.i0}: drop and create the tables, insert in PK order with no secondary index. */
    INITIAL_LOAD(true, false),
    /** {@code l.x}: insert one batch, then create the secondary indexes. */
    CREATE_INDEXES(true, false),
    /** {@code l.i1}, {@code l.i2}: unthrottled inserts with index maintenance, and deletes of the oldest rows. */
    WRITE(true, true),
    /** {@code cleanup}: the post-load cleanup and wait (docs/workload.md#the-post-load-cleanup-cleanup). */
    CLEANUP(false, false),
    /** {@code qrN}, {@code qpN}, {@code qN}: queries as fast as possible while rate-limited writers run. */
    READ_WRITE(true, true);

    private final boolean clients;
    private final boolean readTransactions;

    StepKind(boolean clients, boolean readTransactions) {
        this.clients = clients;
        this.readTransactions = readTransactions;
    }

    /** @return true when the step's work is done by clients (every kind but the cleanup) */
    public boolean hasClients() {
        return clients;
    }

    /** @return true when {@code --htap-transaction-seconds} holds long read transactions in the step */
    public boolean holdsReadTransactions() {
        return readTransactions;
    }
}
