package io.ibench.report.compare;

import io.ibench.core.result.Decimal;
import io.ibench.core.result.SlaResult;
import io.ibench.report.load.LoadedRun;

import java.util.ArrayList;
import java.util.List;

/**
 * What makes a comparison fail, for CI: a label slower than the base label by more than allowed in any
 * step by the same rule as the tables' verdict ({@link RatioInterval#below}: with a noise profile or
 * repetitions, the ratio below the limit and its whole interval below 1, so noise alone does not fail it;
 * docs/report.md, "Gate"), a step that failed, or background writers that missed their rate (in any run, the
 * base included). A step the host disturbed decides neither its label's ratio nor an SLA failure unless the
 * comparison keeps disturbed steps (docs/report.md, "Disturbed steps"); a failed or degraded step always counts.
 */
public final class Gate {
    private Gate() {
    }

    /**
     * @param comparison the runs lined up against the base
     * @param failBelow  a label's ratio to the base below this (as shown, two decimals, by
     *                   {@link RatioInterval#below}) fails, 0 ≤ failBelow; 0 turns the throughput check off
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
                if (cell.slaFailed() && !cell.leftOut()) {
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
                if (interval != null && interval.below(failBelow)) {
                    findings.add(new Finding(group.label(), column.step(), interval.text() + " of the base, "
                            + (!interval.hasInterval() ? "" : interval.source().betweenRuns()
                            ? "the whole interval below 1 (" + interval.source().id() + ") and the ratio "
                            : "upper bound ") + "below " + Decimal.format(failBelow, 2)));
                }
            }
        }
        return findings;
    }
}
