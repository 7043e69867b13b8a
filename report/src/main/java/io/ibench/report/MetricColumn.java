package io.ibench.report;

import io.ibench.core.result.StepMetrics;

import java.util.List;
import java.util.function.Function;

/**
 * One column of a step's summary line ({@link StepMetrics}), as every report shows it: the
 * terminal's metrics table after {@code ibench run} and the HTML report's per-step metrics table
 * show {@link #ALL} in this order with these decimals. docs/metrics.md, "The per-step summary line
 * ({@code metrics})", defines each column.
 *
 * @param name     the column's heading, as in the published reports' legend, e.g. {@code rps}
 * @param meaning  what it counts and in which unit, for a tooltip
 * @param value    its value in a step's summary line; null when not measured
 * @param decimals digits after the decimal point, 0..3
 */
public record MetricColumn(String name, String meaning, Function<StepMetrics, Double> value, int decimals) {

    /** The columns, in the published reports' order. */
    public static final List<MetricColumn> ALL = List.of(
            new MetricColumn("ips", "inserted rows/s", StepMetrics::ips, 0),
            new MetricColumn("qps", "queries/s", StepMetrics::qps, 0),
            new MetricColumn("rps", "disk reads/s", StepMetrics::rps, 0),
            new MetricColumn("rmbps", "disk MB read/s", StepMetrics::rmbps, 1),
            new MetricColumn("wps", "disk writes/s", StepMetrics::wps, 0),
            new MetricColumn("wmbps", "disk MB written/s", StepMetrics::wmbps, 1),
            new MetricColumn("rpq", "disk reads per operation", StepMetrics::rpq, 3),
            new MetricColumn("rkbpq", "disk KB read per operation", StepMetrics::rkbpq, 3),
            new MetricColumn("wpi", "disk writes per inserted row", StepMetrics::wpi, 3),
            new MetricColumn("wkbpi", "disk KB written per inserted row", StepMetrics::wkbpi, 3),
            new MetricColumn("csps", "context switches/s, whole host", StepMetrics::csps, 0),
            new MetricColumn("cpups", "CPU busy, user + system, % of all CPUs", StepMetrics::cpups, 1),
            new MetricColumn("cspq", "context switches per operation", StepMetrics::cspq, 3),
            new MetricColumn("cpupq", "host CPU µs per operation", StepMetrics::cpupq, 1),
            new MetricColumn("dbgb1", "logical database size at the end, GB", StepMetrics::dbgb1, 3),
            new MetricColumn("dbgb2", "data directory size at the end, GB", StepMetrics::dbgb2, 3),
            new MetricColumn("rss", "server RSS at the end, GB", StepMetrics::rss, 2),
            new MetricColumn("maxop", "longest operation, seconds", StepMetrics::maxop, 3),
            new MetricColumn("p50", "median per-second rate", StepMetrics::p50, 0),
            new MetricColumn("p99", "per-second rate 99 % of seconds reached", StepMetrics::p99, 0),
            new MetricColumn("ccpupq", "ibench's own CPU µs per operation", StepMetrics::ccpupq, 2),
            new MetricColumn("cgap", "ibench's gap between statements, % of their service time", StepMetrics::cgap,
                    1));

    /** @return the columns' headings, in order */
    public static List<String> names() {
        return ALL.stream().map(MetricColumn::name).toList();
    }

    /**
     * @param metrics a step's summary line
     * @return this column's value with its decimals, or {@code -} when it was not measured
     */
    public String format(StepMetrics metrics) {
        return TextTable.number(value.apply(metrics), decimals);
    }
}
