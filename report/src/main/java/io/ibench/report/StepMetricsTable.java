package io.ibench.report;

import io.ibench.core.metrics.MetricColumn;
import io.ibench.core.metrics.MetricColumns;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepMetrics;
import io.ibench.core.result.StepResult;

import java.util.ArrayList;
import java.util.List;

/**
 * The per-step summary lines of one run in the published reports' columns ({@link MetricColumns#all()};
 * docs/metrics.md, "The per-step summary line"), as printed at the end of {@code ibench run}. A dash
 * marks a column that was not measured (no host metrics, a remote server, fewer than 10 intervals
 * for p50/p99).
 */
public final class StepMetricsTable {

    private StepMetricsTable() {
    }

    /**
     * @param run a run result
     * @return its metrics table, one row per step that has metrics
     */
    public static String render(RunResult run) {
        List<String> header = new ArrayList<>(List.of("step"));
        List<MetricColumn> columns = MetricColumns.all();
        columns.forEach(column -> header.add(column.key()));
        TextTable table = new TextTable(header);
        for (StepResult step : run.steps()) {
            if (step.metrics() == null) {
                continue;
            }
            List<String> cells = new ArrayList<>(List.of(step.name()));
            columns.forEach(column -> cells.add(cell(column, step.metrics())));
            table.row(cells);
        }
        return table.render();
    }

    /**
     * @param column  a column of the summary line
     * @param metrics a step's summary line
     * @return the column's value with its decimals, or {@code -} when it was not measured
     */
    public static String cell(MetricColumn column, StepMetrics metrics) {
        return TextTable.number(metrics.get(column.key()), column.decimals());
    }
}
