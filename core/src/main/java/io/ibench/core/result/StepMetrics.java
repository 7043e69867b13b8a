package io.ibench.core.result;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One step's summary line in the published reports' columns: each column's value by its key, in the
 * order the columns are declared ({@code io.ibench.core.metrics.MetricColumns}, which computes them;
 * docs/metrics.md, "The per-step summary line ({@code metrics})", defines each). {@code result.json}
 * writes the columns as the fields of {@code metrics}, in this order, then {@code stability}; a column
 * that could not be measured (no host metrics, no operations, fewer than 10 intervals for p50/p99) is
 * absent; {@link StepMetricsReader} reads them back in the file's order. The model knows no column by name, so
 * a new column needs no change here.
 *
 * @param columns   the measured columns' values by key, in declared order; nulls are dropped
 * @param stability how steady the per-second rate was: variation, worst windows, stalls (docs/metrics.md,
 *                  "Stability"); null with fewer than 2 intervals, and in results written before it was measured
 */
@JsonPropertyOrder({"columns", "stability"})
@JsonDeserialize(using = StepMetricsReader.class)
public record StepMetrics(@JsonAnyGetter Map<String, Double> columns, StepStability stability) {

    /** Keeps the columns' order, drops unmeasured (null) values and makes the map unmodifiable. */
    public StepMetrics {
        Map<String, Double> measured = new LinkedHashMap<>();
        if (columns != null) {
            columns.forEach((key, value) -> {
                if (value != null) {
                    measured.put(key, value);
                }
            });
        }
        columns = Collections.unmodifiableMap(measured);
    }

    /**
     * @param key a column's key, e.g. {@code cpupq}
     * @return its value, or null when it was not measured (or the column did not exist when the result was written)
     */
    public Double get(String key) {
        return columns.get(key);
    }
}
