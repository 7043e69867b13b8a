package io.ibench.report.compare;

import io.ibench.core.result.RunStability;
import io.ibench.report.verdict.NoiseProfile;

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
    /** The stability table's last column, the label's runs as a whole. */
    static final String RUN_COLUMN = "whole run";

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

    /** Per label and step: the mean rate, ± the half-width of its confidence interval, and (n) repetitions. */
    static List<List<String>> absolute(Comparison comparison) {
        return perGroup(comparison, comparison.columns(), (group, column) -> {
            GroupCell groupCell = comparison.cell(group, column);
            ThroughputCell cell = groupCell.cell();
            RateEstimate estimate = groupCell.estimate();
            String spread = estimate == null ? "" : (estimate.halfWidth() == null ? ""
                    : " ±" + Figures.rate(estimate.halfWidth())) + " (" + repetitions(groupCell) + ")";
            return cell.text(Figures.rate(cell.value()) + spread) + (cell.slaFailed() ? SLA_MISSED : "");
        });
    }

    /**
     * @param cell a label's cell with a value
     * @return its repetitions, e.g. {@code 3}, {@code 2, 1 disturbed left out}, or {@code 2 disturbed} when every
     *         one was disturbed (then they are shown, judged by nothing)
     */
    static String repetitions(GroupCell cell) {
        int n = cell.estimate().n();
        if (cell.disturbed() == 0) {
            return Integer.toString(n);
        }
        return cell.disturbed() == n && cell.cell().leftOut() ? n + " disturbed"
                : n + ", " + cell.disturbed() + " disturbed left out";
    }

    /** Per label and step: the ratio of means with its interval, marked only where the whole interval is beyond. */
    static List<List<String>> relative(Comparison comparison, Thresholds thresholds) {
        return perGroup(comparison, comparison.columns(), (group, column) -> {
            GroupCell groupCell = comparison.cell(group, column);
            ThroughputCell cell = groupCell.cell();
            RatioInterval interval = groupCell.interval();
            String text = interval == null ? Figures.ratio(cell.ratio()) : interval.text();
            if (cell.ratio() != null && cell.slaFailed()) {
                text += " " + SLA_MISSED;
            } else if (interval != null) {
                Verdict verdict = interval.judge(thresholds);
                text += verdict == Verdict.WORSE ? " " + WORSE : verdict == Verdict.BETTER ? " " + BETTER : "";
            }
            return cell.text(text);
        });
    }

    /** @return the stability table's header: the steps, then the whole run */
    static List<String> stabilityHeader(List<StepColumn> columns) {
        List<String> header = header(columns);
        header.add(RUN_COLUMN);
        return header;
    }

    /**
     * Per label and step: the per-second rate's variation and stalls (docs/metrics.md, "Stability"); last, the
     * label's runs as a whole: the most variable step and all stalls, the longest with its step.
     */
    static List<List<String>> stability(Comparison comparison) {
        List<List<String>> rows = perGroup(comparison, comparison.columns(), (group, column) -> {
            GroupCell cell = comparison.cell(group, column);
            return cell.stability() == null ? Figures.NONE : cell.stability().text(cell.estimate().mean());
        });
        for (int g = 0; g < rows.size(); g++) {
            RunStability run = comparison.stability(comparison.groups().get(g));
            rows.get(g).add(run == null ? Figures.NONE : run.text());
        }
        return rows;
    }

    /** @return whether any step of any run has stability figures */
    static boolean hasStability(Comparison comparison) {
        return comparison.groups().stream().anyMatch(g -> comparison.columns().stream()
                .anyMatch(c -> comparison.cell(g, c).stability() != null));
    }

    private static List<List<String>> perGroup(Comparison comparison, List<StepColumn> columns,
                                               BiFunction<RunGroup, StepColumn, String> cellText) {
        List<List<String>> rows = new ArrayList<>();
        for (RunGroup group : comparison.groups()) {
            List<String> row = new ArrayList<>();
            row.add(group.label());
            columns.forEach(column -> row.add(cellText.apply(group, column)));
            rows.add(row);
        }
        return rows;
    }

    /**
     * Background insert rates of the read-write steps, with a last row of targets (from the first run that has one).
     */
    static List<List<String>> sla(Comparison comparison) {
        List<StepColumn> columns = comparison.readWriteColumns();
        List<List<String>> rows = perGroup(comparison, columns, (group, column) -> {
            ThroughputCell cell = comparison.cell(group, column).cell();
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

    static String legend(CompareReport report) {
        return "ratio of means to " + report.comparison().baseGroup().label() + " [95 % confidence interval]: "
                + WORSE + " the ratio at or below " + Figures.ratio(report.thresholds().worse()) + " and the whole "
                + "interval below 1, " + BETTER + " at or above " + Figures.ratio(report.thresholds().better())
                + " and the whole interval above 1" + (report.comparison().hasSingleRuns()
                ? " (single runs without a noise profile: the whole interval at or beyond the threshold)" : "")
                + "; " + SLA_MISSED + " background writers missed their rate (SLA failure); "
                + ThroughputCell.DISTURBED + " disturbed: the host was busy with something else in that step (or in "
                + "every repetition of it, or of the base's), so it is shown but judged by nothing";
    }

    /**
     * @return how many steps the comparison left out as disturbed (or kept, with {@code --keep-disturbed}), then
     *         one line per disturbed step and replaced run
     */
    static List<String> disturbed(Comparison comparison) {
        List<String> lines = new ArrayList<>();
        List<DisturbedStep> steps = comparison.disturbed();
        if (comparison.keepsDisturbed()) {
            lines.add("Disturbed steps kept in the verdicts (--keep-disturbed): " + steps.size());
        } else {
            lines.add("Disturbed steps left out: " + comparison.leftOutSteps() + (comparison.leftOutSteps() == 0 ? ""
                    : " (" + ThroughputCell.DISTURBED + "; --keep-disturbed judges them)"));
        }
        steps.forEach(step -> lines.add("  " + step.describe()));
        comparison.replaced().forEach(run -> lines.add("  replaced run, " + run.steps() + " steps: "
                + run.describe()));
        return lines;
    }

    /** @return where the intervals' noise comes from: the noise profile in use, or that there is none */
    static String noiseLine(Comparison comparison) {
        NoiseProfile profile = comparison.noise().profile();
        return profile != null ? "Noise profile: " + profile.describe()
                : "No noise profile: intervals come from the campaign's repetitions where there are any; single runs "
                + "without repetitions anywhere take theirs from within the step (docs/report.md, \"Noise profile\")";
    }

    /** @return the heading of the detectable differences */
    static String detectableHeading() {
        return "Detectable difference at 95 % per step (half-width of a ratio's interval with the campaign's "
                + "repetitions; smaller differences are never flagged)";
    }

    /**
     * @param report a comparison's report
     * @return nothing without a campaign; else its target and budget, why it stopped, then per step whether it
     *         reached the target and why not
     */
    static List<String> targets(CompareReport report) {
        if (report.campaign() == null) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        lines.add("Campaign " + report.campaign().describe() + ": " + report.campaign().stopped());
        report.targets().forEach(t -> lines.add("  " + t.text()));
        return lines;
    }

    /** @return one line per step: what the campaign can see */
    static List<String> detectable(Comparison comparison) {
        return comparison.detectable().stream().map(DetectableEffect::text).toList();
    }

    /** @return what the absolute table's spread means, and that single runs estimate it from within */
    static String spreadLegend(Comparison comparison) {
        return "mean ±95 % half-width (repetitions)"
                + (comparison.hasSingleRuns() ? "; (1) a single run: its interval comes from the within-step "
                + "variability of the per-second rates (10-second batch means), not from repetitions; "
                + "without those (results of older versions, steps under 20 s) there is no interval and the ratio "
                + "alone is judged" : "");
    }

    static String stabilityLegend() {
        return "cv: coefficient of variation of the per-second rates; worst: the lowest 1-second/10-second rate as "
                + "a share of the mean; stalls: at least 1 s below half the step's median; " + RUN_COLUMN
                + ": the step with the highest cv and every stall of every repetition, the longest with its step and "
                + "start";
    }

    static String gateLine(CompareReport report) {
        String rule = report.failBelow() > 0 ? "ratio below " + Figures.ratio(report.failBelow())
                + " of the base (with between-run noise: and its whole interval below 1), " : "";
        return report.passed() ? "PASSED: " + (rule.isEmpty() ? "" : "no step " + rule)
                + "no failed step, no SLA failure"
                : "FAILED (" + report.findings().size() + "): " + rule + "failed steps and SLA failures count";
    }
}
