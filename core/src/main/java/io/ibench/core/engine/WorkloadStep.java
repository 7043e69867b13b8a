package io.ibench.core.engine;

import io.ibench.core.host.ProcessTimes;
import io.ibench.core.measure.IntervalHistogramLog;
import io.ibench.core.measure.StepMeter;
import io.ibench.core.plan.Step;
import io.ibench.core.profile.StepProfile;
import io.ibench.core.result.HostSummary;
import io.ibench.core.result.IntervalTsv;
import io.ibench.core.result.ProbeSummary;
import io.ibench.core.result.StepDumps;
import io.ibench.core.result.StepResult;

import java.io.UncheckedIOException;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Map;

/**
 * Runs one step that has clients (every kind but cleanup): prepares the tables
 * ({@link TableSetup}), starts every role of every client ({@link StepRoles}, {@link RoleThreads}),
 * releases them together, samples them every report interval ({@link StepSampler},
 * {@link WorkloadProgress}) and assembles the {@link StepResult}.
 */
final class WorkloadStep {
    private final Step step;
    private final StepEnvironment env;
    private final StepMeter meter = new StepMeter();
    private Map<String, Long> firstIds = Map.of();

    /**
     * @param step      the step
     * @param env       the run's shared environment
     */
    WorkloadStep(Step step, StepEnvironment env) {
        this.step = step;
        this.env = env;
    }

    /**
     * @return the step's result; status {@code failed} with the first error when a role (or the
     *         coordinator) failed
     * @throws InterruptedException when the calling thread is interrupted; the roles are stopped first
     */
    StepResult run() throws InterruptedException {
        String startedAt = Instant.now().toString();
        TableSetup tables = new TableSetup(env.connections(), env.dialect(), env.tables(), env.indexes(),
                env.config().partitioning(),
                new InitialRows(env.config().domain(), env.config().seed()));
        try {
            tables.prepare(step);
        } catch (SQLException e) {
            firstIds = tables.firstIds();
            String hint = step.setup() || Messages.firstLine(e).contains("run l.x first")
                    ? "" : " (run l.i0 first to create them)";
            return StepResults.failedBeforeStart(step, startedAt,
                    "the benchmark tables cannot be prepared: " + Messages.firstLine(e) + hint);
        }
        firstIds = tables.firstIds();
        String intervals = step.name() + ".intervals.tsv";
        IntervalTsv tsv;
        try {
            tsv = new IntervalTsv(env.store().file(intervals));
        } catch (UncheckedIOException e) {
            return StepResults.failedBeforeStart(step, startedAt, Messages.firstLine(e));
        }
        IntervalHistogramLog hlog;
        try {
            hlog = new IntervalHistogramLog(env.store().file(IntervalHistogramLog.fileName(step.name())));
        } catch (UncheckedIOException e) {
            tsv.close();
            return StepResults.failedBeforeStart(step, startedAt, Messages.firstLine(e));
        }
        meter.log(hlog);
        StepControl control = new StepControl(step.connectionsNeeded(), step.extras().maxSeconds());
        env.interruption().enter(control);
        StepRoles roles = StepRoles.of(step, env, tables, control, meter);
        RoleThreads threads = new RoleThreads(step.name(), roles.roles(), control);
        long startNanos = 0;
        long cpuStart = 0;
        boolean started = false;
        HostSampler host = env.hostSampler();
        ProbeSampler probes = env.probeSampler(step.name());
        StepDumper dumps = env.stepDumper(step);
        WorkloadProgress progress = new WorkloadProgress(step, meter, roles.clients(),
                env.config().reportIntervalMillis());
        StepProfile profile = env.profiler().step(step.name());
        StepSampler sampler = new StepSampler(step, tsv, host, env.progress(), env.config().reportIntervalMillis(),
                new DiskWatch(progress, new FullDisk(env.localServer()), control, step.hasWriters()), profile);
        try {
            threads.start();
            if (control.awaitReady()) {
                dumps.start();
                probes.start();
                host.start();
                startedAt = Instant.now().toString();
                cpuStart = ProcessTimes.cpuNanos();
                startNanos = System.nanoTime();
                hlog.start(System.currentTimeMillis());
                meter.start(startNanos);
                control.release(startNanos);
                started = true;
                sampler.sampleUntilDone(startNanos, control);
            } else {
                control.stop();
            }
        } catch (InterruptedException e) {
            control.stop();
            throw e;
        } catch (RuntimeException | Error e) {
            control.fail("coordinator", e);
        } finally {
            probes.stop();
            threads.stopAndJoin();
            env.interruption().leave();
            try {
                if (started) {
                    sampler.sample(System.nanoTime());
                }
                tsv.close();
                hlog.close();
            } catch (RuntimeException e) {
                control.fail("coordinator", e);
            }
        }
        long processNanos = ProcessTimes.cpuNanos() - cpuStart;
        HostSummary hostSummary = started ? host.finish() : null;
        ProbeSummary probeSummary = started ? probes.finish() : null;
        // a failed step's server may be gone: waiting for a connection to dump it would only delay the run
        StepDumps dumped = started && control.failure() == null ? dumps.finish() : null;
        long samplingNanos = host.cpuNanos() + probes.cpuNanos();
        long cpuNanos = started ? clientCpuNanos(processNanos, control.roleCpuNanos() + samplingNanos) : 0;
        StepResults.Observations observed = new StepResults.Observations(hostSummary, probeSummary, profile.finish(),
                progress.intervalRates(), samplingNanos, env.config().reportIntervalMillis() / 1000.0, dumped);
        return new StepResults(step, meter, roles.clients()).build(startedAt, startNanos, started, cpuNanos, intervals,
                control, env.config().faults(), tables.states(), observed);
    }

    /**
     * @return per table, the id the step's first insert into it was to get, once {@link #run()} prepared the tables
     *         (for the step's restore point); empty before
     */
    Map<String, Long> firstIds() {
        return firstIds;
    }

    /**
     * The process's CPU over the step counts everything (GC, JIT, samplers) but the JVM reads it in
     * 10 ms clock ticks on Linux, so a short step can read 0; the roles' own thread CPU is exact
     * but leaves those out. The larger of the two is the step's client CPU.
     */
    private static long clientCpuNanos(long processNanos, long threadNanos) {
        return Math.max(processNanos, threadNanos);
    }
}
