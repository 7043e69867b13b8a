package io.ibench.report.html;

import io.ibench.core.spi.ServerProbes;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.result.ProbeSummary;
import io.ibench.report.compare.Comparison;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.load.TimeSeries;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The per-second series behind the charts, every run overlaid: rates, interval p99 and max
 * latency per operation from the interval files, purge lag and database size from the probe
 * files, and a group of host charts (host CPU, context switches, disk KB/s, the server's CPU, RSS and
 * KB written, ibench's CPU) from the interval files. Long steps are reduced to {@value #MAX_POINTS}
 * points per series ({@value #HOST_POINTS} in the folded host group), each bucket's minimum and maximum
 * ({@link SeriesReduction}), so no stall or spike disappears, and embedded at a byte per point
 * ({@link QuantizedSeries}); the full series stay in the run folders, which the report links.
 */
final class ChartData {
    static final int MAX_POINTS = 1000;
    /** The host charts are a folded group of secondary charts: half the points keep a campaign's report small. */
    static final int HOST_POINTS = 500;
    private static final String PURGE_LAG = "purgeLag";
    private static final String DATABASE_GB = "databaseGB";
    private static final List<Series> INTERVAL_SERIES = List.of(
            new Series("i_ips", "inserts/s", "rows/s"),
            new Series("i_dps", "deletes/s", "rows/s"),
            new Series("i_qps", "queries/s", "queries/s"),
            new Series("p99_i", "insert p99 latency", "µs"),
            new Series("max_i", "insert max latency", "µs"),
            new Series("p99_d", "delete p99 latency", "µs"),
            new Series("max_d", "delete max latency", "µs"),
            new Series("p99_q", "query p99 latency", "µs"),
            new Series("max_q", "query max latency", "µs"));
    /** The host's and the local server's counters per interval (empty in runs without host metrics). */
    private static final List<Series> HOST_SERIES = List.of(
            new Series("cpu_us", "host CPU user", "% of all CPUs"),
            new Series("cpu_sy", "host CPU system", "% of all CPUs"),
            new Series("cpu_wa", "host CPU I/O wait", "% of all CPUs"),
            new Series("cs_s", "context switches/s", "switches/s"),
            new Series("rkb_s", "disk KB read/s", "KB/s"),
            new Series("wkb_s", "disk KB written/s", "KB/s"),
            new Series("srv_cpu", "server CPU", "cores busy"),
            new Series("srv_rss_mb", "server RSS (largest process)", "MB"),
            new Series("srv_wkb_s", "server KB written to storage/s", "KB/s"),
            new Series("cli_cpu", "ibench CPU", "cores busy"));

    private record Series(String column, String title, String unit) {
    }

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Comparison comparison;
    private final ObjectNode root = MAPPER.createObjectNode();
    private final ObjectNode series = root.putObject("series");

    ChartData(Comparison comparison, List<String> colours) {
        this.comparison = comparison;
        ArrayNode runs = root.putArray("runs");
        comparison.runs().forEach(r -> runs.add(r.label()));
        ArrayNode palette = root.putArray("colours");
        for (int i = 0; i < comparison.runs().size(); i++) {
            palette.add(colours.get(i % colours.size()));
        }
    }

    /**
     * Adds the step's series to the data and returns the charts that show them.
     *
     * @param step   a step name
     * @param anchor the step section's id, a prefix for canvas ids
     * @return the step's chart groups (rates and latencies with the probes; the host), each only with
     *     the charts that have data in some run, and only groups that have charts
     */
    List<View.ChartGroup> chartsFor(String step, String anchor) {
        ObjectNode stepNode = series.putObject(step);
        List<View.Chart> charts = intervalCharts(stepNode, step, anchor, INTERVAL_SERIES, MAX_POINTS);
        addProbe(stepNode, charts, step, anchor, PURGE_LAG, run -> purgeLagProbe(run, step).orElse(null),
                "purge lag (" + purgeLagProbes(step) + ")", "count", 1);
        addProbe(stepNode, charts, step, anchor, DATABASE_GB, run -> ServerProbes.DATABASE_BYTES,
                "database size (logical)", "GB", 1e-9);
        List<View.Chart> host = intervalCharts(stepNode, step, anchor, HOST_SERIES, HOST_POINTS);
        List<View.ChartGroup> groups = new ArrayList<>();
        if (!charts.isEmpty()) {
            groups.add(new View.ChartGroup(anchor + "-rates", step + ": rates, latencies and server probes per second",
                    charts, false));
        }
        if (!host.isEmpty()) {
            groups.add(new View.ChartGroup(anchor + "-host", step + ": host CPU, disk and the server's process per "
                    + "second", host, true));
        }
        return groups;
    }

    private List<View.Chart> intervalCharts(ObjectNode stepNode, String step, String anchor, List<Series> all,
                                            int limit) {
        List<View.Chart> charts = new ArrayList<>();
        for (Series s : all) {
            ArrayNode perRun = MAPPER.createArrayNode();
            boolean any = false;
            for (LoadedRun run : comparison.runs()) {
                TimeSeries tsv = run.intervals().get(step);
                double[] values = tsv == null ? null : tsv.column(s.column());
                any |= add(perRun, tsv == null ? null : tsv.column("t_sec"), values, 1, limit);
            }
            if (any) {
                stepNode.set(s.column(), perRun);
                charts.add(new View.Chart(anchor + "-" + s.column(), s.title(), step, s.column(), s.unit()));
            }
        }
        return charts;
    }

    /** Adds a chart of a probe; {@code column} names each run's probe (or null when it has none). */
    private void addProbe(ObjectNode stepNode, List<View.Chart> charts, String step, String anchor, String key,
                          Function<LoadedRun, String> column, String title, String unit, double scale) {
        ArrayNode perRun = MAPPER.createArrayNode();
        boolean any = false;
        for (LoadedRun run : comparison.runs()) {
            TimeSeries tsv = run.probes().get(step);
            String probe = column.apply(run);
            double[] values = tsv == null || probe == null ? null : tsv.column(probe);
            any |= add(perRun, tsv == null ? null : tsv.column("t_sec"), values, scale, MAX_POINTS);
        }
        if (any) {
            stepNode.set(key, perRun);
            charts.add(new View.Chart(anchor + "-" + key, title, step, key, unit));
        }
    }

    private String purgeLagProbes(String step) {
        return String.join(", ", comparison.runs().stream().map(r -> purgeLagProbe(r, step)).flatMap(Optional::stream)
                .distinct().toList());
    }

    private static Optional<String> purgeLagProbe(LoadedRun run, String step) {
        return run.step(step).map(s -> s.server().probes()).map(ProbeSummary::purgeLagProbe);
    }

    /** Appends one run's series (or null); returns whether it had any non-zero value. */
    private static boolean add(ArrayNode perRun, double[] seconds, double[] values, double scale, int limit) {
        if (seconds == null || values == null || values.length == 0) {
            perRun.addNull();
            return false;
        }
        SeriesReduction.Points points = SeriesReduction.reduce(seconds, values, limit);
        ObjectNode series = QuantizedSeries.encode(points, scale);
        perRun.add(series);
        return series.get("lo").asDouble() != 0 || series.get("hi").asDouble() != 0;
    }

    /** @return the data as JSON that cannot end the script element it is embedded in */
    String toEmbeddableJson() {
        return EmbeddedJson.of(root, "chart data");
    }
}
