package io.ibench.cli;

import io.ibench.cli.options.HelpArgs;
import io.ibench.cli.options.SettingSections;
import io.ibench.cli.run.RunOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.concurrent.Callable;

/**
 * {@code ibench run}: the whole benchmark, or the chosen steps, against one server; or the rest of an interrupted run.
 */
@Command(name = "run", sortOptions = false, usageHelpAutoWidth = true, modelTransformer = SettingSections.class,
        description = {
            "Runs the Insert Benchmark: l.i0 (load), l.x (create indexes), l.i1 and l.i2 (inserts and deletes), "
                + "the post-load cleanup, then range (qrN) and point (qpN) query steps while writers insert and "
                + "delete N rows/s per client in the background.",
            "Results go to RESULTS/<run-id>/: result.json (written after every step) and, per step with clients, a TSV "
                + "with one line per report interval; a run that finishes ends with its HTML report, "
                + "RESULTS/<run-id>/report.html, whose path is the last line printed.",
            "With no server named, an embedded MariaDB is started in a temporary folder and the quick profile is used.",
            "Ctrl-C or SIGTERM stops the step in progress within a second and saves what it measured, marked "
                + "incomplete; a second Ctrl-C exits at once. --resume continues such a run, and one that was killed "
                + "(kill -9, power loss) or stopped by a full disk, after putting the tables back to the start of the "
                + "step it runs again (docs/results.md#restore-points).",
            ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every step finished complete",
            "1:the run failed (server unreachable, a step failed with --on-error abort-run, a full disk, results that "
                + "cannot be saved); finished steps are saved",
            "2:bad options or input (including wrong credentials or database)",
            "4:every step ran, but one or more are degraded or failed (see --on-error, --max-error-rate)",
            "130:interrupted by Ctrl-C; what was measured is saved",
            "143:stopped by SIGTERM; what was measured is saved"})
final class RunCommand implements Callable<Integer>, RunOptions.Mixer {
    @Mixin
    private RunOptions run;

    @Mixin
    private HelpArgs help;

    @Override
    public RunOptions runOptions() {
        return run;
    }

    @Override
    public Integer call() throws Exception {
        return run.call(new RunOptions.Additions() {
        });
    }
}
