package io.ibench.report;

import io.ibench.core.metrics.StepMetrics;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;

import java.util.ArrayList;
import java.util.List;

/**
 * The per-step summary lines of one run in the published reports' columns (spec §15.4; see
 * docs/metrics.md), as printed at the end of {@code ibench run}. A dash marks a column that was
 * not measured (no host metrics, a remote server, fewer than 10 intervals for p50/p99).
 */
public final class StepMetricsTable {
    private static final List<String> HEADER = List.of("step", "ips", "qps", "rps", "rmbps", "wps", "wmbps", "rpq",
            "rkbpq", "wpi", "wkbpi", "csps", "cpups", "cspq", "cpupq", "dbgb1", "dbgb2", "rss", "maxop", "p50", "p99",
            "ccpupq");

    private StepMetricsTable() {
    }

    /**
     * @param run a run result
     * @return its metrics table, one row per step that has metrics
     */
    public static String render(RunResult run) {
        TextTable table = new TextTable(HEADER);
        for (StepResult step : run.steps()) {
            StepMetrics m = step.metrics();
            if (m == null) {
                continue;
            }
            List<String> cells = new ArrayList<>();
            cells.add(step.name());
            cells.add(Decimal.format(m.ips(), 0));
            cells.add(Decimal.format(m.qps(), 0));
            cells.add(TextTable.number(m.rps(), 0));
            cells.add(TextTable.number(m.rmbps(), 1));
            cells.add(TextTable.number(m.wps(), 0));
            cells.add(TextTable.number(m.wmbps(), 1));
            cells.add(TextTable.number(m.rpq(), 3));
            cells.add(TextTable.number(m.rkbpq(), 3));
            cells.add(TextTable.number(m.wpi(), 3));
            cells.add(TextTable.number(m.wkbpi(), 3));
            cells.add(TextTable.number(m.csps(), 0));
            cells.add(TextTable.number(m.cpups(), 1));
            cells.add(TextTable.number(m.cspq(), 3));
            cells.add(TextTable.number(m.cpupq(), 1));
            cells.add(TextTable.number(m.dbgb1(), 3));
            cells.add(TextTable.number(m.dbgb2(), 3));
            cells.add(TextTable.number(m.rss(), 2));
            cells.add(TextTable.number(m.maxop(), 3));
            cells.add(TextTable.number(m.p50(), 0));
            cells.add(TextTable.number(m.p99(), 0));
            cells.add(TextTable.number(m.ccpupq(), 2));
            table.row(cells);
        }
        return table.render();
    }
}
