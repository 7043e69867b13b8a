package io.ibench.core.result;

/**
 * CPU time the ibench process itself used during a step (all its threads), so that the
 * client's cost per operation can be compared with the server's.
 *
 * @param seconds         process CPU seconds (user + system) during the step
 * @param microsPerInsert CPU µs per inserted row, or null when the step inserted nothing
 * @param microsPerQuery  CPU µs per query, or null when the step ran no queries
 * @param samplingSeconds of {@code seconds}, the CPU the host and server-probe sampling took
 *                        while the step ran (the observer's own cost)
 */
public record ClientCpu(double seconds, Double microsPerInsert, Double microsPerQuery, double samplingSeconds) {
}
