package io.ibench.report.compare;

import io.ibench.report.load.LoadedRun;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The comparison's three tables as rows of cell text, for the text and markdown formats, which
 * cannot colour cells and mark them instead: {@value #WORSE} worse, {@value #BETTER} better,
 * {@value #SLA_MISSED} an SLA failure.
 */
final class CompareGrid {
    static final String WORSE = "▼";
    static final String BETTER = "▲";
    static final String SLA_MISSED = "*";

    /** Heads the attribution lines in the text and markdown formats. */
    static final String ATTRIBUTION_HEADING = "What moved with the throughput (per-operation measures against the "
            + "base, up to " + Attributions.SHOWN + " that moved " + Math.round((Attributions.MIN_MOVE - 1) * 100)
            + " % or more, largest first)";

    private CompareGrid() {
    }

    static List<String> header(List<StepColumn> columns) {
        List<String> header = new ArrayList<>();
        header.add("run");
        columns.forEach(c -> header.add(c.step()));
        return header;
    }

    static List<List<String>> absolute(Comparison comparison) {
        return perRun(comparison, comparison.columns(), (run, column) -> {
            ThroughputCell cell = comparison.cell(run, column);
            return cell.text(Figures.rate(cell.value())) + (cell.slaFailed() ? SLA_MISSED : "");
        });
    }

    static List<List<String>> relative(Comparison comparison, Thresholds thresholds) {
        return perRun(comparison, comparison.columns(), (run, column) -> {
            ThroughputCell cell = comparison.cell(run, column);
            String text = Figures.ratio(cell.ratio());
            if (cell.ratio() != null && cell.slaFailed()) {
                text += " " + SLA_MISSED;
            } else if (cell.ratio() != null) {
                Verdict verdict = thresholds.judge(cell.ratio());
                text += verdict == Verdict.WORSE ? " " + WORSE : verdict == Verdict.BETTER ? " " + BETTER : "";
            }
            return cell.text(text);
        });
    }

    /**
     * Background insert rates of the read-write steps, with a last row of targets (from the first run that has one).
     */
    static List<List<String>> sla(Comparison comparison) {
        List<StepColumn> columns = comparison.readWriteColumns();
        List<List<String>> rows = perRun(comparison, columns, (run, column) -> {
            ThroughputCell cell = comparison.cell(run, column);
            return cell.sla() == null ? Figures.NONE
                    : Figures.rate(cell.sla().achievedInsertsPerSecond()) + (cell.slaFailed() ? SLA_MISSED : "");
        });
        List<String> targets = new ArrayList<>();
        targets.add("target");
        for (StepColumn column : columns) {
            targets.add(Figures.rate(comparison.slaTarget(column)));
        }
        rows.add(targets);
        return rows;
    }

    private static List<List<String>> perRun(Comparison comparison, List<StepColumn> columns,
                                             BiFunction<LoadedRun, StepColumn, String> cellText) {
        List<List<String>> rows = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            List<String> row = new ArrayList<>();
            row.add(run.label());
            columns.forEach(column -> row.add(cellText.apply(run, column)));
            rows.add(row);
        }
        return rows;
    }

    static String legend(CompareReport report) {
        return "relative to " + report.comparison().base().label() + ": " + WORSE + " at or below "
                + Figures.ratio(report.thresholds().worse()) + ", " + BETTER + " at or above "
                + Figures.ratio(report.thresholds().better()) + "; " + SLA_MISSED
                + " background writers missed their rate (SLA failure)";
    }

    static String gateLine(CompareReport report) {
        String rule = report.failBelow() > 0 ? "below " + Figures.ratio(report.failBelow()) + " of the base, " : "";
        return report.passed() ? "PASSED: no step " + rule + "no failed step, no SLA failure"
                : "FAILED (" + report.findings().size() + "): " + rule + "failed steps and SLA failures count";
    }
}
