package io.ibench.core.result;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;

/**
 * One operation's totals over a step, all clients.
 *
 * @param statements          statements completed
 * @param rows                rows inserted, deleted (as the server reported) or fetched
 * @param retries             attempts retried on the same connection after a retryable error
 * @param connectionLosses    attempts that failed because the connection was lost (restart, killed session)
 * @param timeouts            attempts without an answer within {@code --statement-timeout}
 * @param failures            statements that failed for good (skipped with {@code --on-error continue},
 *                            or the one that ended the step)
 * @param reconnects          connections re-established after a loss or a timeout
 *                            (these four are 0 when read from results written before they existed)
 * @param inDoubtResolved     writes whose answer was lost with their connection or timed out, settled by
 *                            asking the re-established session whether the server had applied them (their
 *                            rows counted then, else run again); 0 for queries, and when read from results
 *                            written before it existed
 * @param statementsPerSecond statements / step seconds
 * @param rowsPerSecond       rows / step seconds
 * @param serviceTime         latency from actual start to end
 * @param responseTime        latency from intended start to end, for scheduled writers; else null
 * @param legacyBuckets       the reference's ten buckets of service time
 * @param clientGapPct        the client's gap between statements (the roles' own work from the end of one
 *                            statement to the start of the next; waits for a schedule or a partner left out),
 *                            % of the statements' service time, ≥ 0; null when no statement completed or when
 *                            read from results written before it existed (docs/metrics.md#the-clients-gap)
 */
public record OperationResult(long statements, long rows, long retries,
                              @JsonSetter(nulls = Nulls.AS_EMPTY) long connectionLosses,
                              @JsonSetter(nulls = Nulls.AS_EMPTY) long timeouts,
                              @JsonSetter(nulls = Nulls.AS_EMPTY) long failures,
                              @JsonSetter(nulls = Nulls.AS_EMPTY) long reconnects,
                              @JsonSetter(nulls = Nulls.AS_EMPTY) long inDoubtResolved, double statementsPerSecond,
                              double rowsPerSecond, LatencyResult serviceTime, LatencyResult responseTime,
                              LegacyBucketsResult legacyBuckets, Double clientGapPct) {

    /** @return failed attempts of every kind: retried, lost connections, timeouts, failed statements */
    public long errors() {
        return retries + connectionLosses + timeouts + failures;
    }
}
