package io.ibench.report.compare;

import io.ibench.report.load.LoadedRun;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The noise model's verdicts on synthetic runs with known log-normal noise (fixed seeds): a drop beyond the noise
 * is flagged, the same configuration is not, a profile pools with repetitions, interleaved pairs cancel drift, the
 * detectable difference and the gate follow the same rule.
 */
class NoiseVerdictTest {
    private static final Thresholds LIMITS = Thresholds.DEFAULT;

    @Test
    void aSingleRunWhoseDropIsBeyondTheProfilesNoiseIsFlaggedAndOnlyThere() {
        NoisyRuns runs = new NoisyRuns(1);
        Comparison comparison = Comparison.of(List.of(runs.run("A", 0.03),
                runs.run("B", 0.03, step -> step.equals("l.i1") ? 0.7 : 1)), "A", NoisyRuns.profile(0.0009, 20));
        RunGroup b = comparison.groups().get(1);
        for (StepColumn column : comparison.columns()) {
            RatioInterval interval = comparison.cell(b, column).interval();
            assertEquals(IntervalSource.NOISE_PROFILE, interval.source(), column.step());
            double halfWidth = new TDistribution(20).inverseCumulativeProbability(0.975) * 0.03 * Math.sqrt(2);
            assertEquals(halfWidth, Math.log(interval.high() / interval.ratio()), 1e-9, "t(20) × s × √(1/1 + 1/1)");
            assertEquals(column.step().equals("l.i1") ? Verdict.WORSE : Verdict.SAME, interval.judge(LIMITS),
                    column.step() + " " + interval.text());
        }
    }

    @Test
    void theSameConfigurationRunOnceEachIsFlaggedInAtMostFivePercentOfCells() {
        NoisyRuns runs = new NoisyRuns(2);
        int cells = 0;
        int flagged = 0;
        int holdOne = 0;
        for (int trial = 0; trial < 300; trial++) {
            Comparison comparison = Comparison.of(List.of(runs.run("A", 0.05), runs.run("B", 0.05)), "A",
                    NoisyRuns.profile(0.0025, 20));
            for (StepColumn column : comparison.columns()) {
                RatioInterval interval = comparison.cell(comparison.groups().get(1), column).interval();
                cells++;
                flagged += interval.judge(LIMITS) == Verdict.SAME ? 0 : 1;
                holdOne += interval.containsOne() ? 1 : 0;
            }
        }
        assertTrue(flagged <= cells * 0.05, flagged + " of " + cells + " A/A cells flagged");
        double coverage = holdOne / (double) cells;
        assertTrue(coverage > 0.93 && coverage < 0.97, "coverage " + coverage);
    }

    @Test
    void withoutAProfileOrRepetitionsSingleRunsKeepTheirWithinStepRuleAndNothingIsDetectable() {
        NoisyRuns runs = new NoisyRuns(3);
        Comparison comparison = Comparison.of(List.of(runs.run("A", 0), runs.run("B", 0, step -> 0.9)), "A");
        for (StepColumn column : comparison.columns()) {
            assertFalse(comparison.noise().knows(column.step()), column.step());
            RatioInterval interval = comparison.cell(comparison.groups().get(1), column).interval();
            assertTrue(interval.source() == null || interval.source() == IntervalSource.SINGLE_RUN, interval.text());
        }
        assertTrue(comparison.detectable().stream().allMatch(d -> d.relative() == null), "no noise known");
        assertTrue(CompareGrid.noiseLine(comparison).startsWith("No noise profile"), CompareGrid.noiseLine(comparison));
    }

    @Test
    void aProfileAndTheCampaignsRepetitionsArePooledByTheirDegreesOfFreedom() {
        NoisyRuns runs = new NoisyRuns(4);
        List<LoadedRun> given = List.of(runs.run("A", 0.04), runs.run("A", 0.04), runs.run("B", 0.04),
                runs.run("B", 0.04));
        Comparison comparison = Comparison.of(given, "A", NoisyRuns.profile(0.0009, 4));
        StepColumn li1 = NoisyRuns.column(comparison, "l.i1");
        RatioInterval interval = comparison.cell(comparison.groups().get(1), li1).interval();
        assertEquals(IntervalSource.POOLED, interval.source(), "A A B B are not interleaved");
        // each label's sample variance of ln(rate) (1 degree of freedom each), pooled: Σ(n − 1) s² / Σ(n − 1)
        double own = (StatUtils.variance(logs(given.subList(0, 2))) + StatUtils.variance(logs(given.subList(2, 4))))
                / 2;
        double variance = (4 * 0.0009 + 2 * own) / (4 + 2);
        double halfWidth = new TDistribution(6).inverseCumulativeProbability(0.975) * Math.sqrt(variance);
        assertEquals(halfWidth, Math.log(interval.high() / interval.ratio()), 1e-9,
                "t(4 + 2) × s_pooled × √(1/2 + 1/2)");
    }

    @Test
    void interleavedRepetitionsArePairedSoDriftBetweenPairsCancels() {
        NoisyRuns runs = new NoisyRuns(5);
        List<LoadedRun> interleaved = new ArrayList<>();
        for (double drift : new double[] {1, 1.4, 0.8}) {
            interleaved.add(runs.run("A", 0.005, step -> drift));
            interleaved.add(runs.run("B", 0.005, step -> drift * 0.9));
        }
        Comparison paired = Comparison.of(interleaved, "A");
        RatioInterval interval = paired.cell(paired.groups().get(1), NoisyRuns.column(paired, "l.i1")).interval();
        assertEquals(IntervalSource.PAIRED, interval.source());
        assertEquals(Verdict.WORSE, interval.judge(LIMITS), interval.text());
        assertTrue(interval.low() <= 0.9 && interval.high() >= 0.9, interval.text());

        List<LoadedRun> blocked = List.of(interleaved.get(0), interleaved.get(2), interleaved.get(4),
                runs.run("B", 0.005, step -> 0.9), runs.run("B", 0.005, step -> 1.4 * 0.9),
                runs.run("B", 0.005, step -> 0.8 * 0.9));
        Comparison unpaired = Comparison.of(blocked, "A");
        RatioInterval wide = unpaired.cell(unpaired.groups().get(1), NoisyRuns.column(unpaired, "l.i1")).interval();
        assertEquals(IntervalSource.REPETITIONS, wide.source(), "A A A B B B started in blocks");
        assertEquals(Verdict.SAME, wide.judge(LIMITS), "the drift hides the effect unpaired: " + wide.text());
    }

    @Test
    void theDetectableDifferenceIsTheIntervalsHalfWidthWithTheCampaignsRepetitions() {
        NoisyRuns runs = new NoisyRuns(6);
        Comparison comparison = Comparison.of(List.of(runs.run("A", 0.1), runs.run("B", 0.1)), "A",
                NoisyRuns.profile(0.01, 10));
        DetectableEffect effect = comparison.detectable().get(0);
        assertEquals(1, effect.repetitions());
        assertEquals(Math.exp(t(10) * 0.1 * Math.sqrt(2)) - 1, effect.relative(), 1e-9);
        assertEquals(5, effect.more());
        assertEquals(Math.exp(t(10 + 2 * 4) * 0.1 * Math.sqrt(2 / 5.0)) - 1, effect.atMore(), 1e-9);
        int n = effect.enough();
        assertTrue(Math.exp(t(10 + 2 * (n - 1)) * 0.1 * Math.sqrt(2.0 / n)) - 1 <= 0.05, "n = " + n);
        assertTrue(Math.exp(t(10 + 2 * (n - 2)) * 0.1 * Math.sqrt(2.0 / (n - 1))) - 1 > 0.05, "n − 1 is not enough");
        assertTrue(effect.text().startsWith("l.i0: ±" + Math.round(effect.relative() * 100) + " % detectable with "
                + "1 run; 5 would give ±"), effect.text());
    }

    @Test
    void withPairedRepetitionsADifferenceJustBeyondTheStatedDetectableIsFlaggedAndOneJustInsideIsNot() {
        double[] pairNoise = {1.1, 1, 1 / 1.1};
        // ln 1.1, 0, −ln 1.1: mean 0, squares 2 (ln 1.1)², over 2 degrees of freedom
        double spread = Math.log(1.1) * Math.log(1.1);
        double pooled = (2 * spread + 4 * 2 * 0.002) / 6;
        for (double epsilon : new double[] {1e-6, -1e-6}) {
            for (boolean drop : new boolean[] {true, false}) {
                Comparison first = paired(pairNoise, 1);
                DetectableEffect stated = first.detectable().stream().filter(d -> d.step().equals("l.i1"))
                        .findFirst().orElseThrow();
                assertEquals(IntervalSource.PAIRED, stated.source(), stated.text());
                assertEquals(Math.exp(t(6) * Math.sqrt(pooled / 3)) - 1, stated.relative(), 1e-9,
                        "t(2 + 4) × s_d / √3, s_d² the pairs' variance pooled with twice the profile's");
                double meanNoise = (1.1 + 1 + 1 / 1.1) / 3;
                double beyond = Math.log1p(stated.relative()) + epsilon;
                double ratio = Math.exp(drop ? -beyond : beyond);
                Comparison comparison = paired(pairNoise, ratio / meanNoise);
                RatioInterval interval = comparison.cell(comparison.groups().get(1),
                        NoisyRuns.column(comparison, "l.i1")).interval();
                assertEquals(ratio, interval.ratio(), 1e-12);
                Verdict expected = epsilon < 0 ? Verdict.SAME : drop ? Verdict.WORSE : Verdict.BETTER;
                assertEquals(expected, interval.judge(LIMITS), (epsilon > 0 ? "just beyond " : "just inside ")
                        + stated.text() + ": " + interval.text());
            }
        }
    }

    /** @return A B A B A B on a profile of variance 0.002 (df 4), B the base's rate × effect × the pair's noise */
    private static Comparison paired(double[] pairNoise, double effect) {
        NoisyRuns runs = new NoisyRuns(9);
        List<LoadedRun> interleaved = new ArrayList<>();
        for (double noise : pairNoise) {
            interleaved.add(runs.run("A", 0));
            interleaved.add(runs.run("B", 0, step -> effect * noise));
        }
        return Comparison.of(interleaved, "A", NoisyRuns.profile(0.002, 4));
    }

    @Test
    void theGateFailsADropTheNoiseModelFlagsAndNotOneWithinTheNoise() {
        NoisyRuns runs = new NoisyRuns(7);
        LoadedRun a = runs.run("A", 0);
        Comparison noisy = Comparison.of(List.of(a, runs.run("B", 0, step -> 0.9)), "A", NoisyRuns.profile(0.01, 20));
        assertEquals(List.of(), Gate.evaluate(noisy, 0.95), "a 10 % drop within ±30 % noise passes");
        Comparison bare = Comparison.of(List.of(a, runs.run("B", 0, step -> 0.9)), "A");
        assertFalse(Gate.evaluate(bare, 0.95).isEmpty(), "without a profile the bare ratio fails, as before");
        Comparison real = Comparison.of(List.of(a, runs.run("B", 0, step -> step.equals("l.i2") ? 0.5 : 1)), "A",
                NoisyRuns.profile(0.01, 20));
        List<Finding> findings = Gate.evaluate(real, 0.95);
        assertEquals(1, findings.size(), findings.toString());
        assertEquals("l.i2", findings.get(0).step());
    }

    @Test
    void aRepetitionOfTheBaseIsNotJudgedAgainstAnotherInAnyFormat() {
        NoisyRuns runs = new NoisyRuns(8);
        Comparison comparison = Comparison.of(List.of(runs.run("A", 0), runs.run("A", 0, step -> 0.8),
                runs.run("B", 0, step -> 0.9)), "A");
        CompareReport report = CompareReport.of(comparison, LIMITS, 0, List.of());
        String csv = new CsvCompareFormat().render(report);
        List<String> secondA = csv.lines().filter(l -> l.startsWith("A,A-2,")).toList();
        assertEquals(comparison.columns().size(), secondA.size());
        secondA.forEach(line -> assertTrue(line.contains(",0.8000,,"), "ratio 0.80, no verdict: " + line));
        String json = new JsonCompareFormat().render(report);
        assertFalse(json.contains("\"ratio\" : 0.8,\n          \"verdict\" : \"worse\""), json);
        assertNotEquals(-1, json.indexOf("\"detectable\""));
    }

    private static double t(double df) {
        return new TDistribution(df).inverseCumulativeProbability(0.975);
    }

    private static double[] logs(List<LoadedRun> runs) {
        return runs.stream().mapToDouble(r -> Math.log(r.step("l.i1").orElseThrow().headlineRate())).toArray();
    }
}
