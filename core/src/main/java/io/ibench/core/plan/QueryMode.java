package io.ibench.core.plan;

/** Which queries the query threads of a step run. */
public enum QueryMode {
    /** No query threads. */
    NONE,
    /** The three covering-index range queries, chosen uniformly (spec §7.2). */
    RANGE,
    /** Primary-key IN-list point queries (spec §7.3). */
    POINT
}
