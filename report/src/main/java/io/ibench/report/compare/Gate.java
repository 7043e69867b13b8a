package io.ibench.report.compare;

import io.ibench.core.result.Decimal;
import io.ibench.core.result.SlaResult;
import io.ibench.report.load.LoadedRun;

import java.util.ArrayList;
import java.util.List;

/**
 * What makes a comparison fail, for CI: a label slower than the base label by more than allowed in any
 * step — the upper end of its ratio's confidence interval below the limit, so noise alone does not fail
 * it (docs/report.md, "Confidence intervals"); the ratio itself where there is no interval — a step that
 * failed, or background writers that missed their rate (in any run, the base included).
 */
public final class Gate {
    private Gate() {
    }

    /**
     * @param comparison the runs lined up against the base
     * @param failBelow  an upper bound below this (as shown, two decimals) fails, 0 ≤ failBelow; 0 turns the
     *                   throughput check off
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
                if (cell.slaFailed()) {
                    SlaResult sla = cell.sla();
                    findings.add(new Finding(run.label(), column.step(), "SLA failed: background inserts "
                            + Decimal.format(sla.achievedInsertsPerSecond(), 0) + "/s of the target "
                            + Decimal.format(sla.targetInsertsPerSecond(), 0) + "/s"));
                }
            }
        }
        findings.addAll(slower(comparison, failBelow));
        return List.copyOf(findings);
    }

    private static List<Finding> slower(Comparison comparison, double failBelow) {
        List<Finding> findings = new ArrayList<>();
        for (RunGroup group : comparison.groups()) {
            for (StepColumn column : comparison.columns()) {
                RatioInterval interval = comparison.cell(group, column).interval();
                if (interval != null && Figures.shownRatio(interval.upperBound()) < failBelow) {
                    findings.add(new Finding(group.label(), column.step(), interval.text() + " of the base, "
                            + (interval.hasInterval() ? "upper bound " : "") + "below "
                            + Decimal.format(failBelow, 2)));
                }
            }
        }
        return findings;
    }
}
