package io.ibench.core.engine;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.RunConfig;
import io.ibench.core.host.OshiHost;
import io.ibench.core.plan.Step;
import io.ibench.core.plan.StepKind;
import io.ibench.core.plan.StepPlanner;
import io.ibench.core.progress.ProgressListener;
import io.ibench.core.result.Environment;
import io.ibench.core.result.ResultStore;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunSummary;
import io.ibench.core.result.StepResult;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.Dialect;
import io.ibench.core.spi.LocalServer;
import io.ibench.core.spi.ServerInfo;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * Runs a whole benchmark: opens the connections, records the server, runs every planned step
 * in order, and writes {@code result.json} atomically after each one, so an interrupted or
 * failed run keeps every finished step.
 */
public final class BenchmarkRunner {
    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

    private final RunConfig config;
    private final Adapter adapter;
    private final ConnectionSource connections;
    private final ProgressListener progress;

    /**
     * @param config      the validated configuration
     * @param adapter     the DBMS adapter
     * @param connections open connections to the server, sized with {@link #connectionsNeeded}
     * @param progress    where progress goes
     */
    public BenchmarkRunner(RunConfig config, Adapter adapter, ConnectionSource connections, ProgressListener progress) {
        this.config = config;
        this.adapter = adapter;
        this.connections = connections;
        this.progress = progress;
    }

    /**
     * @param config a configuration
     * @return the pool size the run needs: the most connections any step holds, the cleanup's
     *         one per table, one for control statements and one for the server probes
     */
    public static int connectionsNeeded(RunConfig config) {
        int most = StepPlanner.plan(config).stream().mapToInt(Step::connectionsNeeded).max().orElse(0);
        return Math.max(most, config.tableCount()) + 2;
    }

    /**
     * @return the complete run result
     * @throws RunFailure when the server cannot be described or a step fails; the finished steps are saved
     * @throws InterruptedException when the calling thread is interrupted
     */
    public RunResult run() throws RunFailure, InterruptedException {
        List<Step> plan = StepPlanner.plan(config);
        Dialect dialect = adapter.dialect(config.engineOptions());
        ServerInfo server;
        LocalServer local;
        try (Connection c = connections.get()) {
            server = adapter.describeServer(c, config.engineOptions());
            local = adapter.localServer(c).orElse(null);
        } catch (SQLException e) {
            throw new RunFailure("cannot read the server's version and settings from " + connections.target()
                    + ": " + e.getMessage(), null, e);
        }
        new DatabaseGuard(config, connections).check(plan);
        checkConnectionLimit(server);
        String label = config.label() != null ? config.label() : defaultLabel(server);
        ResultStore store = ResultStore.create(config.resultsDirectory(),
                LocalDateTime.now().format(RUN_ID_TIME) + "-" + label);
        RunResult result = new RunResult(RunResult.SCHEMA_VERSION, store.runId(), label, RunResult.RUNNING,
                Instant.now().toString(), null, Environment.current(), config.describe(), server, List.of(),
                RunSummary.of(List.of()), null);
        store.write(result);
        progress.runStarted(store.runId(), store.directory(), server);
        OshiHost host = config.hostMetrics() ? new OshiHost(local) : null;
        StepEnvironment env = new StepEnvironment(config, adapter, dialect, adapter.probes(config.engineOptions()), host,
                local, connections, store, progress);
        for (int i = 0; i < plan.size(); i++) {
            Step step = plan.get(i);
            progress.stepStarted(step);
            connections.renew();
            StepResult stepResult = step.kind() == StepKind.CLEANUP
                    ? new CleanupStep(step, env).run()
                    : new WorkloadStep(step, i, env).run();
            result = result.withStep(stepResult);
            store.write(result);
            progress.stepFinished(step, stepResult);
            if (StepResult.FAILED.equals(stepResult.status())) {
                String message = "step " + step.name() + " failed: " + stepResult.error();
                store.write(result.finished(RunResult.FAILED, Instant.now().toString(), message));
                throw new RunFailure(message, store.directory(), null);
            }
        }
        result = result.finished(RunResult.COMPLETE, Instant.now().toString(), null);
        store.write(result);
        return result;
    }

    private void checkConnectionLimit(ServerInfo server) {
        int needed = connectionsNeeded(config);
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
