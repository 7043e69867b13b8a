package io.ibench.cli;

import io.ibench.cli.options.ComparisonArgs;
import io.ibench.cli.options.HelpArgs;
import io.ibench.cli.options.SettingSections;
import io.ibench.cli.run.RunOptions;
import io.ibench.core.config.ConfigException;
import io.ibench.core.config.IoReason;
import io.ibench.core.config.RunConfig;
import io.ibench.core.config.Settings;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.load.RunLoader;
import io.ibench.report.verdict.Calibration;
import io.ibench.report.verdict.NoiseProfile;
import io.ibench.report.verdict.NoiseProfileJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code ibench calibrate}: runs one configuration several times against a server and writes the host's noise
 * profile, {@value NoiseProfileJson#FILE_NAME}, beside the results (docs/report.md, "Noise profile").
 */
@Command(name = "calibrate", sortOptions = false, usageHelpAutoWidth = true, modelTransformer = SettingSections.class,
        description = {"Runs the benchmark --runs times with the options given (as ibench run does, each run into its "
                + "own run folder) and writes RESULTS/" + NoiseProfileJson.FILE_NAME + ": per step, how much the "
                + "throughput differs from run to run on this host with this server and workload. ibench compare and "
                + "ibench report use it to judge single runs and few repetitions (--noise-profile).", ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every run finished and the noise profile was written",
            "1:a run failed, or the noise profile cannot be written",
            "2:bad options or input",
            "4:every run ran, but some steps are degraded or failed (the profile is written from the steps that "
                + "finished)",
            "130:interrupted by Ctrl-C",
            "143:stopped by SIGTERM"})
final class CalibrateCommand implements Callable<Integer>, RunOptions.Mixer, RunOptions.Additions {
    /** The fewest and most runs a profile is measured from. */
    static final int MIN_RUNS = 2;
    static final int MAX_RUNS = 100;

    @Mixin
    private RunOptions run;

    @Mixin
    private HelpArgs help;

    @Spec
    private CommandSpec spec;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "5", order = 0,
            description = "How many times to run the configuration, " + MIN_RUNS + " to " + MAX_RUNS
                    + " (default ${DEFAULT-VALUE}); the profile's degrees of freedom are N − 1.")
    private int runs;

    @Option(names = "--from", paramLabel = "FOLDER", order = 0,
            description = "Run nothing: make the profile from the finished runs below FOLDER (a sweep's folder of its "
                    + "base config run with --repeat N, or the results folder it was given; each label's repetitions "
                    + "count, runs of another host, server or workload than the first are left out) and write it "
                    + "into FOLDER.")
    private Path from;

    @Option(names = "--keep-disturbed", order = 0,
            description = "Count the steps during which something else took a share of the host (result.json's "
                    + "disturbance) like the others; by default they are left out of the profile, and counted.")
    private boolean keepDisturbed;

    private final List<Path> folders = new ArrayList<>();

    @Override
    public RunOptions runOptions() {
        return run;
    }

    @Override
    public Integer call() throws Exception {
        if (run.resume() != null) {
            throw new ConfigException("ibench calibrate does not resume a run; run it again instead");
        }
        if (settings().given(Settings.REPEAT) != null) {
            throw new ConfigException("ibench calibrate runs the configuration --runs times; drop --repeat");
        }
        if (runs < MIN_RUNS || runs > MAX_RUNS) {
            throw new ConfigException("--runs must be a whole number from " + MIN_RUNS + " to " + MAX_RUNS
                    + " (got " + runs + ")");
        }
        if (from == null) {
            return run.call(this);
        }
        if (!Files.isDirectory(from)) {
            throw new ConfigException("--from " + from + " is not a folder");
        }
        RunLoader.Loaded loaded = RunLoader.loadResults(ComparisonArgs.expand(List.of(from)));
        loaded.problems().forEach(p -> spec.commandLine().getErr().println("problem: " + p));
        return write(loaded.runs().stream().map(LoadedRun::result).toList(), from, spec.commandLine().getOut());
    }

    @Override
    public void configure(RunConfig.Builder builder) {
        builder.set(Settings.REPEAT, runs);
    }

    @Override
    public void ran(Path folder) {
        folders.add(folder);
    }

    @Override
    public int finish(int exitCode, RunConfig config, PrintWriter out) {
        if (exitCode != ExitCodes.OK && exitCode != ExitCodes.DEGRADED) {
            return exitCode;
        }
        List<RunResult> results = new ArrayList<>();
        for (Path folder : folders) {
            results.add(ResultJson.read(folder));
        }
        int written = write(results, config.resultsDirectory(), out);
        return written == ExitCodes.OK ? exitCode : written;
    }

    /**
     * @return OK when the profile of the runs was written into the folder, else FAILURE after saying why
     * @throws ConfigException when the runs make no profile
     */
    private int write(List<RunResult> results, Path folder, PrintWriter out) {
        Calibration.Made made;
        try {
            made = Calibration.of(results, Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), keepDisturbed);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(e.getMessage());
        }
        NoiseProfile profile = made.profile();
        try {
            Path file = NoiseProfileJson.write(folder, profile);
            out.println("Noise profile: " + file.toAbsolutePath() + " (" + profile.describe() + ")");
            out.println((keepDisturbed ? "Disturbed steps kept (--keep-disturbed): " : "Disturbed steps left out: ")
                    + made.disturbed().size());
            made.disturbed().forEach(step -> out.println("  " + step));
            if (!made.others().isEmpty()) {
                out.println("Runs of another host, server or workload than the first run's, left out: "
                        + made.others().size());
                made.others().forEach(run -> out.println("  " + run));
            }
        } catch (IOException e) {
            spec.commandLine().getErr().println(spec.qualifiedName() + ": the noise profile cannot be written to "
                    + folder + " (" + IoReason.of(e) + ")");
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }
}
