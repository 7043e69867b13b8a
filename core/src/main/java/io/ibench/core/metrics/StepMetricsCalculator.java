package io.ibench.core.metrics;

import io.ibench.core.host.HostRates;
import io.ibench.core.plan.StepKind;
import io.ibench.core.result.StepMetrics;
import io.ibench.core.result.StepRates;

import java.util.List;

/**
 * Computes {@link StepMetrics} from a step's rates, host averages, sizes and per-interval rates,
 * with the reference's definitions (docs/metrics.md, "The per-step summary line") and without its
 * quirks: p50/p99 over all clients, and rates from the rows the server reported.
 */
public final class StepMetricsCalculator {
    private static final double GB = 1024.0 * 1024 * 1024;

    private StepMetricsCalculator() {
    }

    /**
     * @param kind            the step's kind: "per operation" divides by its {@link StepRates#headline headline} rate
     * @param rates           the step's rates ({@code ips}: {@link StepRates#rowsPerSecond()}, {@code qps}: queries/s)
     * @param host            host averages over the step, or null when not measured
     * @param cpus            processors of the host
     * @param databaseBytes   logical database size at the end, or null
     * @param dataDirBytes    data-directory size at the end, or null
     * @param serverRssMB     server RSS at the end, MB, or null
     * @param maxopSeconds    longest headline operation, seconds, or null
     * @param intervalRates   per-interval rates of the headline operation, all clients
     * @param clientCpuMicros the client's CPU over the step, µs, or null
     * @param operations      operations of the step: inserted rows (load), indexed rows (l.x) or queries (read-write)
     * @param clientGapPct    the client's gap between statements of the headline operation, % of their service
     *                        time, or null
     * @param intervalSeconds the report interval, seconds: the length of each of {@code intervalRates}
     * @return the step's summary line
     */
    public static StepMetrics compute(StepKind kind, StepRates rates, HostRates host, int cpus,
                                      Double databaseBytes, Double dataDirBytes, Double serverRssMB,
                                      Double maxopSeconds, List<Double> intervalRates, Double clientCpuMicros,
                                      long operations, Double clientGapPct, double intervalSeconds) {
        double ips = rates.rowsPerSecond();
        double qps = rates.queriesPerSecond();
        double rate = rates.headline(kind);
        Double rps = null;
        Double rmbps = null;
        Double wps = null;
        Double wmbps = null;
        Double csps = null;
        Double cpups = null;
        if (host != null) {
            rps = host.readsPerSecond();
            rmbps = host.readKBPerSecond() / 1024;
            wps = host.writesPerSecond();
            wmbps = host.writeKBPerSecond() / 1024;
            csps = host.contextSwitchesPerSecond();
            cpups = host.cpuBusyPct();
        }
        return new StepMetrics(ips, qps, rps, rmbps, wps, wmbps,
                per(rps, rate), per(host == null ? null : host.readKBPerSecond(), rate),
                per(wps, ips), per(host == null ? null : host.writeKBPerSecond(), ips),
                csps, cpups, per(csps, rate), cpups == null || rate <= 0 ? null : cpups / 100 * cpus * 1e6 / rate,
                databaseBytes == null ? null : databaseBytes / GB, dataDirBytes == null ? null : dataDirBytes / GB,
                serverRssMB == null ? null : serverRssMB / 1024, maxopSeconds,
                RatePercentiles.of(intervalRates, 50), RatePercentiles.of(intervalRates, 99),
                clientCpuMicros == null || operations <= 0 ? null : clientCpuMicros / operations, clientGapPct,
                StabilityCalculator.compute(intervalRates, intervalSeconds));
    }

    private static Double per(Double value, double rate) {
        return value == null || rate <= 0 ? null : value / rate;
    }
}
