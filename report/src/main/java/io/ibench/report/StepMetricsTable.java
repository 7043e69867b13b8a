package io.ibench.report;

import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;

import java.util.ArrayList;
import java.util.List;

/**
 * The per-step summary lines of one run in the published reports' columns ({@link MetricColumn};
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
        header.addAll(MetricColumn.names());
        TextTable table = new TextTable(header);
        for (StepResult step : run.steps()) {
            if (step.metrics() == null) {
                continue;
            }
            List<String> cells = new ArrayList<>(List.of(step.name()));
            MetricColumn.ALL.forEach(column -> cells.add(column.format(step.metrics())));
            table.row(cells);
        }
        return table.render();
    }
}
