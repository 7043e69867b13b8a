package io.ibench.core.plan;

/**
 * What the reference's options add to one step (docs/workload.md#options-of-the-reference).
 *
 * @param indexesAtSetup         the setup creates the secondary indexes with the tables (l.i0 with
 *                               {@code --secondary-at-start})
 * @param initialRows            rows inserted into each table, untimed, before the step starts; a multiple of
 *                               its rows per commit, ≥ 0
 * @param maxSeconds             seconds after the release when the writers stop even when rows remain; 0 none
 * @param htapTransactionSeconds seconds each client's long read transaction stays open; 0 none
 */
public record StepExtras(boolean indexesAtSetup, long initialRows, int maxSeconds, int htapTransactionSeconds) {
    /** Nothing added. */
    public static final StepExtras NONE = new StepExtras(false, 0, 0, 0);
}
