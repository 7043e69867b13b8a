package io.ibench.report.html;

import io.ibench.core.metrics.MetricColumn;
import io.ibench.core.result.SlaResult;
import io.ibench.report.compare.Attribution;
import io.ibench.report.compare.Attributions;
import io.ibench.report.compare.CellState;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.DetectableEffect;
import io.ibench.report.compare.DisturbedStep;
import io.ibench.report.compare.IntervalSource;
import io.ibench.report.compare.Figures;
import io.ibench.report.compare.GroupCell;
import io.ibench.report.compare.RateEstimate;
import io.ibench.report.compare.ReplacedRun;
import io.ibench.report.compare.RunGroup;
import io.ibench.report.compare.Shade;
import io.ibench.report.compare.StepTarget;
import io.ibench.report.compare.StepColumn;
import io.ibench.report.compare.Thresholds;
import io.ibench.report.compare.ThroughputCell;
import io.ibench.report.compare.Verdict;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.verdict.Campaign;
import io.ibench.report.verdict.NoiseProfile;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The three summary tables of the published reports: absolute, relative and SLA, one row per run; when some
 * label has repetitions, one row per label (its mean over the repetitions, and the ratio of means), as the
 * published reports have one row per version and config.
 */
final class SummaryTables {
    private final Comparison comparison;
    private final Thresholds thresholds;
    private final List<Attribution> attributions;
    private final List<Row> rows;
    private final Campaign campaign;

    /** A row of the absolute, relative and SLA tables: a run, or a label with its repetitions. */
    private record Row(String label, Function<StepColumn, ThroughputCell> cells, int repetitions, RunGroup group) {
    }

    SummaryTables(Comparison comparison, Thresholds thresholds, Campaign campaign) {
        this.comparison = comparison;
        this.thresholds = thresholds;
        this.campaign = campaign;
        this.attributions = Attributions.of(comparison, thresholds, List.of());
        this.rows = comparison.groups().stream().allMatch(RunGroup::single)
                ? comparison.groups().stream().map(g -> new Row(g.label(), c -> comparison.cell(g.runs().get(0), c), 1,
                        g)).toList()
                : comparison.groups().stream().map(g -> new Row(g.label(), c -> comparison.cell(g, c).cell(),
                        g.runs().size(), g)).toList();
    }

    List<View.Table> tables() {
        List<View.Table> tables = new ArrayList<>(List.of(absolute(), relative()));
        if (hasIntervals()) {
            tables.add(intervals());
        }
        tables.add(detectable());
        if (campaign != null) {
            tables.add(targets());
        }
        if (!comparison.disturbed().isEmpty() || !comparison.replaced().isEmpty()) {
            tables.add(disturbed());
        }
        if (!attributions.isEmpty()) {
            tables.add(moved());
        }
        if (!comparison.readWriteColumns().isEmpty()) {
            tables.add(sla());
        }
        return tables;
    }

    private boolean hasIntervals() {
        return comparison.groups().stream().anyMatch(g -> comparison.columns().stream()
                .anyMatch(c -> comparison.cell(g, c).interval() != null && comparison.cell(g, c).interval()
                        .hasInterval()));
    }

    /** Per label: the ratio of means with its confidence interval, coloured only by the whole interval. */
    private View.Table intervals() {
        List<View.Row> rows = new ArrayList<>();
        for (RunGroup group : comparison.groups()) {
            List<View.Cell> cells = new ArrayList<>();
            cells.add(View.Cell.label(group.label()));
            for (StepColumn column : comparison.columns()) {
                GroupCell cell = comparison.cell(group, column);
                RateEstimate estimate = cell.estimate();
                String title = estimate == null ? "" : Figures.rate(estimate.mean()) + " " + column.unit()
                        + (estimate.halfWidth() == null ? "" : " ±" + Figures.rate(estimate.halfWidth())) + ", "
                        + estimate.n() + (estimate.n() == 1 ? " run" : " repetitions")
                        + (cell.stability() == null ? "" : "; " + cell.stability().text(estimate.mean()))
                        + (cell.interval() == null ? "" : "; interval: "
                        + IntervalSource.id(cell.interval().source())) + leftOut(cell);
                if (cell.interval() == null) {
                    cells.add(View.Cell.number(cell.cell().text(Figures.ratio(cell.cell().ratio())), "", title));
                    continue;
                }
                Verdict verdict = cell.interval().judge(thresholds);
                String marker = verdict == Verdict.WORSE ? " ▼" : verdict == Verdict.BETTER ? " ▲" : "";
                cells.add(View.Cell.number(cell.cell().text(cell.interval().text() + marker), verdict.id(), title));
            }
            rows.add(new View.Row(cells));
        }
        return new View.Table("intervals", "Throughput relative to " + comparison.baseGroup().label()
                + " per label, with 95 % confidence intervals",
                "Runs that share a label are repetitions: the ratio of their mean to the base label's mean [95 % "
                        + "confidence interval, its source on hover]; ▼/▲ when the ratio is at or beyond "
                        + Figures.ratio(thresholds.worse()) + "/" + Figures.ratio(thresholds.better())
                        + " and the whole interval beyond 1. The interval's spread is the steps' between-run noise "
                        + "(a noise profile, the campaign's repetitions, both pooled, or interleaved pairs); single "
                        + "runs without either take theirs from the run's 10-second batch means and are flagged only "
                        + "when the whole interval is beyond the threshold. "
                        + "Hover a cell for the mean, its spread and the stability (docs/report.md).",
                false, header(comparison.columns()), rows);
    }


    /** @return the tooltip's clause on the disturbed repetitions the label's cell left out, or nothing */
    private static String leftOut(GroupCell cell) {
        if (cell.cell().leftOut()) {
            return "; " + ThroughputCell.DISTURBED + " judged by nothing: "
                    + (cell.disturbed() == 1 ? "the step was disturbed" : cell.disturbed() > 1
                    ? "every repetition of the step was disturbed" : "the base's step was disturbed in every "
                    + "repetition");
        }
        return cell.disturbed() == 0 ? "" : "; " + cell.disturbed() + " disturbed repetitions left out";
    }

    /** The disturbed steps the comparison left out (or kept) and the runs a later attempt replaced. */
    private View.Table disturbed() {
        List<View.Row> rows = new ArrayList<>();
        for (DisturbedStep step : comparison.disturbed()) {
            rows.add(new View.Row(List.of(View.Cell.label(step.label()), View.Cell.text(step.runId()),
                    View.Cell.text(step.step()), View.Cell.text(String.join(", ", step.reasons())))));
        }
        for (ReplacedRun run : comparison.replaced()) {
            rows.add(new View.Row(List.of(View.Cell.label(run.label()), View.Cell.text(run.runId()),
                    View.Cell.text("all " + run.steps() + ", replaced by " + run.by()),
                    View.Cell.text(String.join("; ", run.disturbed().stream().map(d -> d.step() + ": "
                            + String.join(", ", d.reasons())).toList())))));
        }
        boolean kept = comparison.keepsDisturbed();
        return new View.Table("disturbed", kept ? "Disturbed steps, kept in the verdicts ("
                + comparison.disturbed().size() + ")" : "Disturbed steps left out (" + comparison.leftOutSteps() + ")",
                kept ? "--keep-disturbed: these steps are judged like the others." : "Something other than the "
                        + "benchmark took a share of the host during these steps (result.json's disturbance), so "
                        + "they decide no verdict, interval, detectable difference or gate (" + ThroughputCell.DISTURBED
                        + " in the tables); a run that a later attempt of the same repetition replaced is left out "
                        + "whole. --keep-disturbed judges them (docs/report.md, \"Disturbed steps\").",
                false, List.of("run", "run id", "step", "disturbed by"), rows);
    }

    /** Per step: whether the campaign's detectable difference reached its target, and why not. */
    private View.Table targets() {
        List<View.Row> rows = new ArrayList<>();
        for (StepTarget target : StepTarget.of(comparison, campaign)) {
            rows.add(new View.Row(List.of(View.Cell.label(target.step()),
                    View.Cell.number(target.detectable() == null ? Figures.NONE
                            : "±" + Campaign.percent(target.detectable()), "",
                            target.repetitions() + " repetitions"),
                    View.Cell.text(target.reached() ? "reached" : "not reached: " + target.why()))));
        }
        return new View.Table("targets", "Campaign " + campaign.describe(), "The sweep " + campaign.stopped()
                + ". It added repetitions of every config until every step's detectable difference (the table "
                + "above) was at most ±" + Campaign.percent(campaign.target()) + " or its budget was spent "
                + "(docs/report.md, \"Campaigns that run until they can tell\").", false,
                List.of("step", "detectable difference", "target"), rows);
    }

    /** Per step: the smallest difference the campaign can flag, and the repetitions for ±5 %. */
    private View.Table detectable() {
        List<View.Row> rows = new ArrayList<>();
        for (DetectableEffect effect : comparison.detectable()) {
            rows.add(new View.Row(List.of(View.Cell.label(effect.step()), View.Cell.text(effect.text()))));
        }
        NoiseProfile profile = comparison.noise().profile();
        return new View.Table("detectable", "Detectable difference at 95 %",
                (profile == null ? "No noise profile" : "Noise profile: " + profile.describe()) + ". The half-width "
                        + "of a ratio's 95 % interval with the campaign's repetitions per label: a smaller difference "
                        + "is never flagged (docs/report.md, \"Detectable difference\").",
                false, List.of("step", "detectable difference"), rows);
    }

    private View.Table absolute() {
        List<StepColumn> columns = comparison.columns();
        List<List<Shade>> shades = new ArrayList<>();
        for (StepColumn column : columns) {
            List<Double> values = new ArrayList<>();
            List<Boolean> slaFailed = new ArrayList<>();
            for (Row row : rows) {
                ThroughputCell cell = row.cells().apply(column);
                values.add(cell.leftOut() ? null : cell.value());
                slaFailed.add(cell.slaFailed());
            }
            shades.add(Shade.column(values, slaFailed, true));
        }
        List<View.Row> tableRows = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            Row row = rows.get(r);
            List<View.Cell> cells = new ArrayList<>();
            cells.add(View.Cell.label(row.label()));
            for (int c = 0; c < columns.size(); c++) {
                ThroughputCell cell = row.cells().apply(columns.get(c));
                Shade shade = shades.get(c).get(r);
                String title = columns.get(c).unit() + (row.repetitions() > 1 ? ", mean of " + row.repetitions()
                        + " repetitions" : "")
                        + (cell.slaFailed() ? "; SLA failed: background writers missed their rate" : "");
                cells.add(View.Cell.number(cell.text(Figures.rate(cell.value())),
                        shade == Shade.NONE ? "" : shade.id(), title));
            }
            tableRows.add(new View.Row(cells));
        }
        return new View.Table("absolute", "Throughput: inserts/s (l.i*), indexed rows/s (l.x), queries/s (qr*, qp*)",
                "Per column: green = within a quarter of the range from the best run that kept its SLA, red = within a "
                        + "quarter from the worst (not when the worst is at least 80 % of the best), grey = the run's "
                        + "background writers missed their rate (SLA failure)" + perLabel() + ".", false,
                header(columns), tableRows);
    }

    /** @return the notes' clause for tables of labels with repetitions, else nothing */
    private String perLabel() {
        return rows.size() == comparison.runs().size() ? ""
                : "; a label with repetitions shows their mean (hover a cell), and the run table lists each run";
    }

    private View.Table relative() {
        List<StepColumn> columns = comparison.columns();
        List<View.Row> tableRows = new ArrayList<>();
        for (Row row : rows) {
            List<View.Cell> cells = new ArrayList<>();
            cells.add(View.Cell.label(row.label()));
            for (StepColumn column : columns) {
                ThroughputCell cell = row.cells().apply(column);
                if (cell.ratio() == null) {
                    cells.add(View.Cell.number(cell.text(Figures.NONE), "", "no base value"));
                    continue;
                }
                String title = Figures.rate(cell.value()) + " " + column.unit() + Attributions.find(attributions,
                        row.label(), column.step()).map(a -> "; moved: " + a.moved()).orElse("");
                if (cell.slaFailed()) {
                    cells.add(View.Cell.number(Figures.ratio(cell.ratio()) + " *", Shade.SLA_FAILED.id(),
                            title + "; SLA failed: background writers missed their rate"));
                    continue;
                }
                GroupCell label = comparison.cell(row.group(), column);
                Verdict verdict = java.util.Objects.requireNonNullElse(label.verdict(thresholds), Verdict.SAME);
                String marker = verdict == Verdict.WORSE ? " ▼" : verdict == Verdict.BETTER ? " ▲" : "";
                boolean degraded = cell.state() == CellState.DEGRADED;
                boolean leftOut = label.cell().leftOut() || cell.leftOut();
                cells.add(View.Cell.number(Figures.ratio(cell.ratio()) + marker
                        + (leftOut ? " " + ThroughputCell.DISTURBED : "") + (degraded ? " !" : ""), verdict.id(),
                        (degraded ? title + "; the step is degraded (see its details)" : title) + leftOut(label)));
            }
            tableRows.add(new View.Row(cells));
        }
        return new View.Table("relative", "Throughput relative to " + (rows.size() == comparison.runs().size()
                        ? comparison.base().label() : comparison.baseGroup().label()),
                "Each value divided by the base's; ▼ worse and ▲ better by the label's verdict, the same as in the "
                        + "table of intervals (a ratio beyond " + Figures.ratio(thresholds.worse()) + "/"
                        + Figures.ratio(thresholds.better()) + " whose whole interval is beyond 1; docs/report.md, "
                        + "\"Verdicts\"); grey with * = "
                        + "SLA failure, not comparable; ! = degraded step (server restart, timeouts, errors); "
                        + ThroughputCell.DISTURBED + " = the host was busy with something else in the step, so it is "
                        + "judged by nothing (disturbed steps left out: " + comparison.leftOutSteps()
                        + (comparison.keepsDisturbed() ? ", --keep-disturbed judges them" : "") + ")"
                        + perLabel() + ".",
                false, header(columns), tableRows);
    }

    private View.Table moved() {
        List<View.Row> rows = new ArrayList<>();
        for (Attribution a : attributions) {
            rows.add(new View.Row(List.of(View.Cell.label(a.run()), View.Cell.text(a.step()),
                    View.Cell.number(Figures.ratio(a.ratio()), "", "throughput relative to the base"),
                    View.Cell.text(a.moved()))));
        }
        return new View.Table("moved", "What moved with the throughput",
                "For each relative value beyond the thresholds: the per-operation measures (the step's metric columns "
                        + String.join(", ", Attributions.attributable().stream().map(MetricColumn::key).toList())
                        + ", and the purge lag) whose ratio to the base moved most, up to "
                        + Attributions.SHOWN + ", at least ×" + Figures.ratio(Attributions.MIN_MOVE) + " or ×"
                        + Figures.ratio(1 / Attributions.MIN_MOVE) + "; the rule is in docs/report.md.",
                false, List.of("run", "step", "relative", "moved (ratio to the base)"), rows);
    }

    private View.Table sla() {
        List<StepColumn> columns = comparison.readWriteColumns();
        List<View.Row> rows = new ArrayList<>();
        List<View.Cell> targets = new ArrayList<>();
        targets.add(View.Cell.label("target"));
        for (StepColumn column : columns) {
            targets.add(View.Cell.number(Figures.rate(comparison.slaTarget(column)), "target",
                    "clients × rate per client"));
        }
        for (Row row : this.rows) {
            List<View.Cell> cells = new ArrayList<>();
            cells.add(View.Cell.label(row.label()));
            for (StepColumn column : columns) {
                SlaResult sla = row.cells().apply(column).sla();
                if (sla == null) {
                    cells.add(View.Cell.number(Figures.NONE, "", "no background writers"));
                } else {
                    cells.add(View.Cell.number(Figures.rate(sla.achievedInsertsPerSecond()),
                            sla.passed() ? "" : "missed",
                            "target " + Figures.rate(sla.targetInsertsPerSecond()) + " inserts/s"
                                    + (sla.passed() ? "" : "; SLA failed")));
                }
            }
            rows.add(new View.Row(cells));
        }
        rows.add(new View.Row(targets));
        return new View.Table("sla", "Background inserts/s in read-write steps",
                "Red: below 95 % of the target (SLA failure); the last row is the target.", false, header(columns),
                rows);
    }

    private static List<String> header(List<StepColumn> columns) {
        return CrossStepTables.header("run", columns.stream().map(StepColumn::step).toList());
    }

    static View.Cell runLabel(LoadedRun run) {
        return View.Cell.label(run.label());
    }
}
