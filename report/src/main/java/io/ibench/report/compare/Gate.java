package io.ibench.report.compare;

import io.ibench.core.result.Decimal;
import io.ibench.core.result.SlaResult;
import io.ibench.report.load.LoadedRun;

import java.util.ArrayList;
import java.util.List;

/**
 * What makes a comparison fail, for CI: a run slower than the base by more than allowed in any
 * step, a step that failed, or background writers that missed their rate (in any run, the base
 * included).
 */
public final class Gate {
    private Gate() {
    }

    /**
     * @param comparison the runs lined up against the base
     * @param failBelow  a ratio below this (as shown, two decimals) fails, 0 ≤ failBelow; 0 turns the throughput
     *                   check off
     * @return the findings, in run and step order; empty when the gate passes
     */
    public static List<Finding> evaluate(Comparison comparison, double failBelow) {
        List<Finding> findings = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            for (StepColumn column : comparison.columns()) {
                ThroughputCell cell = comparison.cell(run, column);
                if (cell.state() == CellState.FAILED) {
                    findings.add(new Finding(run.label(), column.step(), "the step failed"));
                    continue;
                }
                if (cell.state() == CellState.DEGRADED) {
                    List<String> problems = run.step(column.step()).map(s -> s.outcome().problems()).orElse(List.of());
                    findings.add(new Finding(run.label(), column.step(), "the step is degraded"
                            + (problems == null || problems.isEmpty() ? "" : ": " + problems.get(0))));
                }
                if (run != comparison.base() && cell.ratio() != null && Figures.shownRatio(cell.ratio()) < failBelow) {
                    findings.add(new Finding(run.label(), column.step(), Figures.ratio(cell.ratio())
                            + " of the base, below " + Decimal.format(failBelow, 2)));
                }
                if (cell.slaFailed()) {
                    SlaResult sla = cell.sla();
                    findings.add(new Finding(run.label(), column.step(), "SLA failed: background inserts "
                            + Decimal.format(sla.achievedInsertsPerSecond(), 0) + "/s of the target "
                            + Decimal.format(sla.targetInsertsPerSecond(), 0) + "/s"));
                }
            }
        }
        return List.copyOf(findings);
    }
}
