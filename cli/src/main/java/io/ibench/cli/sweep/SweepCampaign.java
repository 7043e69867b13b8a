package io.ibench.cli.sweep;

import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.DetectableEffect;
import io.ibench.report.compare.SequentialRule;
import io.ibench.report.verdict.Campaign;
import io.ibench.report.verdict.CampaignJson;

import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A sweep that runs until it can tell ({@code --until-detectable}, docs/report.md, "Campaigns that run until they
 * can tell"): after each repetition of every config from the first {@code --repeat} on, it compares the runs so far
 * as the sweep's report will ({@link SweepReport#compare}: the noise profile in the sweep's folder, disturbed steps
 * left out unless kept) and asks the {@link SequentialRule} whether to stop; it prints each step's detectable
 * difference, and records why it stopped in the sweep's folder ({@value CampaignJson#FILE_NAME}).
 */
final class SweepCampaign {
    private final UntilDetectable until;
    private final Path root;
    private final String baseLabel;
    private final boolean keepDisturbed;
    private final PrintWriter out;
    private final long started = System.nanoTime();

    /**
     * @param until         the target and budget
     * @param root          the sweep's folder
     * @param baseLabel     the base config's label
     * @param keepDisturbed whether disturbed steps count ({@code --keep-disturbed})
     * @param out           where each repetition's figures are printed
     */
    SweepCampaign(UntilDetectable until, Path root, String baseLabel, boolean keepDisturbed, PrintWriter out) {
        this.until = until;
        this.root = root;
        this.baseLabel = baseLabel;
        this.keepDisturbed = keepDisturbed;
        this.out = out;
    }

    /**
     * @param repetitions  the repetitions of every config run so far
     * @param runs         the folders of every finished run so far
     * @param roundSeconds how long the last repetition took
     * @return the campaign when it stops now, else empty
     */
    Optional<Campaign> after(int repetitions, List<Path> runs, long roundSeconds) {
        Comparison comparison = runs.isEmpty() ? null
                : SweepReport.compare(runs, baseLabel, root, keepDisturbed, new PrintWriter(Writer.nullWriter()));
        List<DetectableEffect> effects = comparison == null ? List.of() : comparison.detectable();
        long elapsed = java.time.Duration.ofNanos(System.nanoTime() - started).toSeconds();
        Optional<Campaign.Stop> stop = comparison == null
                ? Optional.of(Campaign.Stop.REPETITIONS).filter(s -> repetitions >= until.maxRepeat())
                : SequentialRule.decide(effects, until.target(), repetitions, until.maxRepeat(), elapsed,
                        roundSeconds, until.maxSeconds());
        long reached = effects.stream().filter(e -> SequentialRule.reached(e, until.target())).count();
        out.println();
        out.println("Until ±" + Campaign.percent(until.target()) + " detectable, after " + repetitions
                + (repetitions == 1 ? " repetition: " : " repetitions: ") + reached + " of " + effects.size()
                + " steps reached it" + stop.map(s -> "; stopping").orElse("; adding a repetition"));
        effects.forEach(e -> out.println("  " + e.text()));
        out.flush();
        return stop.map(s -> new Campaign(until.target(), until.maxRepeat(), until.maxSeconds(), repetitions, s,
                keepDisturbed));
    }

    /**
     * Writes why the campaign stopped into the sweep's folder and says so.
     *
     * @param campaign the campaign as it stopped
     */
    void record(Campaign campaign) {
        Path file = CampaignJson.write(root, campaign);
        out.println();
        out.println("Campaign " + campaign.describe() + ": " + campaign.stopped() + " (" + file + ")");
    }
}
