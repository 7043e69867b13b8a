package io.ibench.report.html;

import io.ibench.core.result.Fairness;
import io.ibench.core.result.RunStability;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.StepResult;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Figures;
import io.ibench.report.compare.Shade;
import io.ibench.report.load.LoadedRun;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The seed reports' tables across steps: the step-start {@code select min(transactionid)} time,
 * purge lag at the end of each step, fairness between clients, and the l.i1/l.i0 ratio.
 */
final class CrossStepTables {
    private final Comparison comparison;

    CrossStepTables(Comparison comparison) {
        this.comparison = comparison;
    }

    List<View.Table> tables() {
        return List.of(minIdQuery(), purgeLag(), fairness(), stability(), loadRatio());
    }

    private View.Table minIdQuery() {
        List<String> steps = stepsWith(s -> s.measurements().slowestFirstMinIdQuerySeconds());
        return shadedTable("min-id-query", "Step-start select min(transactionid): seconds, slowest client", steps,
                s -> s.measurements().slowestFirstMinIdQuerySeconds(), 3,
                "Slow when MVCC garbage (purge lag, dead tuples, tombstones) piles up at the head of the PK index; "
                        + "green fastest quarter, red slowest quarter.");
    }

    private View.Table purgeLag() {
        List<String> steps = stepsWith(s -> s.server().probes() == null ? null : s.server().probes().purgeLagAtEnd());
        String probes = String.join(", ", comparison.runs().stream()
                .map(r -> r.result().steps().stream().map(s -> s.server().probes()).filter(p -> p != null
                        && p.purgeLagProbe() != null)
                        .map(p -> r.label() + ": " + p.purgeLagProbe()).findFirst().orElse(r.label() + ": none"))
                .toList());
        return shadedTable("purge-lag", "Purge lag at the end of each step", steps,
                s -> s.server().probes() == null ? null : s.server().probes().purgeLagAtEnd(), 0,
                "The engine's MVCC garbage probe (" + probes + "); lower is better.");
    }

    private View.Table shadedTable(String id, String caption, List<String> steps, Function<StepResult, Double> value,
                                   int decimals, String note) {
        List<List<Shade>> shades = new ArrayList<>();
        for (String step : steps) {
            List<Double> values = comparison.runs().stream().map(r -> r.step(step).map(value).orElse(null)).toList();
            shades.add(Shade.column(values, false));
        }
        List<View.Row> rows = new ArrayList<>();
        for (int r = 0; r < comparison.runs().size(); r++) {
            LoadedRun run = comparison.runs().get(r);
            List<View.Cell> cells = new ArrayList<>();
            cells.add(SummaryTables.runLabel(run));
            for (int s = 0; s < steps.size(); s++) {
                Double v = run.step(steps.get(s)).map(value).orElse(null);
                Shade shade = shades.get(s).get(r);
                cells.add(View.Cell.number(v == null ? Figures.NONE : Decimal.format(v, decimals),
                        shade == Shade.NONE ? "" : shade.id(), ""));
            }
            rows.add(new View.Row(cells));
        }
        return new View.Table(id, caption, note, false, header("run", steps), rows);
    }

    private View.Table fairness() {
        List<View.Row> rows = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            for (StepResult step : run.result().steps()) {
                Fairness f = step.measurements().fairness();
                if (f == null) {
                    continue;
                }
                rows.add(new View.Row(List.of(SummaryTables.runLabel(run), View.Cell.text(step.name()),
                        View.Cell.number(Decimal.format(f.minSeconds(), 1), "", ""),
                        View.Cell.number(Decimal.format(f.maxSeconds(), 1), "", ""),
                        View.Cell.number(Decimal.format(f.diffSeconds(), 1), "", ""),
                        View.Cell.number(Decimal.format(f.pct(), 1), f.pct() > 10 ? "worst" : "", "diff / min × 100"),
                        View.Cell.number(Figures.rate(f.minRate()), "", ""),
                        View.Cell.number(Figures.rate(f.maxRate()), "", ""),
                        View.Cell.number(Decimal.format(f.rateCov(), 3), "", "standard deviation / mean"))));
            }
        }
        return new View.Table("fairness", "Fairness between clients", "Per-client step duration (seconds) and rate "
                + "(inserts/s in load steps, queries/s in read-write steps); red: pct above 10.", false,
                List.of("run", "step", "min s", "max s", "diff s", "pct", "min rate", "max rate", "rate cov"), rows);
    }

    /** Per run: its stability across steps (docs/metrics.md, "Run summary"), computed from its steps. */
    private View.Table stability() {
        List<View.Row> rows = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            RunStability s = RunStability.of(run.result().steps());
            rows.add(new View.Row(List.of(SummaryTables.runLabel(run),
                    View.Cell.text(s == null ? Figures.NONE : s.text()))));
        }
        return new View.Table("run-stability", "Run stability", "The step whose per-second rate varied most "
                + "(coefficient of variation), and all stalls of the run (at least 1 s below half the step's median "
                + "rate) with the longest, its step and start; '-' for results without stability figures.", false,
                List.of("run", "stability"), rows);
    }

    private View.Table loadRatio() {
        List<View.Row> rows = new ArrayList<>();
        Double base = comparison.base().result().summary() == null ? null
                : comparison.base().result().summary().li1OverLi0();
        for (LoadedRun run : comparison.runs()) {
            Double ratio = run.result().summary() == null ? null : run.result().summary().li1OverLi0();
            rows.add(new View.Row(List.of(SummaryTables.runLabel(run),
                    View.Cell.number(ratio == null ? Figures.NONE : Decimal.format(ratio, 3), "", ""),
                    View.Cell.number(ratio == null || base == null || base == 0 ? Figures.NONE
                            : Figures.ratio(ratio / base), "", "relative to the base run"))));
        }
        return new View.Table("load-ratio", "l.i1 / l.i0 inserts per second", "What index maintenance and deletes "
                + "cost: the write rate with three secondary indexes and a queue, over the rate of the initial load.",
                false, List.of("run", "l.i1 / l.i0", "relative"), rows);
    }

    private List<String> stepsWith(Function<StepResult, Double> value) {
        return comparison.steps().stream().filter(step -> comparison.runs().stream()
                .map(r -> r.step(step).map(value)).anyMatch(Optional::isPresent)).toList();
    }

    static List<String> header(String first, List<String> rest) {
        List<String> header = new ArrayList<>();
        header.add(first);
        header.addAll(rest);
        return header;
    }
}
