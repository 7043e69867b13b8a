package io.ibench.core.result;

import io.ibench.core.host.HostRates;
import io.ibench.core.measure.IntervalSample;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.OperationInterval;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a step's per-interval lines as tab-separated values. The first 17 columns are the
 * reference's (docs/measurement.md, "The interval TSV"), so its scripts read the file unchanged;
 * ibench adds service-time percentiles, response-time p99 of scheduled writers, schedule lag, and the host:
 *
 * <pre>
 * i_sec t_sec i_ips t_ips i_dps t_dps i_qps t_qps max_i max_d max_q t_ins t_del t_query retry_i retry_d retry_q
 * p50_i p99_i p50_d p99_d p50_q p99_q rt99_i rt99_d lag_i lag_d err_i err_d err_q reconnects
 * cpu_us cpu_sy cpu_id cpu_wa cs_s r_s rkb_s w_s wkb_s mem_mb srv_cpu srv_rss_mb srv_rkb_s srv_wkb_s
 * cli_cpu cli_heap_mb
 * </pre>
 *
 * Units: seconds (1 decimal), rows or queries per second (1 decimal), µs for max/p50/p99/rt99,
 * ms for lag, counts since the step's start for t_*, retry_* (attempts retried on the same
 * connection), err_* (attempts that failed otherwise: lost connections, timeouts, statements
 * that failed for good) and reconnects (connections re-established, all operations); host CPU in % of
 * all CPUs, context switches, disk
 * operations and KB per second, memory in MB, server and client CPU in cores busy, the server's
 * own storage reads and writes in KB per second. Host fields
 * are empty when host metrics are off, server fields when the server is not on this host. Every
 * line is flushed so the file can be followed while the step runs.
 */
public final class IntervalTsv implements Closeable {
    /** The column names, in order. */
    public static final List<String> COLUMNS = List.of(
            "i_sec", "t_sec", "i_ips", "t_ips", "i_dps", "t_dps", "i_qps", "t_qps", "max_i", "max_d", "max_q",
            "t_ins", "t_del", "t_query", "retry_i", "retry_d", "retry_q",
            "p50_i", "p99_i", "p50_d", "p99_d", "p50_q", "p99_q", "rt99_i", "rt99_d", "lag_i", "lag_d",
            "err_i", "err_d", "err_q", "reconnects",
            "cpu_us", "cpu_sy", "cpu_id", "cpu_wa", "cs_s", "r_s", "rkb_s", "w_s", "wkb_s", "mem_mb", "srv_cpu",
            "srv_rss_mb", "srv_rkb_s", "srv_wkb_s", "cli_cpu", "cli_heap_mb");

    private final Path file;
    private final BufferedWriter out;

    /**
     * @param file the TSV file to create
     * @throws UncheckedIOException when it cannot be created
     */
    public IntervalTsv(Path file) {
        this.file = file;
        try {
            this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
            out.write(String.join("\t", COLUMNS));
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * @param sample one interval's figures
     * @param host   the host over the interval, or null when not measured
     * @return the TSV line for it, without the line break
     */
    public static String format(IntervalSample sample, HostRates host) {
        OperationInterval ins = sample.of(Operation.INSERT);
        OperationInterval del = sample.of(Operation.DELETE);
        OperationInterval qry = sample.of(Operation.QUERY);
        double i = sample.intervalSeconds();
        double t = sample.elapsedSeconds();
        StringBuilder line = new StringBuilder(200);
        append(line, Decimal.format(i, 1), Decimal.format(t, 1),
                Decimal.format(rate(ins.intervalRows(), i), 1), Decimal.format(rate(ins.totalRows(), t), 1),
                Decimal.format(rate(del.intervalRows(), i), 1), Decimal.format(rate(del.totalRows(), t), 1),
                Decimal.format(rate(qry.intervalStatements(), i), 1),
                Decimal.format(rate(qry.totalStatements(), t), 1));
        append(line, ins.maxMicros(), del.maxMicros(), qry.maxMicros(), ins.totalRows(), del.totalRows(),
                qry.totalStatements(), ins.totalRetries(), del.totalRetries(), qry.totalRetries(),
                ins.p50Micros(), ins.p99Micros(), del.p50Micros(), del.p99Micros(), qry.p50Micros(), qry.p99Micros(),
                ins.responseP99Micros(), del.responseP99Micros(), ins.lagMillis(), del.lagMillis(),
                ins.totalErrors(), del.totalErrors(), qry.totalErrors(),
                ins.totalReconnects() + del.totalReconnects() + qry.totalReconnects());
        if (host == null) {
            line.append("\t".repeat(16));
        } else {
            append(line, Decimal.format(host.cpuUserPct(), 1), Decimal.format(host.cpuSystemPct(), 1),
                    Decimal.format(host.cpuIdlePct(), 1), Decimal.format(host.cpuIowaitPct(), 1),
                    Decimal.format(host.contextSwitchesPerSecond(), 0), Decimal.format(host.readsPerSecond(), 1),
                    Decimal.format(host.readKBPerSecond(), 1), Decimal.format(host.writesPerSecond(), 1),
                    Decimal.format(host.writeKBPerSecond(), 1), Decimal.format(host.memoryUsedMB(), 0),
                    host.serverCpuCores() == null ? "" : Decimal.format(host.serverCpuCores(), 2),
                    host.serverRssMB() == null ? "" : Decimal.format(host.serverRssMB(), 0),
                    host.serverReadKBPerSecond() == null ? "" : Decimal.format(host.serverReadKBPerSecond(), 1),
                    host.serverWriteKBPerSecond() == null ? "" : Decimal.format(host.serverWriteKBPerSecond(), 1),
                    Decimal.format(host.clientCpuCores(), 2), Decimal.format(host.clientHeapMB(), 0));
        }
        return line.substring(1);
    }

    private static void append(StringBuilder line, Object... values) {
        for (Object value : values) {
            line.append('\t').append(value);
        }
    }

    private static double rate(long count, double seconds) {
        return seconds > 0 ? count / seconds : 0;
    }

    /**
     * @param sample one interval's figures, appended as a line
     * @param host   the host over the interval, or null when not measured
     */
    public void write(IntervalSample sample, HostRates host) {
        try {
            out.write(format(sample, host));
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
