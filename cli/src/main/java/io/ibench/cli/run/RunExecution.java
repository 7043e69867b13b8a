package io.ibench.cli.run;

import io.ibench.cli.ExitCodes;
import io.ibench.core.config.ConfigException;
import io.ibench.core.config.RunConfig;
import io.ibench.core.engine.BenchmarkRunner;
import io.ibench.core.engine.ConnectionSource;
import io.ibench.core.engine.RunFailure;
import io.ibench.core.engine.RunInterrupted;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.spi.Adapter;
import io.ibench.report.StepHealthTable;
import io.ibench.report.StepMetricsTable;
import io.ibench.report.StepSummaryTable;

import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Runs the benchmark on a server session with Ctrl-C and SIGTERM trapped, prints the summary
 * tables and says where the results are: what {@code ibench run} does once its server is there,
 * and what {@code ibench sweep} does for each config.
 */
public final class RunExecution {
    private final PrintWriter out;
    private final PrintWriter err;
    private final String command;
    private final boolean progress;

    /**
     * @param out      standard output
     * @param err      standard error
     * @param command  the command's name for messages, e.g. {@code ibench run}
     * @param progress whether to show the live status line
     */
    public RunExecution(PrintWriter out, PrintWriter err, String command, boolean progress) {
        this.out = out;
        this.err = err;
        this.command = command;
        this.progress = progress;
    }

    /** What a runner does: a new run or a resumed one. */
    @FunctionalInterface
    public interface Action {
        RunResult apply(BenchmarkRunner runner) throws RunFailure, RunInterrupted, InterruptedException;
    }

    /**
     * How a run ended.
     *
     * @param exitCode the exit code of {@code ibench run}, see {@link ExitCodes}
     * @param folder   the run's folder, or null when it was interrupted before it had one
     * @param result   the run's result, or null when it was interrupted
     */
    public record Outcome(int exitCode, Path folder, RunResult result) {
    }

    /**
     * @param adapter the run's adapter
     * @param server  the session on its server
     * @param config  the run's configuration
     * @param action  a new run or a resumed one
     * @param folder  the folder of a resumed run, or null for {@code RESULTS/<run-id>}
     * @return how it ended
     * @throws ConfigException when the server rejects the user's input (exit code 2)
     * @throws RunFailure      when the run failed (exit code 1)
     */
    public Outcome execute(Adapter adapter, ServerSession server, RunConfig config, Action action, Path folder)
            throws Exception {
        TerminalProgress status = new TerminalProgress(out, progress);
        RunResult result;
        try (ConnectionSource connections = server.connect(config)) {
            BenchmarkRunner runner = new BenchmarkRunner(config, adapter, connections, status);
            try (SignalTrap trap = SignalTrap.install(runner.interruption()::request, err)) {
                try {
                    result = action.apply(runner);
                } catch (RunInterrupted e) {
                    err.println(command + ": " + e.getMessage());
                    err.println("Results so far: " + e.resultDirectory().resolve(ResultJson.FILE_NAME));
                    err.flush();
                    return new Outcome(trap.exitCode(), e.resultDirectory(), null);
                }
            }
        } catch (ConnectionSource.ConnectFailure e) {
            if (e.badInput()) {
                throw new ConfigException(e.getMessage());
            }
            throw new RunFailure(e.getMessage(), null, e);
        }
        out.println();
        out.print(StepSummaryTable.render(result));
        out.println();
        out.print(StepMetricsTable.render(result));
        out.println();
        out.print(StepHealthTable.render(result));
        out.println();
        Path runFolder = folder != null ? folder : config.resultsDirectory().resolve(result.runId());
        out.println("Results: " + runFolder.resolve(ResultJson.FILE_NAME));
        if (result.status() == RunStatus.DEGRADED) {
            out.println("Degraded: " + result.error());
            return new Outcome(ExitCodes.DEGRADED, runFolder, result);
        }
        return new Outcome(ExitCodes.OK, runFolder, result);
    }
}
