package io.ibench.core.plan;

/** What a benchmark step does (docs/workload.md#steps-and-sizes). */
public enum StepKind {
    /** {@code l.i0}: drop and create the tables, insert in PK order with no secondary index. */
    INITIAL_LOAD,
    /** {@code l.x}: insert one batch, then create the secondary indexes. */
    CREATE_INDEXES,
    /** {@code l.i1}, {@code l.i2}: unthrottled inserts with index maintenance, and deletes of the oldest rows. */
    WRITE,
    /** {@code cleanup}: the post-load cleanup and wait (docs/workload.md#the-post-load-cleanup-cleanup). */
    CLEANUP,
    /** {@code qrN}, {@code qpN}, {@code qN}: queries as fast as possible while rate-limited writers run. */
    READ_WRITE
}
