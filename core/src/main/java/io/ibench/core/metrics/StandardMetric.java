package io.ibench.core.metrics;

import io.ibench.core.host.HostRates;
import io.ibench.core.result.ProbeSummary;
import io.ibench.core.spi.ServerProbes;

import java.util.function.Function;

/**
 * The built-in columns of the summary line, in the published reports' order, with the reference's
 * definitions and without its quirks: p50/p99 over all clients, and rates from the rows the server
 * reported. "Operation" is an inserted row in load steps (l.x: an indexed row) and a query in
 * read-write steps; {@code wpi} and {@code wkbpi} are always per inserted row. docs/metrics.md's
 * table is {@link MetricDocsTable} of these.
 */
public enum StandardMetric implements MetricColumn {
    IPS("ips", "inserted rows/s", "rows/s", 0, false,
            "rows inserted per second, all clients; l.x: rows in the tables when the indexes were built / step "
                    + "seconds", s -> s.rates().rowsPerSecond()),
    QPS("qps", "queries/s", "queries/s", 0, false, "queries per second, all clients (0 in load steps)",
            s -> s.rates().queriesPerSecond()),
    RPS("rps", "disk reads/s", "/s", 0, false, "reads per second on the data disk (iostat `r/s`)",
            host(HostRates::readsPerSecond)),
    RMBPS("rmbps", "disk MB read/s", "MB/s", 1, false, "MB read per second on the data disk (iostat `rMB/s`)",
            host(h -> h.readKBPerSecond() / 1024)),
    WPS("wps", "disk writes/s", "/s", 0, false, "writes per second on the data disk (`w/s`)",
            host(HostRates::writesPerSecond)),
    WMBPS("wmbps", "disk MB written/s", "MB/s", 1, false, "MB written per second on the data disk (`wMB/s`)",
            host(h -> h.writeKBPerSecond() / 1024)),
    RPQ("rpq", "disk reads per operation", "per op", 3, true, "reads per operation: `rps` / rate",
            s -> s.perOperation(RPS.value(s))),
    RKBPQ("rkbpq", "disk KB read per operation", "per op", 3, true, "KB read per operation: read KB/s / rate",
            s -> s.perOperation(host(HostRates::readKBPerSecond).apply(s))),
    WPI("wpi", "disk writes per inserted row", "per row", 3, true,
            "writes **per inserted row** in every step, also read-write ones: `wps` / `ips`",
            s -> s.perInsertedRow(WPS.value(s))),
    WKBPI("wkbpi", "disk KB written per inserted row", "per row", 3, true,
            "KB written **per inserted row** in every step, also read-write ones: write KB/s / `ips`",
            s -> s.perInsertedRow(host(HostRates::writeKBPerSecond).apply(s))),
    CSPS("csps", "context switches/s, whole host", "/s", 0, false,
            "context switches per second, whole host (vmstat `cs`)", host(HostRates::contextSwitchesPerSecond)),
    CPUPS("cpups", "CPU busy, user + system, % of all CPUs", "%", 1, false,
            "CPU busy, user + system, % of all CPUs, whole host (vmstat `us` + `sy`)", host(HostRates::cpuBusyPct)),
    CSPQ("cspq", "context switches per operation", "per op", 3, true,
            "context switches per operation: `csps` / rate", s -> s.perOperation(CSPS.value(s))),
    CPUPQ("cpupq", "host CPU µs per operation", "µs", 1, true,
            "host CPU µs per operation: `cpups` / 100 × CPUs × 10⁶ / rate — server, client and everything else on "
                    + "the host", StandardMetric::hostCpuPerOperation),
    DBGB1("dbgb1", "logical database size at the end, GB", "GB (2³⁰ bytes)", 3, false,
            "logical database size at the end of the step (the adapter's `databaseBytes` probe, below)",
            StandardMetric::databaseGB),
    DBGB2("dbgb2", "data directory size at the end, GB", "GB", 3, false,
            "data-directory size at the end of the step (local servers)",
            StandardMetric::dataDirGB),
    RSS("rss", "server RSS at the end, GB", "GB", 2, false,
            "resident memory of the server's largest process at the end of the step (local servers)",
            s -> s.hostRates() == null || s.hostRates().serverRssMB() == null ? null
                    : s.hostRates().serverRssMB() / 1024),
    MAXOP("maxop", "longest operation, seconds", "s", 3, true,
            "longest insert (load steps) or query (read-write steps) of any client",
            s -> s.headline() == null ? null : s.headline().legacyBuckets().maxSeconds()),
    P50("p50", "median per-second rate", "rows/s or queries/s", 0, false,
            "the rate of inserts (load) or queries (read-write) per report interval, all clients together, sorted "
                    + "in descending order; the value that 50 % of the intervals reached. Needs at least 10 intervals",
            s -> RatePercentiles.of(s.intervalRates(), 50)),
    P99("p99", "per-second rate 99 % of seconds reached", "rows/s or queries/s", 0, false,
            "as `p50`, the value that 99 % of the intervals reached: thus a low-end rate. Needs at least 10 "
                    + "intervals",
            s -> RatePercentiles.of(s.intervalRates(), 99)),
    CCPUPQ("ccpupq", "ibench's own CPU µs per operation", "µs", 2, true,
            "the ibench process's own CPU µs per operation (all threads, user + system)",
            s -> s.clientCpuMicros() == null || s.operations() <= 0 ? null : s.clientCpuMicros() / s.operations()),
    CGAP("cgap", "ibench's gap between statements, % of their service time", "%", 1, false,
            "the client's gap between statements of the headline operation (inserts in load steps, queries in "
                    + "read-write steps), % of their service time ([below](#the-clients-gap))",
            s -> s.headline() == null ? null : s.headline().clientGapPct());

    private static final double GB = 1024.0 * 1024 * 1024;

    private final String key;
    private final String title;
    private final String unit;
    private final int decimals;
    private final boolean attributable;
    private final String help;
    private final Function<StepMeasures, Double> value;

    StandardMetric(String key, String title, String unit, int decimals, boolean attributable, String help,
                   Function<StepMeasures, Double> value) {
        this.key = key;
        this.title = title;
        this.unit = unit;
        this.decimals = decimals;
        this.attributable = attributable;
        this.help = help;
        this.value = value;
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public String unit() {
        return unit;
    }

    @Override
    public int decimals() {
        return decimals;
    }

    @Override
    public boolean attributable() {
        return attributable;
    }

    @Override
    public String help() {
        return help;
    }

    @Override
    public Double value(StepMeasures step) {
        return value.apply(step);
    }

    /** @return a column read from the host's averages, null when the host was not measured */
    private static Function<StepMeasures, Double> host(Function<HostRates, Double> figure) {
        return s -> s.hostRates() == null ? null : figure.apply(s.hostRates());
    }

    private static Double hostCpuPerOperation(StepMeasures s) {
        Double cpups = CPUPS.value(s);
        double rate = s.rates().headline(s.kind());
        return cpups == null || rate <= 0 ? null : cpups / 100 * s.host().cpus() * 1e6 / rate;
    }

    private static Double dataDirGB(StepMeasures s) {
        return s.host() == null || s.host().dataDirBytes() == null ? null : s.host().dataDirBytes().doubleValue() / GB;
    }

    private static Double databaseGB(StepMeasures s) {
        ProbeSummary probes = s.probes();
        Double bytes = probes == null ? null : probes.end().get(ServerProbes.DATABASE_BYTES);
        return bytes == null ? null : bytes / GB;
    }
}
