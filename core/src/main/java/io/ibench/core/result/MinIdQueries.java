package io.ibench.core.result;

/**
 * The deleters' {@code select min(transactionid)} queries of a step: the first one of each
 * client starts the step and is slow when MVCC garbage piles up at the head of the PK index.
 *
 * @param count            queries run, all clients
 * @param totalSeconds     their summed duration
 * @param firstMaxSeconds  the slowest client's step-start query
 * @param firstMeanSeconds the mean over clients of the step-start query
 */
public record MinIdQueries(long count, double totalSeconds, double firstMaxSeconds, double firstMeanSeconds) {
}
