package io.ibench.core.measure;

/**
 * One operation's figures for one report interval, summed over all clients.
 *
 * @param intervalStatements statements completed in the interval
 * @param intervalRows       rows inserted, deleted or fetched in the interval
 * @param totalStatements    statements completed since the step started
 * @param totalRows          rows since the step started
 * @param totalRetries       retried attempts since the step started
 * @param totalErrors        attempts that failed without being retried on the same connection
 *                           since the step started: lost connections, timeouts, failed statements
 * @param totalReconnects    connections re-established since the step started
 * @param maxMicros          longest service time in the interval, µs (0 when none)
 * @param p50Micros          median service time in the interval, µs (0 when none)
 * @param p99Micros          99th percentile service time in the interval, µs (0 when none)
 * @param responseP99Micros  99th percentile response time from the intended start, µs; 0 when unscheduled or none
 * @param lagMillis          at the end of the interval, how far the furthest-behind scheduled
 *                           role was behind its schedule, ms; 0 when on time or unscheduled
 */
public record OperationInterval(long intervalStatements, long intervalRows, long totalStatements, long totalRows,
                                long totalRetries, long totalErrors, long totalReconnects, long maxMicros,
                                long p50Micros, long p99Micros, long responseP99Micros, long lagMillis) {
}
