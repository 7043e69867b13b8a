package io.ibench.core.plan;

/** Which queries the query threads of a step run. */
public enum QueryMode {
    /** No query threads. */
    NONE,
    /** The three covering-index range queries, chosen uniformly (docs/workload.md#statements). */
    RANGE,
    /** Primary-key IN-list point queries (docs/workload.md#statements). */
    POINT
}
