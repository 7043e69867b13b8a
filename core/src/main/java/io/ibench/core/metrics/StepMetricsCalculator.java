package io.ibench.core.metrics;

import io.ibench.core.result.StepMetrics;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Computes a step's {@link StepMetrics}: every column of {@link MetricColumns#all()} from what the step
 * measured (docs/metrics.md, "The per-step summary line"), and the stability of its per-interval rates.
 */
public final class StepMetricsCalculator {

    private StepMetricsCalculator() {
    }

    /**
     * @param step what the step measured
     * @return the step's summary line: the columns in declared order, those that cannot be measured left out
     */
    public static StepMetrics compute(StepMeasures step) {
        Map<String, Double> columns = new LinkedHashMap<>();
        for (MetricColumn column : MetricColumns.all()) {
            columns.put(column.key(), column.value(step));
        }
        return new StepMetrics(columns, StabilityCalculator.compute(step.intervalRates(), step.intervalSeconds()));
    }
}
