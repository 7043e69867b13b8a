package io.ibench.report.verdict;

/**
 * How much a step's throughput differs from run to run: the sample variance of ln(throughput) between
 * runs of one configuration, with its degrees of freedom (docs/report.md, "Noise profile").
 *
 * @param variance         the variance of the natural logarithm of the step's rate between runs, ≥ 0 and finite
 *                         (0.01 is a coefficient of variation of about 10 %)
 * @param degreesOfFreedom the runs it was estimated from less one per configuration, &gt; 0
 */
public record StepNoise(double variance, double degreesOfFreedom) {

    public StepNoise {
        if (!(variance >= 0 && Double.isFinite(variance))) {
            throw new IllegalArgumentException("a step's variance must be a finite number of at least 0 (got "
                    + variance + ")");
        }
        if (!(degreesOfFreedom > 0 && Double.isFinite(degreesOfFreedom))) {
            throw new IllegalArgumentException("a step's degrees of freedom must be a finite number above 0 (got "
                    + degreesOfFreedom + ")");
        }
    }

    /**
     * Pools two estimates of the same variance, weighted by their degrees of freedom.
     *
     * @param other another estimate, or null
     * @return the pooled estimate, whose degrees of freedom are the sum; this one when {@code other} is null
     */
    public StepNoise pool(StepNoise other) {
        if (other == null) {
            return this;
        }
        double df = degreesOfFreedom + other.degreesOfFreedom;
        return new StepNoise((degreesOfFreedom * variance + other.degreesOfFreedom * other.variance) / df, df);
    }
}
