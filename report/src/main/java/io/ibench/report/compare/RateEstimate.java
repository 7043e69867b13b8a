package io.ibench.report.compare;

import io.ibench.core.result.BatchMeans;
import org.apache.commons.math3.distribution.TDistribution;

import java.util.List;

/**
 * A label's rate in one step, estimated from its finished repetitions: their mean and range, and how
 * precisely the mean is known (docs/report.md, "Confidence intervals"). With two or more repetitions
 * the precision comes from their spread; with one, from the step's 10-second batch means.
 *
 * @param values            the repetitions' rates, in the column's unit, in run order; not empty
 * @param relativeVariance  the squared relative standard error of the mean, (s / (√n × mean))²; null
 *                          when it cannot be estimated (one run without batch means, or a mean of 0)
 * @param degreesOfFreedom  n − 1 of the values or of the batch means; null with {@code relativeVariance}
 * @param source            where the precision comes from; null with {@code relativeVariance}
 */
public record RateEstimate(List<Double> values, Double relativeVariance, Double degreesOfFreedom,
                           IntervalSource source) {
    /** The confidence level of every interval. */
    public static final double CONFIDENCE = 0.95;

    /**
     * @param values     the repetitions' rates; not empty
     * @param batchMeans the single run's batch means when there is one value, else ignored; may be null
     * @return the estimate
     */
    public static RateEstimate of(List<Double> values, BatchMeans batchMeans) {
        double mean = values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        if (values.size() >= 2 && mean > 0) {
            double squares = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
            double variance = squares / (values.size() - 1);
            return new RateEstimate(List.copyOf(values), variance / (values.size() * mean * mean),
                    values.size() - 1.0, IntervalSource.REPETITIONS);
        }
        Double rse = values.size() == 1 && batchMeans != null ? batchMeans.relativeStandardError() : null;
        return rse == null ? new RateEstimate(List.copyOf(values), null, null, null)
                : new RateEstimate(List.copyOf(values), rse * rse, batchMeans.count() - 1.0, IntervalSource.SINGLE_RUN);
    }

    /** @return the mean of the values */
    public double mean() {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    /** @return the lowest value */
    public double min() {
        return values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
    }

    /** @return the highest value */
    public double max() {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }

    /** @return how many repetitions */
    public int n() {
        return values.size();
    }

    /**
     * @return the half-width of the mean's {@value #CONFIDENCE} confidence interval, t(df) × standard error,
     *         in the column's unit; null when the precision is unknown
     */
    public Double halfWidth() {
        if (relativeVariance == null) {
            return null;
        }
        return quantile(degreesOfFreedom) * Math.sqrt(relativeVariance) * mean();
    }

    /**
     * @param degreesOfFreedom &gt; 0, not necessarily whole (Welch–Satterthwaite)
     * @return the two-sided {@value #CONFIDENCE} quantile of Student's t distribution
     */
    static double quantile(double degreesOfFreedom) {
        return new TDistribution(degreesOfFreedom).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    }
}
