package io.ibench.report.compare;

import io.ibench.core.result.BatchMeans;
import io.ibench.core.result.Golden;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The ratio of means and its confidence interval on synthetic rates with known noise (fixed seeds):
 * coverage, colouring, the gate, and the formats' golden files with repetitions and a single run.
 */
class ConfidenceIntervalTest {
    private static final int TRIALS = 2000;

    @Test
    void threeRepetitionsOfTheSameRateGiveIntervalsThatHoldOneAboutNinetyFivePercentOfTheTime() {
        Random random = new Random(1);
        int holdsOne = 0;
        int coloured = 0;
        for (int t = 0; t < TRIALS; t++) {
            RatioInterval interval = RatioInterval.of(sample(random, 3, 1000, 0.05), sample(random, 3, 1000, 0.05));
            holdsOne += interval.containsOne() ? 1 : 0;
            coloured += interval.judge(Thresholds.DEFAULT) != Verdict.SAME ? 1 : 0;
        }
        double coverage = holdsOne / (double) TRIALS;
        assertTrue(coverage > 0.93 && coverage < 0.975, "coverage " + coverage);
        assertTrue(coloured < TRIALS * 0.01, "same rates with 5 % noise coloured in " + coloured + " trials");
    }

    @Test
    void aTwentyPercentEffectIsFlaggedWorseAndItsIntervalHoldsTheTrueRatio() {
        Random random = new Random(2);
        int worse = 0;
        int holdsTruth = 0;
        for (int t = 0; t < TRIALS; t++) {
            RatioInterval interval = RatioInterval.of(sample(random, 3, 800, 0.03), sample(random, 3, 1000, 0.03));
            worse += interval.judge(Thresholds.DEFAULT) == Verdict.WORSE ? 1 : 0;
            holdsTruth += interval.low() <= 0.8 && interval.high() >= 0.8 ? 1 : 0;
        }
        assertTrue(worse > TRIALS * 0.95, "flagged worse in " + worse + " of " + TRIALS);
        double coverage = holdsTruth / (double) TRIALS;
        assertTrue(coverage > 0.93 && coverage < 0.975, "coverage " + coverage);
    }

    @Test
    void aSmallEffectInLargeNoiseIsNotColouredThoughItsRatioIsBelowTheThreshold() {
        RateEstimate slower = RateEstimate.of(List.of(900.0, 1000.0, 880.0), null);
        RateEstimate base = RateEstimate.of(List.of(1000.0, 1010.0, 990.0), null);
        RatioInterval interval = RatioInterval.of(slower, base);
        assertTrue(interval.ratio() <= 0.95, "the point ratio alone would be red: " + interval.ratio());
        assertEquals(Verdict.SAME, interval.judge(Thresholds.DEFAULT), interval.text());
        assertFalse(interval.below(0.95), "the gate at 0.95 passes: " + interval.text());
    }

    @Test
    void theIntervalIsTheDeltaMethodOnTheLogRatioWithWelchSatterthwaiteDegreesOfFreedom() {
        RateEstimate a = RateEstimate.of(List.of(90.0, 100.0, 110.0), null);
        RateEstimate b = RateEstimate.of(List.of(200.0, 200.0, 200.0, 200.0), null);
        RatioInterval interval = RatioInterval.of(a, b);
        double va = 100.0 / (3 * 100 * 100);
        double t = 4.302652729911275;
        assertEquals(0.5, interval.ratio(), 1e-12);
        assertEquals(0.5 * Math.exp(-t * Math.sqrt(va)), interval.low(), 1e-9, "df = 2 when b has no spread");
        assertEquals(0.5 * Math.exp(t * Math.sqrt(va)), interval.high(), 1e-9);
        assertEquals(IntervalSource.SINGLE_RUN, interval.source(), "the estimates' own precision, not a noise model");
        assertEquals(t * 10 / Math.sqrt(3), a.halfWidth(), 1e-6, "t(2) × s / √n");
    }

    @Test
    void aSingleRunTakesItsPrecisionFromItsBatchMeansAndWithoutThemHasNoInterval() {
        RateEstimate single = RateEstimate.of(List.of(1000.0), new BatchMeans(10, 6, 1000, 0.03 * Math.sqrt(6) * 1000));
        assertEquals(IntervalSource.SINGLE_RUN, single.source());
        assertEquals(0.03 * 0.03, single.relativeVariance(), 1e-12);
        assertEquals(5.0, single.degreesOfFreedom());
        RatioInterval interval = RatioInterval.of(single, RateEstimate.of(List.of(900.0, 1000.0, 1100.0), null));
        assertEquals(IntervalSource.SINGLE_RUN, interval.source());
        RatioInterval none = RatioInterval.of(RateEstimate.of(List.of(1000.0), null), single);
        assertFalse(none.hasInterval());
        assertNull(none.source());
        assertEquals(Verdict.WORSE, RatioInterval.of(RateEstimate.of(List.of(900.0), null), single)
                .judge(Thresholds.DEFAULT), "without an interval the ratio is judged as before");
    }

    @Test
    void theGateFailsOnlyTheStepWithARealEffect(@TempDir Path dir) {
        Comparison comparison = Comparison.of(RepeatedRuns.load(dir), "A");
        List<Finding> findings = Gate.evaluate(comparison, 0.95);
        assertEquals(1, findings.size(), findings.toString());
        assertEquals("B", findings.get(0).run());
        assertEquals("l.i1", findings.get(0).step());
        RunGroup b = comparison.groups().get(1);
        StepColumn li1 = comparison.columns().stream().filter(c -> c.step().equals("l.i1")).findFirst().orElseThrow();
        RatioInterval interval = comparison.cell(b, li1).interval();
        assertTrue(interval.low() <= RepeatedRuns.EFFECT && interval.high() >= RepeatedRuns.EFFECT, interval.text());
        for (StepColumn column : comparison.columns()) {
            if (column != li1) {
                assertTrue(comparison.cell(b, column).interval().containsOne(), column.step() + ": noise only, "
                        + comparison.cell(b, column).interval().text());
            }
        }
    }

    @Test
    void repetitionsGiveTheRatioTheirPooledLogVarianceComputedHere(@TempDir Path dir) {
        Comparison comparison = Comparison.of(RepeatedRuns.load(dir), "A");
        StepColumn li1 = comparison.columns().stream().filter(c -> c.step().equals("l.i1")).findFirst().orElseThrow();
        double[] a = logs(comparison.groups().get(0), "l.i1");
        double[] b = logs(comparison.groups().get(1), "l.i1");
        // A and B have 3 repetitions each (2 degrees of freedom), C one (none); C's single run pairs with nothing,
        // so no label is paired
        double pooled = (2 * StatUtils.variance(a) + 2 * StatUtils.variance(b)) / 4;
        double halfWidth = new TDistribution(4).inverseCumulativeProbability(0.975) * Math.sqrt(pooled * 2 / 3);
        RatioInterval interval = comparison.cell(comparison.groups().get(1), li1).interval();
        assertEquals(IntervalSource.REPETITIONS, interval.source());
        assertEquals(StatUtils.mean(exp(b)) / StatUtils.mean(exp(a)), interval.ratio(), 1e-12);
        assertEquals(interval.ratio() * Math.exp(halfWidth), interval.high(), 1e-9,
                "t(4) × s_pooled × √(1/3 + 1/3)");
        assertEquals(interval.ratio() * Math.exp(-halfWidth), interval.low(), 1e-9);
    }

    private static double[] logs(RunGroup group, String step) {
        return group.runs().stream().mapToDouble(r -> Math.log(r.step(step).orElseThrow().headlineRate())).toArray();
    }

    private static double[] exp(double[] logs) {
        return java.util.Arrays.stream(logs).map(Math::exp).toArray();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"text", "csv", "json", "markdown"})
    void repetitionsAndASingleRunMatchTheGoldenFiles(String format, @TempDir Path dir) throws IOException {
        CompareReport report = CompareReport.of(Comparison.of(RepeatedRuns.load(dir), "A"), Thresholds.DEFAULT,
                0.95, List.of());
        String extension = format.equals("markdown") ? "md" : format.equals("text") ? "txt" : format;
        Golden.assertMatches("io/ibench/report/compare-repeated-golden." + extension,
                CompareFormat.named(format).render(report));
    }

    private static RateEstimate sample(Random random, int n, double mean, double relativeNoise) {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            values.add(mean * (1 + relativeNoise * random.nextGaussian()));
        }
        return RateEstimate.of(values, null);
    }
}
