package io.ibench.cli;

import io.ibench.cli.options.ComparisonArgs;
import io.ibench.cli.options.HelpArgs;
import io.ibench.core.config.ConfigException;
import io.ibench.core.config.IoReason;
import io.ibench.core.result.ResultStore;
import io.ibench.report.html.HtmlReport;
import io.ibench.report.html.Palette;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.Callable;

/** {@code ibench report}: one self-contained HTML page comparing runs. */
@Command(name = "report", sortOptions = false, usageHelpAutoWidth = true,
        description = {"Writes one self-contained HTML file comparing runs: absolute, relative and SLA tables, what "
                + "differs between the runs, cross-step tables (step-start query, purge lag, fairness, l.i1/l.i0) and "
                + "per-step metrics, response-time distributions and per-second charts. The file needs no network "
                + "access to view.", ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the report was written from every input",
            "2:bad options, or some inputs were unusable "
                + "(the report then shows the usable runs and lists the problems)"})
final class ReportCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private ComparisonArgs comparison;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", defaultValue = "report.html",
            description = "The HTML file to write (default ${DEFAULT-VALUE}).")
    private Path output;

    @Option(names = "--palette", paramLabel = "NAME", defaultValue = "blog",
            description = "Colours of the relative table: blog (worse red, better green) or reference (the reference "
                    + "generator's yellow and blue); default ${DEFAULT-VALUE}.")
    private String palette;

    @Mixin
    private HelpArgs help;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Palette colours;
        try {
            colours = Palette.named(palette);
        } catch (IllegalArgumentException e) {
            throw new ConfigException("--palette: " + e.getMessage());
        }
        ComparisonArgs.Loaded loaded = comparison.load(err, true);
        String html = new HtmlReport(loaded.thresholds(), colours).render(loaded.comparison(), loaded.campaign(),
                loaded.problems(), Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        write(html);
        loaded.problems().forEach(p -> err.println("problem: " + p));
        out.println("Report: " + output.toAbsolutePath() + " (" + loaded.comparison().runs().size() + " runs, base "
                + loaded.comparison().base().label() + ")");
        return loaded.problems().isEmpty() ? ExitCodes.OK : ExitCodes.USAGE;
    }

    private void write(String html) {
        Path target = output.toAbsolutePath();
        if (Files.isDirectory(target)) {
            throw new ConfigException("--output " + output + " is a folder; name the HTML file to write");
        }
        Path parent = target.getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new ConfigException("--output " + output + ": folder " + parent + " does not exist");
        }
        try {
            ResultStore.writeAtomically(target, html);
        } catch (UncheckedIOException e) {
            throw new ConfigException("--output " + output + " cannot be written (" + IoReason.of(e.getCause()) + ")");
        }
    }
}
