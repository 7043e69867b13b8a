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
 */
public record StepSettings(long rowsPerClient, int rowsPerCommit, int insertsPerSecond, boolean deletes,
                           String queryMode, int queryThreads) {
}
