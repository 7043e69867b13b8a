package io.ibench.core.result;

/**
 * A stall with the step it happened in, for figures across steps ({@link RunStability}).
 *
 * @param step  the step's name, e.g. {@code l.i1}
 * @param stall the stall; its start is in seconds from that step's start
 */
public record StepStall(String step, Stall stall) {
}
