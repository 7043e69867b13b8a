package io.ibench.core.result;

/**
 * A stretch of a step during which the per-second rate stayed below half the step's median
 * (docs/metrics.md, "Stability"): at least 1 second, adjacent low intervals merged into one.
 *
 * @param startSeconds seconds from the step's start to the stall's start, ≥ 0
 * @param seconds      how long it lasted, seconds, ≥ 1
 * @param lowestRate   the lowest interval rate during it, per second
 * @param depth        how far the rate fell below the median: 1 − lowestRate / median, 0.5 &lt; depth ≤ 1
 *                     (1 is a standstill)
 */
public record Stall(double startSeconds, double seconds, double lowestRate, double depth) {
}
