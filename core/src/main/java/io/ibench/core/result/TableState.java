package io.ibench.core.result;

/**
 * A benchmark table's primary-key range after a step, read with {@code min}/{@code max}.
 *
 * @param table            table name
 * @param minTransactionId smallest live id, or null when the table is empty
 * @param maxTransactionId largest id, or null when the table is empty
 */
public record TableState(String table, Long minTransactionId, Long maxTransactionId) {
}
