package io.ibench.core.plan;

/**
 * The reference's options that change what steps do beyond their sizes (docs/workload.md#options-of-the-reference).
 *
 * @param secondaryAtStart       l.i0 creates the secondary indexes with the tables; l.x builds none
 * @param partitions             range partitions per table, 0 for none
 * @param rowsPerPartition       ids per partition but the last, or null to derive them from the planned rows
 * @param htapTransactionSeconds seconds each long read transaction stays open, 0 for none
 * @param initialSize            rows inserted into each table, untimed, before the first step with clients; ≥ 0
 * @param maxSeconds             seconds after which writers stop, 0 for no limit
 */
public record ReferenceOptions(boolean secondaryAtStart, int partitions, Long rowsPerPartition,
                               int htapTransactionSeconds, long initialSize, int maxSeconds) {
    /** None of the options: the standard run. */
    public static final ReferenceOptions NONE = new ReferenceOptions(false, 0, null, 0, 0, 0);
}
