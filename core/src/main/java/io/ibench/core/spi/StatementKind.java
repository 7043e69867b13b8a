package io.ibench.core.spi;

/**
 * What a prepared statement is for, so that a dialect can prepare it as the reference client
 * runs it (e.g. Postgres: queries as server-side prepared statements, inserts and deletes as
 * plain statements).
 */
public enum StatementKind {
    /** The multi-row INSERT. */
    INSERT,
    /** The DELETE of the oldest rows. */
    DELETE,
    /** A covering-index range query. */
    RANGE_QUERY,
    /** The primary-key IN-list query. */
    POINT_QUERY,
    /** {@code select min/max(transactionid)}. */
    BOUNDS
}
