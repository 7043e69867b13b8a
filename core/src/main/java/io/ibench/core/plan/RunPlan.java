package io.ibench.core.plan;

import java.util.List;

/**
 * A run's steps in order, sized, and the connections the run holds at most.
 *
 * @param steps             the planned steps, in run order
 * @param connectionsNeeded the pool size the run needs: the most connections any step holds
 *                          ({@link Step#connectionsNeeded()}), at least one per table for the cleanup,
 *                          plus one for control statements and one for the server probes
 * @param rowsPerPartition  ids per range partition but the last (docs/workload.md#partitions), 0 when the tables
 *                          are not partitioned
 */
public record RunPlan(List<Step> steps, int connectionsNeeded, long rowsPerPartition) {
    /** Connections held besides the steps' own: one for control statements, one for the server probes. */
    public static final int SHARED_CONNECTIONS = 2;

    public RunPlan {
        steps = List.copyOf(steps);
    }

    /**
     * @param steps      the planned steps
     * @param tableCount number of benchmark tables
     * @param rowsPerPartition ids per partition, 0 when unpartitioned
     * @return the plan with its connection count
     */
    static RunPlan of(List<Step> steps, int tableCount, long rowsPerPartition) {
        int most = steps.stream().mapToInt(Step::connectionsNeeded).max().orElse(0);
        return new RunPlan(steps, Math.max(most, tableCount) + SHARED_CONNECTIONS, rowsPerPartition);
    }

    /** @return the step names in run order */
    public List<String> stepNames() {
        return steps.stream().map(Step::name).toList();
    }
}
