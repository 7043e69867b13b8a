package io.ibench.cli.sweep;

import io.ibench.cli.FoundNoiseProfile;
import io.ibench.core.result.ResultStore;
import io.ibench.report.compare.CompareFormat;
import io.ibench.report.compare.CompareReport;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Thresholds;
import io.ibench.report.html.HtmlReport;
import io.ibench.report.html.Palette;
import io.ibench.report.load.RunLoader;
import io.ibench.report.verdict.Campaign;
import io.ibench.report.verdict.NoiseProfile;
import io.ibench.report.verdict.VerdictFileException;
import io.ibench.report.verdict.NoiseProfileJson;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * The end of a sweep: the runs of the finished configs compared with the base config's, as
 * {@code ibench report} writes them (one HTML file, default thresholds and colours) and as
 * {@code ibench compare} prints them; and the end of {@code ibench run}: the report of its one run.
 */
public final class SweepReport {
    private SweepReport() {
    }

    /**
     * @param runs          the run folders of the finished configs, base first
     * @param base          the base config's label; when its config did not finish, the first run is the base
     * @param file          the HTML file to write
     * @param keepDisturbed whether disturbed steps are judged like the others ({@code --keep-disturbed})
     * @param campaign      the campaign of {@code --until-detectable} as it stopped, or null
     * @param out           where the relative table and the report's path are printed
     * @param err           where unusable runs are named
     */
    public static void write(List<Path> runs, String base, Path file, boolean keepDisturbed, Campaign campaign,
                             PrintWriter out, PrintWriter err) {
        Written written = html(runs, base, file, keepDisturbed, campaign, err);
        if (written == null) {
            return;
        }
        Comparison comparison = written.comparison();
        out.println();
        out.print(CompareFormat.named("text")
                .render(CompareReport.of(comparison, Thresholds.DEFAULT, 0, written.problems(), campaign)));
        out.println("Report: " + file.toAbsolutePath() + " (" + comparison.runs().size() + " runs, base "
                + comparison.base().label() + ")");
    }

    /**
     * Writes the HTML report of runs, as {@code ibench report} does with its defaults, with the
     * {@value NoiseProfileJson#FILE_NAME} found in the file's folder (a sweep's folder) when it holds for the base run.
     *
     * @param runs run folders, the base's first
     * @param base the base's label, or null for the first run
     * @param file the HTML file to write
     * @param err  where unusable runs, and a base that did not finish, are named
     * @return the comparison the report shows with the problems met, or null when no run could be read (nothing
     *         written)
     */
    public static Written html(List<Path> runs, String base, Path file, PrintWriter err) {
        return html(runs, base, file, false, null, err);
    }

    private static Written html(List<Path> runs, String base, Path file, boolean keepDisturbed, Campaign campaign,
                                PrintWriter err) {
        RunLoader.Loaded loaded = RunLoader.load(runs);
        loaded.problems().forEach(p -> err.println("problem: " + p));
        if (loaded.runs().isEmpty()) {
            return null;
        }
        Comparison comparison = compare(loaded, base, file.toAbsolutePath().getParent(), keepDisturbed, err);
        ResultStore.writeAtomically(file, new HtmlReport(Thresholds.DEFAULT, Palette.named("blog")).render(comparison,
                campaign, loaded.problems(), Instant.now().truncatedTo(ChronoUnit.SECONDS).toString()));
        return new Written(comparison, loaded.problems());
    }

    /**
     * Compares the runs as a sweep's report does, without their series.
     *
     * @param runs          run folders, at least one
     * @param base          the base's label, or null for the first run
     * @param folder        the sweep's folder, whose noise profile is used when it holds for the base run
     * @param keepDisturbed whether disturbed steps are judged like the others
     * @param err           where unusable runs and profiles are named
     * @return the comparison, or null when no run could be read
     */
    static Comparison compare(List<Path> runs, String base, Path folder, boolean keepDisturbed, PrintWriter err) {
        RunLoader.Loaded loaded = RunLoader.loadResults(runs);
        return loaded.runs().isEmpty() ? null : compare(loaded, base, folder, keepDisturbed, err);
    }

    private static Comparison compare(RunLoader.Loaded loaded, String base, Path folder, boolean keepDisturbed,
                                      PrintWriter err) {
        boolean hasBase = base == null || loaded.runs().stream().anyMatch(r -> r.label().equals(base));
        if (!hasBase) {
            err.println("note: the base config " + base + " did not finish; the report divides by "
                    + loaded.runs().get(0).label() + " instead");
        }
        return FoundNoiseProfile.compare(loaded.runs(), hasBase ? base : null, profileIn(folder, err), keepDisturbed,
                err);
    }

    /** @return the noise profile in the folder (a sweep's), or null when none or unreadable (named) */
    private static NoiseProfile profileIn(Path folder, PrintWriter err) {
        Path found = FoundNoiseProfile.in(folder);
        try {
            return found == null ? null : NoiseProfileJson.read(found);
        } catch (VerdictFileException e) {
            err.println("problem: " + e.getMessage() + ", so it is not used");
            return null;
        }
    }

    /**
     * A report written.
     *
     * @param comparison the runs it compares
     * @param problems   the files or parts it could not use
     */
    record Written(Comparison comparison, List<String> problems) {
    }
}
