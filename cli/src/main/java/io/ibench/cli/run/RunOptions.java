package io.ibench.cli.run;

import io.ibench.cli.ExitCodes;
import io.ibench.cli.options.BenchmarkArgs;
import io.ibench.cli.options.ConnectionArgs;
import io.ibench.cli.options.SettingOptions;
import io.ibench.cli.options.SettingSections;
import io.ibench.cli.sweep.SweepFolder;
import io.ibench.cli.sweep.SweepReport;
import io.ibench.core.config.ConfigException;
import io.ibench.core.config.IoReason;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.config.RecordedConfig;
import io.ibench.core.config.RunConfig;
import io.ibench.core.config.Setting;
import io.ibench.core.config.Settings;
import io.ibench.core.result.Repetition;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.ResultStore;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.Adapters;
import picocli.CommandLine;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What {@code ibench run} and {@code ibench calibrate} share, mixed into each: the options of a run
 * ({@code --resume}, the connection and the benchmark's options) and running it — a new run
 * {@code --repeat} times, each repetition into its own run folder, or the rest of an interrupted one.
 * A command adds to a new run through {@link Additions}.
 */
public final class RunOptions {
    /** The options that may accompany {@code --resume}: everything else comes from the recorded run. */
    private static final List<String> RESUME_OPTIONS = List.of("--resume", "--password-file", "--ask-password",
            "--no-progress", "--verbose", "--help");

    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--resume", paramLabel = "RUN_DIR", order = 0,
            description = "Continue the interrupted, killed or failed run in RUN_DIR "
                    + "(e.g. results/20261121-101500-mariadb-10.11.19) "
                    + "from its first unfinished step, with its recorded configuration and seeds, on the same server, "
                    + "after putting the tables back to that step's start; "
                    + "only the password options, --no-progress and --verbose may be given with it.")
    private Path resume;

    private final ConnectionArgs connection = new ConnectionArgs();
    private final BenchmarkArgs benchmark = new BenchmarkArgs();

    /** What a command adds to a new run of the benchmark, e.g. {@code ibench calibrate}'s noise profile. */
    public interface Additions {
        /**
         * Changes the configuration before it is checked.
         *
         * @param builder the configuration from the options
         */
        default void configure(RunConfig.Builder builder) {
        }

        /**
         * Called with each run folder whose run ended with a result.
         *
         * @param folder the run folder
         */
        default void ran(Path folder) {
        }

        /**
         * Acts on all the runs once they ended, while the server is still there.
         *
         * @param exitCode the runs' exit code
         * @param config   their configuration
         * @param out      standard output
         * @return the command's exit code
         */
        default int finish(int exitCode, RunConfig config, PrintWriter out) {
            return exitCode;
        }
    }

    /** A command that mixes these options in: its help sections and settings are theirs. */
    public interface Mixer extends SettingSections.WithSettings {
        /** @return the command's run options */
        RunOptions runOptions();

        @Override
        default SettingOptions settings() {
            return runOptions().settings();
        }

        @Override
        default Map<Setting.Section, Object> sections() {
            return runOptions().sections();
        }
    }

    /** @return where the settings' options put their values */
    SettingOptions settings() {
        return benchmark.settings;
    }

    /** @return per help section, the object of its annotated options */
    Map<Setting.Section, Object> sections() {
        return benchmark.sections(connection);
    }

    /** @return {@code --resume}'s run folder, or null */
    public Path resume() {
        return resume;
    }

    /**
     * @param additions what the command adds to a new run
     * @return the exit code: of the resumed run with {@code --resume}, else of the new runs
     */
    public int call(Additions additions) throws Exception {
        return resume != null ? resumeRun() : newRun(additions);
    }

    private int newRun(Additions additions) throws Exception {
        ConnectionOptions options = connection.toOptions(System.getenv());
        RunConfig.Builder builder = RunConfig.builder(benchmark.settings.adapterSettings()).connection(options);
        benchmark.applyTo(builder);
        additions.configure(builder);
        String dbms = benchmark.settings.given(Settings.DBMS);
        Adapter adapter = Adapters.discover().choose(dbms == null && options.url() == null ? "mysql" : dbms,
                options.url());
        RunConfig checked = builder.dbms(adapter.id()).build();
        ResultsFolder.check(checked.resultsDirectory());
        PrintWriter out = spec.commandLine().getOut();
        try (ServerSession server = ServerSession.open(adapter, dbms, options, out)) {
            RunConfig config = checked.onServer(server.options(), server.embedded());
            return additions.finish(repeat(adapter, server, config, out, additions), config, out);
        }
    }

    /**
     * Runs the whole sequence {@code --repeat} times, each repetition into its own run folder.
     *
     * @return the first interruption's exit code, else degraded when any repetition was, else OK
     */
    private int repeat(Adapter adapter, ServerSession server, RunConfig config, PrintWriter out, Additions additions)
            throws Exception {
        int exitCode = ExitCodes.OK;
        for (int index = 1; index <= config.repeat(); index++) {
            Repetition repetition = Repetition.of(index, config.repeat());
            if (repetition != null) {
                out.println();
                out.println("== repetition " + index + " of " + config.repeat());
            }
            int code = execute(adapter, server, config, runner -> runner.run(repetition), additions);
            if (code == ExitCodes.INTERRUPTED || code == ExitCodes.TERMINATED) {
                return code;
            }
            exitCode = code == ExitCodes.OK ? exitCode : code;
        }
        return exitCode;
    }

    private int resumeRun() throws Exception {
        List<String> others = spec.commandLine().getParseResult().matchedOptions().stream()
                .map(CommandLine.Model.OptionSpec::longestName).filter(name -> !RESUME_OPTIONS.contains(name)).toList();
        if (!others.isEmpty()) {
            throw new ConfigException("--resume continues a run with its recorded configuration; drop "
                    + String.join(", ", others));
        }
        RunResult recorded = ResultJson.read(resume);
        Path file = resume.resolve(ResultJson.FILE_NAME);
        if (recorded.status() == RunStatus.COMPLETE) {
            throw new ConfigException("run " + resume + " is complete; there is nothing to resume");
        }
        RunConfig config;
        try {
            config = RecordedConfig.restore(recorded.config(), file.toString(),
                    connection.toOptions(System.getenv()).password(), benchmark.settings.adapterSettings()).build();
        } catch (ConfigException e) {
            // the same checks as the command line's, e.g. of --url's driver properties, named by the file
            throw e.getMessage().startsWith(file.toString()) ? e : new ConfigException(file + ": " + e.getMessage());
        }
        Map<String, Object> completed = RecordedConfig.withAssumedDefaults(recorded.config(), config);
        if (completed != recorded.config()) {
            List<?> assumed = (List<?>) completed.get(RecordedConfig.ASSUMED_DEFAULTS);
            spec.commandLine().getOut().println("Settings run " + recorded.runId() + " did not record take today's "
                    + "defaults, recorded as " + RecordedConfig.ASSUMED_DEFAULTS + ": " + assumed.stream()
                    .map(key -> key + " " + completed.get(key)).collect(Collectors.joining(", ")));
        }
        RunResult previous = recorded.withConfig(completed);
        if (config.embeddedServer()) {
            throw new ConfigException("run " + resume + " ran on an embedded server whose data was deleted "
                    + "when the run ended; it cannot be resumed, run it again instead");
        }
        Adapter adapter = Adapters.discover().choose(config.dbms(), config.connection().url());
        try (ResultStore store = ResultStore.open(resume);
             ServerSession server = ServerSession.open(adapter, null, config.connection(),
                     spec.commandLine().getOut())) {
            spec.commandLine().getOut().println("Resuming " + previous.runId() + " (" + previous.status() + ", "
                    + previous.steps().stream().filter(s -> s.finished()).count() + " of " + config.steps().size()
                    + " steps finished) …");
            return execute(adapter, server, config, runner -> runner.resume(store, previous), new Additions() {
            });
        }
    }

    private int execute(Adapter adapter, ServerSession server, RunConfig config, RunExecution.Action action,
                        Additions additions) throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        RunExecution execution = new RunExecution(out, spec.commandLine().getErr(), spec.qualifiedName(),
                benchmark.progress());
        RunExecution.Outcome outcome = execution.execute(adapter, server, config, action, resume);
        if (outcome.result() != null) {
            additions.ran(outcome.folder());
            Path report = outcome.folder().resolve(SweepFolder.REPORT);
            try {
                if (SweepReport.html(List.of(outcome.folder()), null, report, spec.commandLine().getErr()) != null) {
                    out.println("Report: " + report.toAbsolutePath());
                }
            } catch (UncheckedIOException e) {
                spec.commandLine().getErr().println(spec.qualifiedName() + ": the report " + report
                        + " cannot be written (" + IoReason.of(e.getCause()) + "); the results are complete in "
                        + outcome.folder());
            }
        }
        return outcome.exitCode();
    }
}
