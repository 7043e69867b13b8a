package io.ibench.report.html;

import io.ibench.core.measure.LatencyKind;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.LegacyBuckets;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.LatencyResult;
import io.ibench.core.result.LegacyBucketsResult;
import io.ibench.core.result.OperationResult;
import io.ibench.core.result.RunFolderFile;
import io.ibench.core.result.StepDumps;
import io.ibench.core.metrics.MetricColumn;
import io.ibench.core.metrics.MetricColumns;
import io.ibench.core.result.StepMetrics;
import io.ibench.core.result.StepResult;
import io.ibench.report.StepMetricsTable;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Figures;
import io.ibench.report.compare.RateEstimate;
import io.ibench.report.compare.RunGroup;
import io.ibench.report.compare.Shade;
import io.ibench.report.load.LoadedRun;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * One step's section: the metric columns per run, response-time distributions (the reference's
 * ten buckets and HdrHistogram percentiles, service and response time), and per-second charts.
 */
final class StepDetail {
    private static final List<String> OPERATIONS = Arrays.stream(Operation.values()).map(Operation::label).toList();

    private final Comparison comparison;
    private final String step;
    private final String anchor;

    StepDetail(Comparison comparison, String step, int index) {
        this.comparison = comparison;
        this.step = step;
        this.anchor = "step-" + index;
    }

    View.Section section(ChartData charts, FlameGraphs flames) {
        List<View.Table> tables = new ArrayList<>();
        tables.add(metrics());
        if (comparison.runs().stream().anyMatch(r -> dumps(r).isPresent())) {
            tables.add(dumps());
        }
        if (comparison.runs().stream().anyMatch(r -> !seriesFiles(r).isEmpty())) {
            tables.add(series());
        }
        for (String operation : OPERATIONS) {
            if (anyRunHas(operation)) {
                tables.add(buckets(operation));
                tables.add(percentiles(operation));
            }
        }
        return new View.Section(anchor, "Step " + step, List.of(), tables, charts.chartsFor(step, anchor),
                flames.flamesFor(step, anchor));
    }

    private boolean anyRunHas(String operation) {
        return comparison.runs().stream().anyMatch(r -> operation(r, operation).isPresent());
    }

    private Optional<OperationResult> operation(LoadedRun run, String operation) {
        return run.step(step).map(s -> s.measurements().operations()).map(ops -> ops.get(operation))
                .filter(op -> op.statements() > 0);
    }

    private View.Table metrics() {
        List<MetricColumn> columns = MetricColumns.all();
        List<View.Row> rows = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            List<View.Cell> cells = new ArrayList<>();
            cells.add(SummaryTables.runLabel(run));
            StepMetrics m = run.step(step).map(StepResult::metrics).orElse(null);
            for (MetricColumn column : columns) {
                cells.add(View.Cell.number(m == null ? Figures.NONE : StepMetricsTable.cell(column, m), "",
                        column.title()));
            }
            rows.add(new View.Row(cells));
        }
        return new View.Table(anchor + "-metrics", step + ": metrics (docs/metrics.md, the per-step summary line)",
                "Per operation: per inserted row in load steps, per query in read-write steps; wpi and wkbpi always "
                        + "per inserted row. Hover a number for its meaning; docs/metrics.md defines each.", false,
                CrossStepTables.header("run", columns.stream().map(MetricColumn::key).toList()), rows);
    }

    private Optional<StepDumps> dumps(LoadedRun run) {
        return run.step(step).map(s -> s.server() == null ? null : s.server().dumps());
    }

    /** Per run: a link to the step's dump folder, its files, what was not dumped, and the tables' size. */
    private View.Table dumps() {
        List<View.Row> rows = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            Optional<StepDumps> dumps = dumps(run);
            if (dumps.isEmpty()) {
                rows.add(new View.Row(List.of(SummaryTables.runLabel(run), View.Cell.text(Figures.NONE),
                        View.Cell.text(""), View.Cell.text(""), View.Cell.number(Figures.NONE, "", ""))));
                continue;
            }
            StepDumps d = dumps.get();
            Path folder = run.folder();
            double total = d.sizes().entrySet().stream().filter(e -> e.getKey().endsWith(".total"))
                    .mapToDouble(Map.Entry::getValue).sum();
            rows.add(new View.Row(List.of(SummaryTables.runLabel(run),
                    View.Cell.link(d.folder(), folder.toAbsolutePath().resolve(d.folder()).toUri().toString(),
                            "the step's dump folder in the run folder"),
                    View.Cell.text(String.join(" ", d.files())), View.Cell.text(String.join("; ", d.skipped())),
                    View.Cell.number(total > 0 ? Decimal.format(total / 1e6, 1) : Figures.NONE, "",
                            "the benchmark tables with their indexes at the step's end, MB on disk"))));
        }
        return new View.Table(anchor + "-dumps", step + ": the server's dumps at the end of the step",
                "The files are in the run folder (docs/results.md, \"Dumps\"): counters' changes over the step, "
                        + "engine status, variables, table and index sizes.", false,
                List.of("run", "folder", "files", "not dumped", "tables MB"), rows);
    }

    /** @return the step's interval and probe files of the run, as its result names them */
    private List<String> seriesFiles(LoadedRun run) {
        List<String> files = new ArrayList<>();
        run.step(step).ifPresent(s -> {
            if (s.measurements().intervals() != null) {
                files.add(s.measurements().intervals());
            }
            if (s.server() != null && s.server().probes() != null && s.server().probes().file() != null) {
                files.add(s.server().probes().file());
            }
        });
        return files;
    }

    /** Per run: links to the step's full per-second series, of which the charts draw a reduced copy. */
    private View.Table series() {
        List<View.Row> rows = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            List<String> files = seriesFiles(run);
            List<View.Cell> cells = new ArrayList<>();
            cells.add(SummaryTables.runLabel(run));
            for (int i = 0; i < 2; i++) {
                cells.add(i < files.size() ? View.Cell.link(files.get(i), run.folder().toAbsolutePath()
                        .resolve(files.get(i)).toUri().toString(), "the full series in the run folder")
                        : View.Cell.text(Figures.NONE));
            }
            rows.add(new View.Row(cells));
        }
        return new View.Table(anchor + "-series", step + ": the full per-second series",
                "The charts draw each series reduced to at most " + ChartData.MAX_POINTS + " points ("
                        + ChartData.HOST_POINTS + " for the host charts: each bucket's minimum and maximum, values to "
                        + "1/254 of the series' range); the files hold every interval (docs/results.md).", true,
                List.of("run", "intervals", "probes"), rows);
    }

    private View.Table buckets(String operation) {
        List<String> labels = LegacyBuckets.LABELS;
        List<Double> maxima = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            LegacyBucketsResult b = operation(run, operation).map(OperationResult::legacyBuckets).orElse(null);
            maxima.add(b == null ? null : b.maxSeconds());
        }
        List<Shade> maxShades = Shade.column(maxima, false);
        List<View.Row> rows = new ArrayList<>();
        for (int r = 0; r < comparison.runs().size(); r++) {
            LoadedRun run = comparison.runs().get(r);
            LegacyBucketsResult b = operation(run, operation).map(OperationResult::legacyBuckets).orElse(null);
            List<View.Cell> cells = new ArrayList<>();
            cells.add(SummaryTables.runLabel(run));
            long total = b == null ? 0 : b.counts().stream().mapToLong(Long::longValue).sum();
            for (int i = 0; i < labels.size(); i++) {
                if (b == null || total == 0) {
                    cells.add(View.Cell.number(Figures.NONE, "", ""));
                    continue;
                }
                double pct = 100.0 * b.counts().get(i) / total;
                cells.add(View.Cell.number(b.counts().get(i) == 0 ? "" : Decimal.format(pct, 2),
                        "shade-" + Math.round(pct / 5), b.counts().get(i) + " statements"));
            }
            Shade shade = maxShades.get(r);
            cells.add(View.Cell.number(b == null ? Figures.NONE : Decimal.format(b.maxSeconds(), 3),
                    shade == Shade.NONE ? "" : shade.id(), "longest statement, seconds"));
            rows.add(new View.Row(cells));
        }
        List<String> header = new ArrayList<>();
        header.add("run");
        header.addAll(labels);
        header.add("max s");
        return new View.Table(anchor + "-" + operation + "-buckets", step + ": " + operation
                + " service time, % of statements per bucket (the reference's histogram)",
                "Each bucket holds the statements that took at most its bound (and more than the previous bound); "
                        + "darker = more statements.", false, header, rows);
    }

    private static final List<String> PERCENTILE_COLUMNS = List.of("mean", "p50", "p90", "p99", "p99.9", "max");
    private static final String LATENCY_NOTE = "Service time runs from a statement's actual start to its end; "
            + "response time, for writers with a target rate, from the start their schedule intended: the difference "
            + "is time spent behind schedule. ";

    /** Per run, or per label when a label has repetitions (docs/report.md, "Per step"). */
    private View.Table percentiles(String operation) {
        boolean repeated = comparison.groups().stream().anyMatch(g -> !g.single());
        List<View.Row> rows = new ArrayList<>();
        List<String> header = new ArrayList<>();
        String note;
        if (repeated) {
            for (RunGroup group : comparison.groups()) {
                rows.add(repeatedRow(group, operation, LatencyKind.SERVICE));
                if (group.runs().stream().anyMatch(r -> latency(r, operation, LatencyKind.RESPONSE).isPresent())) {
                    rows.add(repeatedRow(group, operation, LatencyKind.RESPONSE));
                }
            }
            header.addAll(List.of("label", "time", "n"));
            note = LATENCY_NOTE + "Per label: the mean over its n repetitions ± the half-width of its 95 % confidence "
                    + "interval (Student's t, n − 1 degrees of freedom), µs. " + sources(operation);
        } else {
            for (LoadedRun run : comparison.runs()) {
                Optional<OperationResult> op = operation(run, operation);
                LatencyResult service = latency(run, operation, LatencyKind.SERVICE).orElse(null);
                rows.add(latencyRow(run, LatencyKind.SERVICE, service, op));
                latency(run, operation, LatencyKind.RESPONSE)
                        .ifPresent(rt -> rows.add(latencyRow(run, LatencyKind.RESPONSE, rt, op)));
            }
            header.addAll(List.of("run", "time", "statements", "retries", "errors", "reconnects"));
            note = LATENCY_NOTE + "Retries: attempts run again after a deadlock, lock wait or serialization failure; "
                    + "errors: attempts that lost their connection, timed out or failed for good; reconnects: "
                    + "connections re-established. " + sources(operation);
        }
        header.addAll(PERCENTILE_COLUMNS);
        return new View.Table(anchor + "-" + operation + "-latency", step + ": " + operation + " latency, µs", note,
                false, header, rows);
    }

    /**
     * @return the step's distribution of one operation and kind: summed from the run's interval log when it has
     *         a usable one for the step, else result.json's
     */
    private Optional<LatencyResult> latency(LoadedRun run, String operation, LatencyKind kind) {
        Optional<OperationResult> op = operation(run, operation);
        if (op.isEmpty()) {
            return Optional.empty();
        }
        return run.fromIntervalLog(step, kind.tag(operation)).or(() -> Optional.ofNullable(
                kind == LatencyKind.SERVICE ? op.get().serviceTime() : op.get().responseTime()));
    }

    /** @return one sentence saying, per run (or for every run when they agree), where the percentiles come from */
    private String sources(String operation) {
        List<String> parts = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            parts.add(source(run, operation));
        }
        if (parts.stream().distinct().count() == 1) {
            return "Distributions of every run " + parts.get(0) + ".";
        }
        List<String> labelled = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            labelled.add(comparison.runs().get(i).label() + " " + parts.get(i));
        }
        return "Distributions: " + String.join("; ", labelled) + ".";
    }

    private String source(LoadedRun run, String operation) {
        String log = run.step(step).map(s -> s.measurements().histograms()).orElse(null);
        if (run.fromIntervalLog(step, LatencyKind.SERVICE.tag(operation)).isPresent()) {
            return "from the interval logs (" + log + ")";
        } else if (run.latencies().containsKey(step)) {
            return "from result.json: its .hlog has no " + operation + " intervals";
        } else if (log != null && RunFolderFile.present(run.folder(), log)) {
            return "from result.json: its .hlog cannot be used (see the problems)";
        }
        return "from result.json: this run has no .hlog";
    }

    private View.Row repeatedRow(RunGroup group, String operation, LatencyKind kind) {
        List<LatencyResult> latencies = group.runs().stream().map(r -> latency(r, operation, kind))
                .flatMap(Optional::stream).filter(l -> l.count() > 0).toList();
        List<View.Cell> cells = new ArrayList<>();
        cells.add(View.Cell.label(group.label()));
        cells.add(View.Cell.text(kind.label()));
        cells.add(View.Cell.number(Integer.toString(latencies.size()), "", "repetitions with statements"));
        List<ToDoubleFunction<LatencyResult>> columns = List.of(LatencyResult::meanMicros,
                LatencyResult::p50Micros, LatencyResult::p90Micros, LatencyResult::p99Micros,
                LatencyResult::p999Micros, LatencyResult::maxMicros);
        for (ToDoubleFunction<LatencyResult> column : columns) {
            if (latencies.isEmpty()) {
                cells.add(View.Cell.number(Figures.NONE, "", ""));
                continue;
            }
            RateEstimate estimate = RateEstimate.of(latencies.stream().map(column::applyAsDouble).toList(), null);
            Double half = estimate.halfWidth();
            cells.add(View.Cell.number(Decimal.format(estimate.mean(), 0)
                    + (half == null ? "" : " ± " + Decimal.format(half, 0)), "",
                    half == null ? "one repetition: no interval" : "range " + Decimal.format(estimate.min(), 0)
                            + " to " + Decimal.format(estimate.max(), 0)));
        }
        return new View.Row(cells);
    }

    private static View.Row latencyRow(LoadedRun run, LatencyKind kind, LatencyResult latency,
            Optional<OperationResult> op) {
        List<View.Cell> cells = new ArrayList<>();
        cells.add(SummaryTables.runLabel(run));
        cells.add(View.Cell.text(kind.label()));
        if (latency == null) {
            for (int i = 0; i < 10; i++) {
                cells.add(View.Cell.number(Figures.NONE, "", ""));
            }
            return new View.Row(cells);
        }
        cells.add(View.Cell.number(Long.toString(latency.count()), "", ""));
        cells.add(View.Cell.number(op.map(o -> Long.toString(o.retries())).orElse(Figures.NONE), "", ""));
        cells.add(View.Cell.number(op.map(o -> Long.toString(o.errors() - o.retries())).orElse(Figures.NONE), "", ""));
        cells.add(View.Cell.number(op.map(o -> Long.toString(o.reconnects())).orElse(Figures.NONE), "", ""));
        cells.add(View.Cell.number(Decimal.format(latency.meanMicros(), 0), "", ""));
        for (long value : new long[] {latency.p50Micros(), latency.p90Micros(), latency.p99Micros(),
            latency.p999Micros(), latency.maxMicros()}) {
            cells.add(View.Cell.number(Long.toString(value), "", ""));
        }
        return new View.Row(cells);
    }

}
