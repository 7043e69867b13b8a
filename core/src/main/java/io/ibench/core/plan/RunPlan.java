package io.ibench.core.plan;

import java.util.List;

/**
 * A run's steps in order, sized, and the connections the run holds at most.
 *
 * @param steps             the planned steps, in run order
 * @param connectionsNeeded the pool size the run needs: the most connections any step holds
 *                          ({@link Step#connectionsNeeded()}), at least one per table for the cleanup,
 *                          plus one for control statements and one for the server probes
 */
public record RunPlan(List<Step> steps, int connectionsNeeded) {
    /** Connections held besides the steps' own: one for control statements, one for the server probes. */
    public static final int SHARED_CONNECTIONS = 2;

    public RunPlan {
        steps = List.copyOf(steps);
    }

    /**
     * @param steps      the planned steps
     * @param tableCount number of benchmark tables
     * @return the plan with its connection count
     */
    static RunPlan of(List<Step> steps, int tableCount) {
        int most = steps.stream().mapToInt(Step::connectionsNeeded).max().orElse(0);
        return new RunPlan(steps, Math.max(most, tableCount) + SHARED_CONNECTIONS);
    }

    /** @return the step names in run order */
    public List<String> stepNames() {
        return steps.stream().map(Step::name).toList();
    }
}
