package io.ibench.cli;

import io.ibench.cli.options.ComparisonArgs;
import io.ibench.cli.options.HelpArgs;
import io.ibench.core.config.ConfigException;
import io.ibench.report.compare.CompareFormat;
import io.ibench.report.compare.CompareReport;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/** {@code ibench compare}: the relative throughput table as text, CSV, JSON or markdown, and a gate for CI. */
@Command(name = "compare", sortOptions = false, usageHelpAutoWidth = true,
        description = {"Prints each run's throughput per step relative to the base run, the absolute values and the "
                + "background writers' rates, and fails when a run is slower than allowed, a step failed or an SLA "
                + "was missed, so CI can gate on it.", ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no run below --fail-below, no failed step, no SLA failure",
            "2:bad options, or some result.json files were unusable (the usable runs are still compared)",
            "3:a run is below --fail-below in some step, a step failed, or background writers missed their rate"})
final class CompareCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private ComparisonArgs comparison;

    @Option(names = "--fail-below", paramLabel = "RATIO", defaultValue = "0.95",
            description = "Fail (exit 3) when any label's throughput in any step, relative to the base and rounded to "
                    + "two decimals, is below RATIO and, with a noise profile or repetitions, its whole 95 %% interval "
                    + "below 1 (docs/report.md, \"Verdicts\"); 0 checks only failed steps and SLAs "
                    + "(default ${DEFAULT-VALUE}).")
    private double failBelow;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, csv, json or markdown (default ${DEFAULT-VALUE}).")
    private String format;

    @Mixin
    private HelpArgs help;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!(failBelow >= 0 && failBelow <= 10)) {
            throw new ConfigException("--fail-below must be a ratio between 0 and 10 (got " + failBelow + ")");
        }
        CompareFormat renderer;
        try {
            renderer = CompareFormat.named(format);
        } catch (IllegalArgumentException e) {
            throw new ConfigException("--format: " + e.getMessage());
        }
        ComparisonArgs.Loaded loaded = comparison.load(err, false);
        CompareReport report = CompareReport.of(loaded.comparison(), loaded.thresholds(), failBelow, loaded.problems(),
                loaded.campaign());
        out.print(renderer.render(report));
        out.flush();
        loaded.problems().forEach(p -> err.println("problem: " + p));
        if (loaded.someUnusable()) {
            return ExitCodes.USAGE;
        }
        return report.passed() ? ExitCodes.OK : ExitCodes.GATE_FAILED;
    }
}
