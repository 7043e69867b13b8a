package io.ibench.core.result;

import io.ibench.core.host.HostRates;
import io.ibench.core.measure.LegacyBuckets;
import io.ibench.core.plan.StepKind;
import io.ibench.core.spi.ServerInfo;
import io.ibench.core.spi.Transport;
import org.HdrHistogram.Histogram;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A fixed, fully populated run result for format tests. */
public final class ResultFixtures {
    private ResultFixtures() {
    }

    /** Host averages of a busy step. */
    static final HostSummary HOST = new HostSummary("disk /dev/vda holding /var/lib/mysql", 2,
            new HostRates(10.0, 60.0, 15.0, 20.0, 5.0, 20000.0, 10.0, 512.0, 200.0, 3072.0, 4096.0, 0.9, 500.0, 512.0,
                    2900.0, 0.3, 50.0),
            512L * 1024 * 1024, 510.0);

    /** A step run again after a resume that put its tables back to its start. */
    static final StepRedo REDO = new StepRedo(2, 4_800, 4_650, null);

    /** @return a two-step run: l.i1 and qr100, with every section filled */
    public static RunResult twoStepRun() {
        return twoStepRun(true);
    }

    /**
     * @return {@link #twoStepRun()} as schema version 1 wrote it: without the fields added since (the
     *         transport, the steps' server actions and dumps, the OS settings, the stability of l.i1 and the run, the
     *         client's gap, the interval histogram log, the repetition)
     */
    public static RunResult twoStepRunAsVersion1() {
        return twoStepRun(false);
    }

    private static RunResult twoStepRun(boolean withLaterFields) {
        Histogram service = new Histogram(3);
        Histogram response = new Histogram(3);
        LegacyBuckets buckets = new LegacyBuckets();
        for (int i = 1; i <= 1000; i++) {
            service.recordValue(100 + i);
            response.recordValue(150 + 2L * i);
            buckets.record((100 + i) * 1000L);
        }
        OperationResult insert = new OperationResult(1000, 50_000, 2, 1, 0, 0, 1, withLaterFields ? 1 : 0, 100.0,
                5000.0,
                LatencyResult.of(service), LatencyResult.of(response), LegacyBucketsResult.of(buckets),
                withLaterFields ? 2.5 : null);
        Map<String, OperationResult> writeOps = new LinkedHashMap<>();
        writeOps.put("insert", insert);
        writeOps.put("delete", insert);
        StepResult li1 = new StepResult("l.i1", StepKind.WRITE, StepStatus.COMPLETE,
                new StepRun("2026-11-21T10:00:00Z", 10.0, 2, new StepSettings(25_000, 50, 0, true, "NONE", 0,
                        null, null, null, null, null), null, null, withLaterFields ? REDO : null),
                new StepRates(5000.0, 5000.0, 0.0, null),
                new StepMeasurements(writeOps, new MinIdQueries(2, 0.25, 0.2, 0.125), null,
                        List.of(new ClientResult(1, "pi1", 0.001, 10.0, 25_000, 25_000, 0, 0.2, null, null),
                                new ClientResult(2, "pi2", 0.002, 9.5, 25_000, 25_000, 0, 0.05, null, null)),
                        new Fairness(9.5, 10.0, 0.5, 5.2631578947368425, 2500.0, 2631.5789473684213, 2565.789473684211,
                                0.025),
                        null, List.of(new TableState("pi1", 25_001L, 125_000L), new TableState("pi2", 25_001L,
                                125_000L)),
                        new ClientCpu(0.5, 10.0, null, 0.002), "l.i1.intervals.tsv",
                        withLaterFields ? "l.i1.hlog" : null),
                new StepServer(new ProbeSummary(Map.of("historyListLength", 10.0, "dataWrittenBytes", 1.0e6),
                        Map.of("historyListLength", 1234.0, "dataWrittenBytes", 2.5e6),
                        Map.of("dataWrittenBytes", 1.5e6), Map.of("bufferPoolHitRate", 0.99), 3, "l.i1.probes.tsv",
                        "historyListLength"), HOST, null,
                        withLaterFields ? List.of(new CleanupResult.Action("reset master (start)", 0.01, "done"),
                                new CleanupResult.Action("reset master (end)", 0.02, "done")) : null,
                        !withLaterFields ? null
                                : new StepDumps("dumps/l.i1", List.of("global_status.changes.tsv", "innodb_status.txt"),
                                        List.of("innodb_metrics: needs the PROCESS privilege"),
                                        Map.of("global_status/Innodb_buffer_pool_reads/Value", 120.0),
                                        Map.of("pi1", 5.0e6, "pi2", 5.1e6)), null),
                new StepMetrics(columns("ips", 5000.0, "qps", 0.0, "rps", 10.0, "rmbps", 0.5, "wps", 200.0,
                        "wmbps", 3.0, "rpq", 0.002, "rkbpq", 0.1, "wpi", 0.04, "wkbpi", 0.6144, "csps", 20000.0,
                        "cpups", 75.0, "cspq", 4.0, "cpupq", 300.0, "dbgb1", 0.25, "dbgb2", 0.5, "rss", 1.5,
                        "maxop", 0.0011, "p50", 5100.0, "p99", 4200.0, "ccpupq", 10.0,
                        "cgap", withLaterFields ? 2.5 : null),
                        !withLaterFields ? null : new StepStability(60, 5000, 0.12, 1200, 4100.0, 1, 2,
                                List.of(new Stall(31, 2, 1200, 0.76)), new BatchMeans(10, 6, 4980, 150.0))),
                StepOutcome.stoppedBy(null));
        Map<String, OperationResult> rwOps = new LinkedHashMap<>();
        rwOps.put("insert", insert);
        rwOps.put("query", new OperationResult(30_000, 300_000, 0, 0, 2, 1, 2, 0, 3000.0, 30000.0,
                LatencyResult.of(service), null, LegacyBucketsResult.of(buckets), withLaterFields ? 12.0 : null));
        StepResult qr100 = new StepResult("qr100", StepKind.READ_WRITE, StepStatus.DEGRADED,
                new StepRun("2026-11-21T10:01:00Z", 10.0, 2, new StepSettings(1000, 50, 100, true, "RANGE", 1,
                        null, null, null, null, null), null, null, null),
                new StepRates(190.0, 190.0, 3000.0, null),
                new StepMeasurements(rwOps, null, SlaResult.judge(200, 190), List.of(), null, null, null,
                        new ClientCpu(0.3, null, 10.0, 0.001), "qr100.intervals.tsv", null),
                StepServer.NONE, null,
                new StepOutcome(null, List.of("2 statements got no answer within --statement-timeout 600 s"),
                        List.of(new ErrorSummary("TIMEOUT", 2, "client 1 query thread 1",
                                "Communications link failure"))));
        StepResult cleanup = new StepResult("cleanup", StepKind.CLEANUP, StepStatus.FAILED,
                new StepRun("2026-11-21T10:00:30Z", 5.0, 2, null, null, null, null), StepRates.NONE,
                StepMeasurements.ofCleanup(new CleanupResult(5,
                        List.of(new CleanupResult.Action("reset master", 0.0, "skipped: binary logging is off"))),
                                null),
                StepServer.NONE, null, StepOutcome.stoppedBy("cleanup failed: example"));
        TreeMap<String, String> variables = new TreeMap<>(Map.of("innodb_buffer_pool_size", "134217728",
                "version", "10.11.19-MariaDB"));
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("clients", 2);
        config.put("steps", List.of("l.i1", "cleanup", "qr100"));
        return new RunResult(RunResult.SCHEMA_VERSION, "20261121-100000-mariadb-10.11.19", "mariadb-10.11.19",
                RunStatus.COMPLETE, "2026-11-21T10:00:00Z", "2026-11-21T10:02:00Z",
                new Environment("0.1.0", "17.0.15", "Debian", "OpenJDK 64-Bit Server VM", "bench1", "Linux 6.1 amd64",
                        2, 25_000_000_000L, !withLaterFields ? null : Map.of("cpu.governor", "absent",
                        "thp.enabled", "always [madvise] never", "disk.queue.scheduler", "[mq-deadline] none")),
                config, new ServerInfo("MariaDB", "10.11.19-MariaDB", "InnoDB", Map.of("datadir", "/var/lib/mysql/"),
                        variables),
                withLaterFields ? new Transport(Transport.SOCKET, "/run/mysqld/mysqld.sock", "the server's socket",
                        "MariaDB Connector/J 3.5.6")
                        : null,
                List.of(li1, cleanup, qr100),
                new RunSummary(0.45, withLaterFields ? RunStability.of(List.of(li1, cleanup, qr100)) : null), null,
                List.of("2026-11-21T10:01:30Z"),
                withLaterFields ? new Repetition(2, 3) : null,
                !withLaterFields ? null : List.of(
                        new RestorePoint(0, "l.i1", 2, List.of(
                                new TableChange("pi1", 100_000L, 100_001L, 100_001L, 25_000L, 25_000L, 125_000L),
                                new TableChange("pi2", 100_000L, 100_001L, 100_001L, 25_000L, 25_000L, 125_000L)),
                                REDO),
                        new RestorePoint(1, "cleanup", 1, List.of(), null),
                        new RestorePoint(2, "qr100", 1, List.of(TableChange.before("pi1", 125_000L, 125_001L),
                                TableChange.before("pi2", 125_000L, 125_001L)), null)));
    }

    /** @return the summary line's columns from alternating keys and values (a null value: not measured) */
    static Map<String, Double> columns(Object... keysAndValues) {
        Map<String, Double> columns = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            columns.put((String) keysAndValues[i], (Double) keysAndValues[i + 1]);
        }
        return columns;
    }
}
