package io.ibench.report.compare;

import io.ibench.core.result.RunResult;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.verdict.Campaign;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stopping rule of a campaign that runs until it can tell, on runs whose detectable difference is computed
 * here by hand: A B A B A B with B's rate a fixed share of A's times a known factor per pair, so every step's
 * pairs have ln ratios ln 0.9 + ln 1.05, ln 0.9, ln 0.9 − ln 1.05, a variance of (ln 1.05)² with 2 degrees of
 * freedom, and without a noise profile a detectable difference of exp(t(2) × ln 1.05 / √3) − 1 (about ±13.0 %).
 */
class SequentialRuleTest {
    private static final double[] PAIR = {1.05, 1, 1 / 1.05};

    @TempDir
    Path dir;

    /** @return every step's detectable difference with three pairs, by hand */
    private static double threePairs() {
        return Math.exp(new TDistribution(2).inverseCumulativeProbability(0.975) * Math.log(1.05) / Math.sqrt(3)) - 1;
    }

    private Comparison campaign(String disturbedStep, boolean keep) {
        NoisyRuns noisy = new NoisyRuns(21);
        List<RunResult> results = new ArrayList<>();
        for (int r = 0; r < PAIR.length; r++) {
            double factor = PAIR[r];
            double drift = 1 + 0.2 * r;
            results.add(DisturbedResults.repetition(noisy.run("A", 0, step -> drift).result(), r + 1, 3, "A" + r));
            RunResult b = DisturbedResults.repetition(noisy.run("B", 0, step -> drift * 0.9 * factor).result(), r + 1,
                    3, "B" + r);
            results.add(r == 2 && disturbedStep != null ? DisturbedResults.disturb(b, disturbedStep) : b);
        }
        List<LoadedRun> runs = DisturbedResults.load(dir, results);
        return Comparison.of(runs, "A", null, keep);
    }

    @Test
    void everyStepsDetectableDifferenceIsTheHandComputedPairedFigure() {
        List<DetectableEffect> effects = campaign(null, false).detectable();
        for (DetectableEffect effect : effects) {
            assertEquals(IntervalSource.PAIRED, effect.source(), effect.text());
            assertEquals(3, effect.repetitions());
            assertEquals(threePairs(), effect.relative(), 1e-9, effect.text());
        }
    }

    @Test
    void theCampaignStopsWhenEveryStepReachesTheTargetElseWhenTheBudgetOrTheTimeIsSpent() {
        List<DetectableEffect> effects = campaign(null, false).detectable();
        double d = threePairs();
        assertEquals(Optional.of(Campaign.Stop.REACHED), SequentialRule.decide(effects, d + 1e-6, 3, 3, 0, 0, null),
                "at most the target: reached, even with the budget spent");
        assertEquals(Optional.empty(), SequentialRule.decide(effects, d - 1e-6, 3, 6, 0, 0, null),
                "just beyond the target: another repetition");
        assertEquals(Optional.of(Campaign.Stop.REPETITIONS), SequentialRule.decide(effects, d - 1e-6, 6, 6, 0, 0,
                null));
        assertEquals(Optional.of(Campaign.Stop.TIME), SequentialRule.decide(effects, d - 1e-6, 3, 6, 3000, 601,
                3600L), "3000 s + a repetition of 601 s ends after an hour");
        assertEquals(Optional.empty(), SequentialRule.decide(effects, d - 1e-6, 3, 6, 3000, 600, 3600L),
                "3000 s + 600 s ends at the hour");
    }

    @Test
    void aDisturbedRunDoesNotCountSoItsStepMissesTheTargetAndSaysWhy() {
        Comparison left = campaign("l.i1", false);
        DetectableEffect li1 = left.detectable().stream().filter(e -> e.step().equals("l.i1")).findFirst()
                .orElseThrow();
        // two pairs left: ln 0.9 + ln 1.05 and ln 0.9, variance (ln 1.05)² / 2 with 1 degree of freedom
        double twoPairs = Math.exp(new TDistribution(1).inverseCumulativeProbability(0.975)
                * Math.sqrt(Math.log(1.05) * Math.log(1.05) / 2 / 2)) - 1;
        assertEquals(2, li1.repetitions());
        assertEquals(twoPairs, li1.relative(), 1e-9);
        Campaign campaign = new Campaign(0.2, 3, null, 3, Campaign.Stop.REPETITIONS, false);
        assertEquals(Optional.of(Campaign.Stop.REPETITIONS), SequentialRule.decide(left.detectable(), 0.2, 3, 3, 0, 0,
                null), "l.i1's ±" + Math.round(twoPairs * 100) + " % is beyond ±20 %");
        List<StepTarget> targets = StepTarget.of(left, campaign);
        StepTarget target = targets.stream().filter(t -> t.step().equals("l.i1")).findFirst().orElseThrow();
        assertEquals("l.i1: ±" + Campaign.percent(twoPairs) + " with 2 repetitions, not reached: the budget of 3 "
                + "repetitions was spent; 1 disturbed run left out", target.text());
        assertTrue(targets.stream().filter(t -> !t.step().equals("l.i1")).allMatch(StepTarget::reached),
                targets.toString());

        Comparison kept = campaign("l.i1", true);
        assertEquals(Optional.of(Campaign.Stop.REACHED), SequentialRule.decide(kept.detectable(), 0.2, 3, 3, 0, 0,
                null), "--keep-disturbed counts the disturbed run: three pairs, ±13 %");
    }
}
