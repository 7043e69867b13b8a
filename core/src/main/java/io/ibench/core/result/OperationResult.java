package io.ibench.core.result;

/**
 * One operation's totals over a step, all clients.
 *
 * @param statements          statements completed
 * @param rows                rows inserted, deleted (as the server reported) or fetched
 * @param retries             attempts retried after a retryable error
 * @param statementsPerSecond statements / step seconds
 * @param rowsPerSecond       rows / step seconds
 * @param serviceTime         latency from actual start to end
 * @param responseTime        latency from intended start to end, for scheduled writers; else null
 * @param legacyBuckets       the reference's ten buckets of service time
 */
public record OperationResult(long statements, long rows, long retries, double statementsPerSecond, double rowsPerSecond,
                              LatencyResult serviceTime, LatencyResult responseTime, LegacyBucketsResult legacyBuckets) {
}
