package io.ibench.core.result;

/**
 * The errors of one kind that a step met, all roles together.
 *
 * @param kind         {@code RETRYABLE}, {@code CONNECTION_LOST}, {@code TIMEOUT} or {@code FATAL}
 * @param count        failed attempts of that kind, ≥ 1
 * @param firstRole    the role that met the first one, e.g. {@code client 2 deleter}
 * @param firstMessage the first one's message, first line, as the driver gave it
 */
public record ErrorSummary(String kind, long count, String firstRole, String firstMessage) {
}
