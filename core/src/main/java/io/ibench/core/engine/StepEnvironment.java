package io.ibench.core.engine;

import io.ibench.core.config.RunConfig;
import io.ibench.core.host.OshiHost;
import io.ibench.core.plan.Step;
import io.ibench.core.profile.ServerProfiler;
import io.ibench.core.progress.ProgressListener;
import io.ibench.core.result.ResultStore;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.Dialect;
import io.ibench.core.spi.LocalServer;
import io.ibench.core.spi.ServerDumps;
import io.ibench.core.spi.ServerProbes;
import io.ibench.core.workload.SecondaryIndex;

import java.util.List;

/**
 * What every step of a run uses.
 *
 * @param config      the run configuration
 * @param adapter     the DBMS adapter
 * @param dialect     its SQL for the run's table options
 * @param probes      the adapter's server probes
 * @param dumps       the adapter's server dumps at each step's end
 * @param host        the host sampler, or null when host metrics are off
 * @param localServer the server when it runs on this host, else null
 * @param profiler    the server's CPU profiler ({@code --server-profile}), or {@link ServerProfiler#OFF}
 * @param connections the connection pool
 * @param store       the run folder
 * @param progress    where progress goes
 * @param interruption the run's stop request from outside, which every step obeys
 */
record StepEnvironment(RunConfig config, Adapter adapter, Dialect dialect, ServerProbes probes, ServerDumps dumps,
                       OshiHost host, LocalServer localServer, ServerProfiler profiler, ConnectionSource connections,
                       ResultStore store, ProgressListener progress, RunInterruption interruption) {

    /**
     * @param client client number, 1-based
     * @return the table the client uses: {@code pi<client>}, or {@code pi1} when shared
     */
    String table(int client) {
        return "pi" + (config.sharedTable() ? 1 : client);
    }

    /** @return every benchmark table, {@code pi1 … piN} */
    List<String> tables() {
        return tables(config.tableCount());
    }

    /**
     * @param count how many tables a run has ({@link RunConfig#tableCount()})
     * @return their names, {@code pi1 … pi<count>}
     */
    static List<String> tables(int count) {
        return java.util.stream.IntStream.rangeClosed(1, count).mapToObj(i -> "pi" + i).toList();
    }

    /**
     * @param step a step
     * @return the dialect whose session settings its roles run with: the run's engine options as the harness
     *         scopes them to the step ({@link io.ibench.core.config.EngineOptions#forStep})
     */
    Dialect sessionDialect(Step step) {
        return adapter.dialect(config.engineOptions().forStep(step.kind()));
    }

    /** @return a new host sampler for one step */
    HostSampler hostSampler() {
        return new HostSampler(host, localServer);
    }

    /**
     * @param step the step
     * @return a new probe sampler for it
     */
    ProbeSampler probeSampler(String step) {
        return new ProbeSampler(this, step, config.probeIntervalSeconds() * 1000L);
    }

    /**
     * @param step the step
     * @return a new dumper for it, which dumps more after the run's last step
     */
    StepDumper stepDumper(Step step) {
        List<Step> steps = config.plan().steps();
        return new StepDumper(this, step.name(), steps.get(steps.size() - 1).name().equals(step.name()));
    }

    /** @return the secondary indexes the run's tables have once l.x ran */
    List<SecondaryIndex> indexes() {
        return SecondaryIndex.firstN(config.secondaryIndexes());
    }
}
