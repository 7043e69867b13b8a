package io.ibench.core.engine;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.OnError;
import io.ibench.core.config.RunConfig;
import io.ibench.core.host.OshiHost;
import io.ibench.core.lang.Throwables;
import io.ibench.core.plan.Step;
import io.ibench.core.plan.StepKind;
import io.ibench.core.plan.RunPlan;
import io.ibench.core.profile.ServerProfiler;
import io.ibench.core.progress.ProgressListener;
import io.ibench.core.result.CleanupResult;
import io.ibench.core.result.Environment;
import io.ibench.core.result.ResultStore;
import io.ibench.core.result.Repetition;
import io.ibench.core.result.ResultFileException;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RestorePoint;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunSummary;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.StepRedo;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import io.ibench.core.result.TableChange;
import io.ibench.core.spi.ActionOutcome;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.Adapters;
import io.ibench.core.spi.LocalServer;
import io.ibench.core.spi.ServerInfo;
import io.ibench.core.spi.StepBoundary;
import io.ibench.core.spi.Transport;

import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Runs a whole benchmark: records the server, runs every planned step in order, and writes
 * {@code result.json} atomically before each one (its restore point) and after it, so an interrupted, failed or
 * killed run keeps every finished step and can be resumed: the resume puts the tables back to the start of the
 * first step that did not finish and runs it again (docs/results.md#restore-points). A failed step ends the run
 * unless {@code --on-error} says to go on.
 */
public final class BenchmarkRunner {
    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

    private final RunConfig config;
    private final RunPlan plan;
    private final Adapter adapter;
    private final ConnectionSource connections;
    private final ProgressListener progress;
    private final RunInterruption interruption = new RunInterruption();

    /**
     * @param config      the validated configuration; its {@link RunConfig#plan()} is what runs
     * @param adapter     the DBMS adapter
     * @param connections open connections to the server, at least {@link RunPlan#connectionsNeeded()}
     * @param progress    where progress goes
     */
    public BenchmarkRunner(RunConfig config, Adapter adapter, ConnectionSource connections, ProgressListener progress) {
        this.config = config;
        this.plan = config.plan();
        this.adapter = adapter;
        this.connections = connections;
        this.progress = progress;
    }

    /** @return the handle through which a signal handler stops the run */
    public RunInterruption interruption() {
        return interruption;
    }

    /**
     * Runs every planned step into a new run folder.
     *
     * @return the run result, status {@code complete}, or {@code degraded} when a step is
     *         degraded or (with {@code --on-error continue|abort-step}) failed
     * @throws RunFailure      when the server cannot be described, or a step fails and {@code --on-error}
     *                         is {@code abort-run}; the finished steps are saved
     * @throws RunInterrupted  when {@link #interruption()} was requested; the steps so far are saved
     * @throws InterruptedException when the calling thread is interrupted
     */
    public RunResult run() throws RunFailure, RunInterrupted, InterruptedException {
        return run(null);
    }

    /**
     * Runs every planned step into a new run folder, as one repetition of a repeated run: its folder
     * name ends in {@code -r<index>} and its result records the repetition.
     *
     * @param repetition which repetition this is, or null when the run is not repeated
     * @return the run result, as {@link #run()}
     * @throws RunFailure      as {@link #run()}
     * @throws RunInterrupted  as {@link #run()}
     * @throws InterruptedException when the calling thread is interrupted
     */
    public RunResult run(Repetition repetition) throws RunFailure, RunInterrupted, InterruptedException {
        ServerSide server = describeServer();
        String label = config.label() != null ? config.label() : defaultLabel(server.info);
        try (ResultStore store = ResultStore.create(config.resultsDirectory(),
                LocalDateTime.now().format(RUN_ID_TIME) + "-" + label
                        + (repetition == null ? "" : "-r" + repetition.index()))) {
            Environment environment = Environment.current(config.hostName())
                    .withOsSettings(OsDump.write(store, server.local));
            RunResult result = new RunResult(RunResult.SCHEMA_VERSION, store.runId(), label, RunStatus.RUNNING,
                    Instant.now().toString(), null, environment, config.describe(), server.info,
                    connections.target().transport(), List.of(), RunSummary.of(List.of()), null, List.of(), repetition,
                    List.of());
            return runSteps(result, store, server, 0);
        }
    }

    /**
     * Continues an interrupted, failed or killed run in its folder from its first step that did not
     * finish, with the same plan and seeds; steps that finished are kept. The tables are first put back to that
     * step's start ({@link TableRestore}), as its restore point says.
     *
     * @param store    the run's folder, locked by the caller
     * @param previous its result so far
     * @return the run result, as {@link #run()}
     * @throws RunFailure     as {@link #run()}
     * @throws RunInterrupted as {@link #run()}
     * @throws InterruptedException when the calling thread is interrupted
     * @throws io.ibench.core.config.ConfigException when the server is not the one the run started on, or the
     *                                               connections' driver not the one its steps were measured through
     * @throws ResultFileException when the result's restore points do not fit the run's plan and tables
     */
    public RunResult resume(ResultStore store, RunResult previous)
            throws RunFailure, RunInterrupted, InterruptedException {
        ServerSide server = describeServer();
        ServerInfo before = previous.server();
        if (before != null && (!before.product().equals(server.info.product())
                || !before.version().equals(server.info.version()))) {
            throw new ConfigException("run " + previous.runId() + " started on " + before.product() + " "
                    + before.version() + " but " + connections.target().server() + " is " + server.info.product()
                    + " " + server.info.version() + "; resume it on the same server");
        }
        Transport now = connections.target().transport();
        String driverBefore = previous.transport() == null ? null : previous.transport().driver();
        if (driverBefore != null && !driverBefore.equals(now.driver())) {
            throw new ConfigException("run " + previous.runId() + " was measured through " + driverBefore
                    + " but the connections to " + now.address() + " use " + now.driver()
                    + "; resume it with the ibench that started it");
        }
        int keep = finishedPrefix(previous.steps(), plan.steps());
        RestorePoint next = restore(previous, keep, store);
        RunResult resumed = previous.resumed(keep, Instant.now().toString(), now, next);
        return runSteps(resumed, store, server, keep);
    }

    /**
     * Puts the tables back to the start of the step at {@code position}, when it started before.
     *
     * @return the restore point of the step's next attempt, or null when it never started
     */
    private RestorePoint restore(RunResult previous, int position, ResultStore store) throws RunFailure {
        RestorePoint last = previous.restorePoint(position);
        if (last == null) {
            return null;
        }
        checkRestorePoints(previous.restorePoints(), store);
        try {
            StepRedo redo = new TableRestore(config, adapter.dialect(config.engineOptions()), connections)
                    .restore(previous.restorePoints(), last);
            progress.notice(last.step() + " runs again (attempt " + redo.attempt() + "): " + redo.restore());
            return last.nextAttempt(redo);
        } catch (SQLException e) {
            throw new RunFailure("cannot put the tables back to the start of " + last.step() + ": "
                    + Throwables.firstLine(e), store.directory(), e);
        }
    }

    /** Restore points are read from the run folder: each must name a step of the plan and only its tables. */
    private void checkRestorePoints(List<RestorePoint> points, ResultStore store) {
        List<String> tables = StepEnvironment.tables(config.tableCount());
        int previousPosition = -1;
        for (int i = 0; i < points.size(); i++) {
            RestorePoint point = points.get(i);
            boolean fits = point.position() > previousPosition && point.position() < plan.steps().size()
                    && plan.steps().get(point.position()).name().equals(point.step()) && point.attempt() >= 1
                    && point.tables() != null && point.tables().stream().map(TableChange::table).distinct()
                    .allMatch(tables::contains);
            if (!fits) {
                throw new ResultFileException(store.file(ResultJson.FILE_NAME) + ": restorePoints[" + i
                        + "] does not fit the run's steps " + plan.steps().stream().map(Step::name).toList()
                        + " and tables pi1 … pi" + config.tableCount());
            }
            previousPosition = point.position();
        }
    }

    /**
     * @param steps what a run recorded
     * @param plan  its plan
     * @return how many of the first steps finished in plan order, which a resume keeps
     */
    static int finishedPrefix(List<StepResult> steps, List<Step> plan) {
        int n = 0;
        while (n < steps.size() && n < plan.size() && steps.get(n).finished()
                && steps.get(n).name().equals(plan.get(n).name())) {
            n++;
        }
        return n;
    }

    private record ServerSide(ServerInfo info, LocalServer local) {
    }

    private ServerSide describeServer() throws RunFailure {
        try (Connection c = connections.get()) {
            ServerSide server = new ServerSide(adapter.describeServer(c, config.engineOptions()),
                    adapter.localServer(c).orElse(null));
            checkConnectionLimit(server.info);
            new DatabaseGuard(config, connections, adapter.dialect(config.engineOptions()),
                    Adapters.discover().systemDatabases()).check(plan.steps());
            return server;
        } catch (SQLException e) {
            throw new RunFailure("cannot read the server's version and settings from " + connections.target()
                    + ": " + e.getMessage(), null, e);
        }
    }

    private RunResult runSteps(RunResult initial, ResultStore store, ServerSide server, int first)
            throws RunFailure, RunInterrupted, InterruptedException {
        List<Step> steps = plan.steps();
        RunResult result = initial;
        save(store, result);
        progress.runStarted(store.runId(), store.directory(), server.info, connections.target().transport());
        OshiHost host = config.hostMetrics() ? new OshiHost(server.local) : null;
        ServerProfiler profiler = config.serverProfile()
                ? ServerProfiler.check(server.local, config.serverProfileSeconds(), store.directory())
                : ServerProfiler.OFF;
        profiler.unavailable().ifPresent(why -> progress.notice("no server CPU profiles: " + why));
        StepEnvironment env = new StepEnvironment(config, adapter, adapter.dialect(config.engineOptions()),
                adapter.probes(config.engineOptions()), adapter.dumps(config.engineOptions()), host, server.local,
                profiler, connections, store, progress, interruption);
        StepBoundary boundary = adapter.stepBoundary(config.engineOptions());
        for (int i = first; i < steps.size(); i++) {
            Step step = steps.get(i);
            if (interruption.requested()) {
                throw interrupted(store, result, "before " + step.name());
            }
            RestorePoint point = i == first && result.restorePoint(i) != null ? result.restorePoint(i)
                    : RestorePoints.begin(i, step, env);
            result = result.withRestorePoint(point);
            save(store, result);
            progress.stepStarted(step);
            connections.renew();
            StepResult stepResult;
            Map<String, Long> firstIds = Map.of();
            if (step.kind() == StepKind.CLEANUP) {
                stepResult = new CleanupStep(step, env).run();
            } else {
                List<CleanupResult.Action> actions = new ArrayList<>();
                atBoundary(boundary, "start", actions);
                WorkloadStep workload = new WorkloadStep(step, env);
                stepResult = workload.run();
                firstIds = workload.firstIds();
                if (stepResult.status() == StepStatus.FAILED && boundary != StepBoundary.NONE) {
                    // the server may be gone: each attempt would wait for a connection in vain
                    actions.add(new CleanupResult.Action("step end", 0,
                            ActionOutcome.skipped("the step failed").text()));
                } else {
                    atBoundary(boundary, "end", actions);
                }
                stepResult = stepResult.withServerActions(actions);
            }
            point = RestorePoints.end(point, firstIds, stepResult);
            stepResult = point.redo() == null ? stepResult : stepResult.withRedo(point.redo());
            result = result.withStep(stepResult).withRestorePoint(point);
            save(store, result);
            progress.stepFinished(step, stepResult);
            if (stepResult.status() == StepStatus.INCOMPLETE) {
                throw interrupted(store, result, "during " + step.name());
            }
            if (stepResult.status() == StepStatus.FAILED && config.faults().onError() == OnError.ABORT_RUN) {
                String message = "step " + step.name() + " failed: " + stepResult.outcome().error();
                save(store, result.finished(RunStatus.FAILED, Instant.now().toString(), message));
                throw new RunFailure(message, store.directory(), null);
            }
        }
        List<String> notFinished = result.steps().stream().filter(s -> s.status() != StepStatus.COMPLETE)
                .map(s -> s.name() + " " + s.status()).toList();
        result = notFinished.isEmpty() ? result.finished(RunStatus.COMPLETE, Instant.now().toString(), null)
                : result.finished(RunStatus.DEGRADED, Instant.now().toString(), "not every step is complete: "
                        + String.join(", ", notFinished));
        save(store, result);
        return result;
    }

    /**
     * Replaces {@code result.json}; when that fails (a full disk), the file keeps its last whole content and the run
     * stops (docs/errors.md#full-disks).
     *
     * @throws RunFailure naming the file and why, and how to continue once there is room
     */
    private static void save(ResultStore store, RunResult result) throws RunFailure {
        try {
            store.write(result);
        } catch (UncheckedIOException e) {
            throw new RunFailure("the run stopped, as its results cannot be saved: " + e.getMessage() + "; "
                    + ResultJson.FILE_NAME + " keeps what was saved before, and once there is room ibench run --resume "
                    + store.directory() + " continues from the first unfinished step", store.directory(), e);
        }
    }

    /** Runs the adapter's actions at a step's start or end; a failure is recorded, the run goes on. */
    private void atBoundary(StepBoundary boundary, String at, List<CleanupResult.Action> into) {
        if (boundary == StepBoundary.NONE) {
            return;
        }
        try (Connection c = connections.get()) {
            boundary.run(c, (action, seconds, outcome) ->
                    into.add(new CleanupResult.Action(action + " (" + at + ")", seconds, outcome.text())));
        } catch (SQLException e) {
            into.add(new CleanupResult.Action("step " + at, 0, ActionOutcome.failed(Throwables.firstLine(e)).text()));
        }
    }

    private RunInterrupted interrupted(ResultStore store, RunResult result, String where) throws RunFailure {
        String message = "interrupted by " + interruption.reason() + " " + where + "; ibench run --resume "
                + store.directory() + " continues from the first unfinished step";
        save(store, result.finished(RunStatus.INTERRUPTED, Instant.now().toString(), message));
        return new RunInterrupted(message, interruption.reason(), store.directory());
    }

    private void checkConnectionLimit(ServerInfo server) {
        int needed = plan.connectionsNeeded();
        adapter.connectionLimit(server).ifPresent(limit -> {
            if (needed > limit) {
                throw new ConfigException("the run needs " + needed + " connections (" + config.clients()
                        + " clients with their inserters, deleters and query threads, plus one) but the server accepts "
                        + limit + " (max_connections); use fewer --clients or raise the server's limit");
            }
        });
    }

    /** @return e.g. {@code mariadb-10.11.19}: the product and version, safe for a folder name */
    static String defaultLabel(ServerInfo server) {
        String version = server.version().replaceAll("[^A-Za-z0-9.]+.*$", "");
        String label = (server.product() + "-" + version).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._+-]+", "-");
        return label.replaceAll("^-+|-+$", "");
    }
}
