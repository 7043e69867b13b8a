package io.ibench.core.engine;

import io.ibench.core.config.FaultPolicy;
import io.ibench.core.measure.IntervalHistogramLog;
import io.ibench.core.measure.LegacyBuckets;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.measure.StepMeter;
import io.ibench.core.metrics.StepMeasures;
import io.ibench.core.metrics.StepMetricsCalculator;
import io.ibench.core.plan.Step;
import io.ibench.core.plan.StepExtras;
import io.ibench.core.plan.StepKind;
import io.ibench.core.result.ClientCpu;
import io.ibench.core.result.ClientResult;
import io.ibench.core.result.Fairness;
import io.ibench.core.result.HostSummary;
import io.ibench.core.result.ProbeSummary;
import io.ibench.core.result.LatencyResult;
import io.ibench.core.result.LegacyBucketsResult;
import io.ibench.core.result.MinIdQueries;
import io.ibench.core.result.OperationResult;
import io.ibench.core.result.SlaResult;
import io.ibench.core.result.StepMeasurements;
import io.ibench.core.result.StepMetrics;
import io.ibench.core.result.StepOutcome;
import io.ibench.core.result.StepRates;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepRun;
import io.ibench.core.result.ServerProfile;
import io.ibench.core.result.StepServer;
import io.ibench.core.result.StepSettings;
import io.ibench.core.result.StepStatus;
import io.ibench.core.result.StepDumps;
import io.ibench.core.result.TableState;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Assembles a {@link StepResult} from a finished step's meter, clients, host and probe samples. */
final class StepResults {
    /**
     * What the samplers observed during a step.
     *
     * @param host          host averages, or null when not measured
     * @param probes        server probes, or null
     * @param intervalRates per-interval rates of the step's headline operation (for p50/p99)
     * @param samplingCpuNanos CPU time the samplers took while the step ran, ns
     * @param intervalSeconds the report interval, seconds (the length of each interval rate)
     * @param dumps         the server's dumps at the step's end, or null
     */
    record Observations(HostSummary host, ProbeSummary probes, ServerProfile profile, List<Double> intervalRates,
                        long samplingCpuNanos, double intervalSeconds, StepDumps dumps) {
        StepServer server() {
            return new StepServer(probes, host, profile, null, dumps, null);
        }
    }

    private final Step step;
    private final StepMeter meter;
    private final List<ClientSlot> clients;

    StepResults(Step step, StepMeter meter, List<ClientSlot> clients) {
        this.step = step;
        this.meter = meter;
        this.clients = clients;
    }

    /**
     * @param step      the step
     * @param startedAt ISO-8601 time
     * @param error     why it could not start
     * @return a failed result with no figures
     */
    static StepResult failedBeforeStart(Step step, String startedAt, String error) {
        return StepResult.failedBeforeStart(step.name(), step.kind(), startedAt, step.activeClients(), settings(step),
                error);
    }

    /**
     * @param step         the cleanup step
     * @param status       how it ended
     * @param run          its start, duration and clients
     * @param measurements its actions and intervals
     * @param observed     what the samplers saw
     * @param error        why it failed or was interrupted, or null
     * @return the cleanup's result: no rates, its summary line from the host and probes alone
     */
    static StepResult cleanup(Step step, StepStatus status, StepRun run, StepMeasurements measurements,
                              Observations observed, String error) {
        return new StepResult(step.name(), step.kind(), status, run, StepRates.NONE, measurements, observed.server(),
                metrics(step.kind(), StepRates.NONE, observed, null, null, 0), StepOutcome.stoppedBy(error));
    }

    static StepSettings settings(Step step) {
        StepExtras extras = step.extras();
        return new StepSettings(step.rowsPerClient(), step.rowsPerCommit(), step.insertsPerSecond(), step.deletes(),
                step.queryMode().name(), step.queryThreads(), extras.initialRows() > 0 ? extras.initialRows() : null,
                extras.maxSeconds() > 0 ? extras.maxSeconds() : null,
                extras.htapTransactionSeconds() > 0 ? extras.htapTransactionSeconds() : null,
                extras.indexesAtSetup() ? true : null,
                step.kind() == StepKind.CREATE_INDEXES && !step.createIndexes() ? true : null);
    }

    /**
     * @param startedAt  ISO-8601 time
     * @param startNanos the release, {@link System#nanoTime()} scale
     * @param started    whether the roles were released
     * @param cpuNanos   the client's CPU time over the step
     * @param intervals  the interval TSV's file name
     * @param control    the step's control: its first failure, whether it was interrupted, its errors
     * @param faults     the run's fault policy, to judge the step
     * @param tables     the tables' states afterwards, or null
     * @param observed   what the samplers saw
     * @return the step's result
     */
    StepResult build(String startedAt, long startNanos, boolean started, long cpuNanos, String intervals,
                     StepControl control, FaultPolicy faults, List<TableState> tables, Observations observed) {
        StepControl.Failure failure = control.failure();
        long endNanos = clients.stream().mapToLong(ClientSlot::endNanos).max().orElse(startNanos);
        double seconds = started ? Math.max(0, endNanos - startNanos) / 1e9 : 0;
        Map<String, OperationResult> operations = new LinkedHashMap<>();
        for (Operation op : meter.operations()) {
            operations.put(op.label(), operation(op, seconds));
        }
        long inserted = rows(Operation.INSERT);
        long deleted = rows(Operation.DELETE);
        long queries = statements(Operation.QUERY);
        SlaResult sla = step.scheduled() && seconds > 0
                ? SlaResult.judge((double) step.activeClients() * step.insertsPerSecond(), inserted / seconds)
                : null;
        Double indexedRowsPerSecond = null;
        long indexed = 0;
        if (step.createIndexes() && seconds > 0 && failure == null) {
            indexed = clients.stream().mapToLong(c -> c.indexedRows == null ? 0 : c.indexedRows).sum();
            indexedRowsPerSecond = indexed / seconds;
        }
        ClientCpu cpu = new ClientCpu(cpuNanos / 1e9, inserted > 0 ? cpuNanos / 1e3 / inserted : null,
                queries > 0 ? cpuNanos / 1e3 / queries : null, observed.samplingCpuNanos() / 1e9);
        boolean readWrite = step.kind() == StepKind.READ_WRITE;
        List<ClientResult> clientResults = clientResults(startNanos, started);
        StepRates rates = new StepRates(rate(inserted, seconds), rate(deleted, seconds), rate(queries, seconds),
                indexedRowsPerSecond);
        OperationResult headline = operations.get(StepRates.headlineOperation(step.kind()));
        StepMetrics metrics = metrics(step.kind(), rates, observed, headline, cpuNanos / 1e3,
                readWrite ? queries : indexedRowsPerSecond != null ? indexed : inserted);
        StepHealth health = StepHealth.judge(operations.values(), failure != null, control.interrupted(), faults);
        StepMeasurements measurements = new StepMeasurements(operations, minIdQueries(), sla, clientResults,
                Fairness.of(clientResults, readWrite), null, tables, cpu, intervals,
                IntervalHistogramLog.fileName(step.name()));
        String error = control.interrupted() ? control.interruption() : failure == null ? null : failure.describe();
        return new StepResult(step.name(), step.kind(), health.status(),
                new StepRun(startedAt, seconds, step.activeClients(), settings(step),
                        control.timeLimitReached() ? true : null, htapTransactions(), null), rates, measurements,
                observed.server(), metrics, new StepOutcome(error, health.problems(), control.errors().summaries()));
    }

    /**
     * @return the step's summary line in the reference's columns, from what was measured
     */
    private static StepMetrics metrics(StepKind kind, StepRates rates, Observations observed,
                                       OperationResult headline, Double clientCpuMicros, long operations) {
        return StepMetricsCalculator.compute(new StepMeasures(kind, rates, operations, observed.host(),
                observed.probes(), headline, clientCpuMicros, observed.intervalRates(), observed.intervalSeconds()));
    }

    private OperationResult operation(Operation op, double seconds) {
        LegacyBuckets buckets = new LegacyBuckets();
        long statements = 0;
        long rows = 0;
        long retries = 0;
        long losses = 0;
        long timeouts = 0;
        long failures = 0;
        long reconnects = 0;
        long inDoubt = 0;
        long serviceNanos = 0;
        long gapNanos = 0;
        boolean scheduled = false;
        for (OperationRecorder r : meter.recorders()) {
            if (r.operation() == op) {
                buckets.add(r.legacyBuckets());
                statements += r.statements();
                rows += r.rows();
                retries += r.retries();
                losses += r.connectionLosses();
                timeouts += r.timeouts();
                failures += r.failures();
                reconnects += r.reconnects();
                inDoubt += r.inDoubtResolved();
                serviceNanos += r.serviceNanos();
                gapNanos += r.gapNanos();
                scheduled |= r.scheduled();
            }
        }
        return new OperationResult(statements, rows, retries, losses, timeouts, failures, reconnects, inDoubt,
                rate(statements, seconds), rate(rows, seconds),
                LatencyResult.of(meter.serviceTotal(op)), scheduled ? LatencyResult.of(meter.responseTotal(op)) : null,
                LegacyBucketsResult.of(buckets), clientGapPct(gapNanos, serviceNanos));
    }

    /**
     * @param gapNanos     the roles' gaps between statements, summed
     * @param serviceNanos the statements' service times, summed
     * @return the gaps as a % of the service time; null when no statement completed
     */
    static Double clientGapPct(long gapNanos, long serviceNanos) {
        return serviceNanos > 0 ? 100.0 * gapNanos / serviceNanos : null;
    }

    /** @return the long read transactions the clients held, or null when the step ran none */
    private Long htapTransactions() {
        return step.extras().htapTransactionSeconds() == 0 ? null
                : clients.stream().mapToLong(c -> c.htapTransactions).sum();
    }

    private MinIdQueries minIdQueries() {
        long count = 0;
        long totalNanos = 0;
        long firstMax = 0;
        long firstSum = 0;
        int firsts = 0;
        for (ClientSlot c : clients) {
            count += c.minIdQueries;
            totalNanos += c.minIdQueryNanos;
            if (c.firstMinIdQueryNanos >= 0) {
                firstMax = Math.max(firstMax, c.firstMinIdQueryNanos);
                firstSum += c.firstMinIdQueryNanos;
                firsts++;
            }
        }
        return count == 0 ? null : new MinIdQueries(count, totalNanos / 1e9, firstMax / 1e9, firstSum / 1e9 / firsts);
    }

    private List<ClientResult> clientResults(long startNanos, boolean started) {
        List<ClientResult> out = new ArrayList<>();
        for (ClientSlot c : clients) {
            long ins = 0;
            long del = 0;
            long qry = 0;
            for (OperationRecorder r : meter.recorders()) {
                if (r.client() != c.client) {
                    continue;
                }
                switch (r.operation()) {
                    case INSERT -> ins += r.rows();
                    case DELETE -> del += r.rows();
                    case QUERY -> qry += r.statements();
                }
            }
            Double startSeconds = !started || c.firstStartNanos() == Long.MAX_VALUE ? null
                    : (c.firstStartNanos() - startNanos) / 1e9;
            double seconds = started ? Math.max(0, c.endNanos() - startNanos) / 1e9 : 0;
            out.add(new ClientResult(c.client, c.table, startSeconds, seconds, ins, del, qry,
                    c.firstMinIdQueryNanos < 0 ? null : c.firstMinIdQueryNanos / 1e9, c.indexedRows, c.indexSeconds));
        }
        return out;
    }

    private long rows(Operation op) {
        return meter.recorders().stream().filter(r -> r.operation() == op).mapToLong(OperationRecorder::rows).sum();
    }

    private long statements(Operation op) {
        return meter.recorders().stream().filter(r -> r.operation() == op)
                .mapToLong(OperationRecorder::statements).sum();
    }

    private static double rate(long count, double seconds) {
        return seconds > 0 ? count / seconds : 0;
    }
}
