package io.ibench.core.result;

/**
 * When and how a step ran.
 *
 * @param startedAt wall-clock release of the clients, ISO-8601 UTC
 * @param seconds   from the release of all clients until the last one finished, ≥ 0
 * @param clients   clients that took part
 * @param settings  the sizes the step ran with; null for the cleanup step
 */
public record StepRun(String startedAt, double seconds, int clients, StepSettings settings) {
}
