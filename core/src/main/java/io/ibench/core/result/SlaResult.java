package io.ibench.core.result;

/**
 * Whether the background writers of a read-write step kept their rate (docs/measurement.md,
 * "The SLA of read-write steps"): the achieved insert rate must reach {@code threshold} × target.
 *
 * @param targetInsertsPerSecond   clients × per-client target rate, rows/s
 * @param achievedInsertsPerSecond rows inserted / step seconds
 * @param threshold                the fraction of the target that passes, 0.95
 * @param passed                   achieved ≥ threshold × target
 */
public record SlaResult(double targetInsertsPerSecond, double achievedInsertsPerSecond, double threshold,
                        boolean passed) {
    /** The reference's SLA threshold: 95 % of the target rate. */
    public static final double THRESHOLD = 0.95;

    /**
     * @param target   target rows/s over all clients, &gt; 0
     * @param achieved achieved rows/s
     * @return the verdict at {@link #THRESHOLD}
     */
    public static SlaResult judge(double target, double achieved) {
        return new SlaResult(target, achieved, THRESHOLD, achieved >= THRESHOLD * target);
    }
}
