package io.ibench.core.engine;

import io.ibench.core.host.ProcessTimes;
import io.ibench.core.lang.Throwables;
import io.ibench.core.measure.StepMeter;
import io.ibench.core.plan.Step;
import io.ibench.core.result.StepResult;

import java.io.UncheckedIOException;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Map;

/**
 * Runs one step that has clients (every kind but cleanup): prepares the tables
 * ({@link TableSetup}), starts every role of every client ({@link StepRoles}, {@link RoleThreads}),
 * releases them together, samples them every report interval ({@link StepSampler},
 * {@link WorkloadProgress}) with the step's {@link StepInstruments} and assembles the {@link StepResult}.
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
            String hint = step.setup() || Throwables.firstLine(e).contains("run l.x first")
                    ? "" : " (run l.i0 first to create them)";
            return StepResults.failedBeforeStart(step, startedAt,
                    "the benchmark tables cannot be prepared: " + Throwables.firstLine(e) + hint);
        }
        firstIds = tables.firstIds();
        StepInstruments instruments;
        try {
            instruments = StepInstruments.open(step, env, true);
        } catch (UncheckedIOException e) {
            return StepResults.failedBeforeStart(step, startedAt, Throwables.firstLine(e));
        }
        meter.log(instruments.histogramLog());
        StepControl control = new StepControl(step.connectionsNeeded(), step.extras().maxSeconds());
        env.interruption().enter(control);
        StepRoles roles = StepRoles.of(step, env, tables, control, meter);
        RoleThreads threads = new RoleThreads(step.name(), roles.roles(), control);
        long startNanos = 0;
        long cpuStart = 0;
        boolean started = false;
        WorkloadProgress progress = new WorkloadProgress(step, meter, roles.clients(),
                env.config().reportIntervalMillis());
        StepSampler sampler = instruments.sampler(
                new DiskWatch(progress, new FullDisk(env.localServer()), control, step.hasWriters()));
        try {
            threads.start();
            if (control.awaitReady()) {
                instruments.start();
                startedAt = Instant.now().toString();
                cpuStart = ProcessTimes.cpuNanos();
                startNanos = System.nanoTime();
                instruments.histogramLog().start(System.currentTimeMillis());
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
            instruments.stopSampling();
            threads.stopAndJoin();
            env.interruption().leave();
            try (instruments) {
                if (started) {
                    sampler.sample(System.nanoTime());
                }
            } catch (RuntimeException e) {
                control.fail("coordinator", e);
            }
        }
        long processNanos = ProcessTimes.cpuNanos() - cpuStart;
        StepResults.Observations observed = instruments.finish(started, started && control.failure() == null,
                progress.intervalRates());
        long cpuNanos = started ? clientCpuNanos(processNanos, control.roleCpuNanos() + observed.samplingCpuNanos())
                : 0;
        return new StepResults(step, meter, roles.clients()).build(startedAt, startNanos, started, cpuNanos,
                instruments.intervalsFile(), control, env.config().faults(), tables.states(), observed);
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
