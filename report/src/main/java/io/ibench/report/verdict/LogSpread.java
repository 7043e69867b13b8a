package io.ibench.report.verdict;

import java.util.List;

/**
 * Sums of squared deviations of ln(rate) within groups of repetitions, pooled: the between-run variance of a
 * step when each group is one configuration run several times.
 */
public final class LogSpread {
    private double squares;
    private int degreesOfFreedom;

    /**
     * Adds one configuration's repetitions; fewer than two add nothing.
     *
     * @param rates the repetitions' rates, each &gt; 0
     * @return this
     */
    public LogSpread add(List<Double> rates) {
        if (rates.size() < 2 || rates.stream().anyMatch(r -> !(r > 0))) {
            return this;
        }
        double mean = rates.stream().mapToDouble(Math::log).average().orElseThrow();
        squares += rates.stream().mapToDouble(r -> (Math.log(r) - mean) * (Math.log(r) - mean)).sum();
        degreesOfFreedom += rates.size() - 1;
        return this;
    }

    /** @return the pooled variance of ln(rate) with its degrees of freedom, or null without any repetition */
    public StepNoise noise() {
        return degreesOfFreedom == 0 ? null : new StepNoise(squares / degreesOfFreedom, degreesOfFreedom);
    }
}
