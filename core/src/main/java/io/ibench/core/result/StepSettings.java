package io.ibench.core.result;

/**
 * The sizes a step ran with.
 *
 * @param rowsPerClient    rows each client inserts
 * @param rowsPerCommit    rows per INSERT and DELETE
 * @param insertsPerSecond target inserted rows/s per client, 0 = unthrottled
 * @param deletes          whether deletes ran
 * @param queryMode        {@code NONE}, {@code RANGE} or {@code POINT}
 * @param queryThreads     query threads per client
 * @param initialRows      rows each table received, untimed, before the step ({@code --initial-size}); null for none
 * @param maxSeconds       seconds after which its writers stop ({@code --max-seconds}); null for no limit
 * @param htapTransactionSeconds seconds each client's long read transaction stayed open
 *                         ({@code --htap-transaction-seconds}); null for none
 * @param indexesAtSetup   true when the setup created the secondary indexes with the tables
 *                         ({@code --secondary-at-start}, l.i0); null otherwise
 * @param indexBuildSkipped true when l.x built no index because they exist since l.i0 ({@code --secondary-at-start});
 *                         null otherwise
 */
public record StepSettings(long rowsPerClient, int rowsPerCommit, int insertsPerSecond, boolean deletes,
                           String queryMode, int queryThreads, Long initialRows, Integer maxSeconds,
                           Integer htapTransactionSeconds, Boolean indexesAtSetup, Boolean indexBuildSkipped) {
}
