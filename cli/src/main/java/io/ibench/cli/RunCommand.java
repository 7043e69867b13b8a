package io.ibench.cli;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.RunConfig;
import io.ibench.core.engine.BenchmarkRunner;
import io.ibench.core.engine.ConnectionSource;
import io.ibench.core.engine.RunFailure;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.Adapters;
import io.ibench.report.StepHealthTable;
import io.ibench.report.StepMetricsTable;
import io.ibench.report.StepSummaryTable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/** {@code ibench run}: the whole benchmark, or the chosen steps, against one server. */
@Command(name = "run", sortOptions = false, usageHelpAutoWidth = true,
        description = {
            "Runs the Insert Benchmark: l.i0 (load), l.x (create indexes), l.i1 and l.i2 (inserts and deletes), "
                + "the post-load cleanup, then range (qrN) and point (qpN) query steps while writers insert and "
                + "delete N rows/s per client in the background.",
            "Results go to RESULTS/<run-id>/: result.json (written after every step) and, per step with clients, a TSV "
                + "with one line per report interval.",
            "With no server named, an embedded MariaDB is started in a temporary folder and the quick profile is used.",
            ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every step finished", "1:the run failed (server unreachable, a step failed); finished steps are saved",
            "2:bad options or input (including wrong credentials or database)"})
final class RunCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.ArgGroup(validate = false, heading = "%nServer:%n", order = 1)
    private ConnectionArgs connection = new ConnectionArgs();

    @CommandLine.ArgGroup(validate = false, heading = "%nWorkload:%n", order = 2)
    private WorkloadArgs workload = new WorkloadArgs();

    @CommandLine.ArgGroup(validate = false, heading = "%nOutput:%n", order = 3)
    private OutputArgs output = new OutputArgs();

    @Mixin
    private HelpArgs help;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        ConnectionOptions options = connection.toOptions(System.getenv());
        RunConfig.Builder builder = RunConfig.builder().connection(options).createDatabase(connection.createDatabase)
                .force(connection.force);
        workload.applyTo(builder);
        output.applyTo(builder);
        Adapter adapter = Adapters.discover()
                .choose(connection.dbms == null && options.url() == null ? "mysql" : connection.dbms, options.url());
        RunConfig checked = builder.dbms(adapter.id()).build();
        ResultsFolder.check(checked.resultsDirectory());
        try (ServerSession server = ServerSession.open(adapter, options, out)) {
            RunConfig config = checked.toBuilder().connection(server.options()).build();
            TerminalProgress progress = new TerminalProgress(out, System.console() != null && !output.noProgress);
            RunResult result;
            try (ConnectionSource connections = server.connect(config)) {
                result = new BenchmarkRunner(config, adapter, connections, progress).run();
            }
            out.println();
            out.print(StepSummaryTable.render(result));
            out.println();
            out.print(StepMetricsTable.render(result));
            out.println();
            out.print(StepHealthTable.render(result));
            out.println();
            out.println("Results: " + config.resultsDirectory().resolve(result.runId()).resolve(ResultJson.FILE_NAME));
            return ExitCodes.OK;
        } catch (ConnectionSource.ConnectFailure e) {
            if (e.badInput()) {
                throw new ConfigException(e.getMessage());
            }
            throw new RunFailure(e.getMessage(), null, e);
        }
    }
}
