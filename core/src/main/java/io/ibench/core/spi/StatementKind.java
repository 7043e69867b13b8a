package io.ibench.core.spi;

/**
 * What a role's connection runs, so that a dialect can give it the reference's session settings
 * ({@link Dialect#sessionSettings}).
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
