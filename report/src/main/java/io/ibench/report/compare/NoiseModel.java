package io.ibench.report.compare;

import io.ibench.core.result.StepResult;
import io.ibench.report.verdict.LogSpread;
import io.ibench.report.verdict.NoiseProfile;
import io.ibench.report.verdict.StepNoise;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The between-run noise of each step of a comparison (docs/report.md, "Noise profile"): a stored noise profile's
 * variance of ln(throughput), pooled (weighted by degrees of freedom) with the campaign's own between-repetition
 * variance of the step over every label with repetitions. It gives the ratio of two labels' means its interval,
 * ratio × exp(±t(0.975, df) × s × √(1/na + 1/nb)); interleaved repetitions (A B A B) are compared pair by pair.
 */
public final class NoiseModel {
    /** The relative half-width the repetitions advice aims at: ±5 %. */
    public static final double TARGET = 0.05;
    /** Repetitions beyond this are not advised. */
    static final int MAX_REPETITIONS = 1000;

    private final NoiseProfile profile;
    private final Map<String, StepNoise> campaign = new HashMap<>();
    private final int labels;

    /**
     * @param groups  the comparison's labels
     * @param columns its steps
     * @param profile the stored noise profile, or null without one
     */
    NoiseModel(List<RunGroup> groups, List<StepColumn> columns, NoiseProfile profile) {
        this.profile = profile;
        this.labels = groups.size();
        for (StepColumn column : columns) {
            LogSpread spread = new LogSpread();
            groups.forEach(g -> spread.add(rates(Comparison.finished(g, column))));
            StepNoise noise = spread.noise();
            if (noise != null) {
                campaign.put(column.step(), noise);
            }
        }
    }

    /** @return the stored noise profile in use, or null */
    public NoiseProfile profile() {
        return profile;
    }

    /**
     * @param step a step name
     * @return whether the step's between-run noise is known (from the profile or repetitions)
     */
    public boolean knows(String step) {
        return noise(step) != null;
    }

    /**
     * @param label the label's finished repetitions of the step, in the label's run order; not empty
     * @param base  the base label's, not empty
     * @param ratio the ratio of their mean rates, &gt; 0
     * @param step  the step's name, which {@link #knows}
     * @return the ratio with its interval: paired when both have the same number (≥ 2) of repetitions, started
     *         alternately; else from the pooled variance
     */
    RatioInterval interval(List<StepResult> label, List<StepResult> base, double ratio, String step) {
        StepNoise paired = paired(List.of(label), base, step);
        if (paired != null) {
            return RatioInterval.around(ratio, pairedHalfWidth(paired, label.size()), IntervalSource.PAIRED);
        }
        StepNoise noise = noise(step);
        return RatioInterval.around(ratio, halfWidth(noise, label.size(), base.size()), source(step));
    }

    /**
     * @param others the other labels' finished repetitions of the step, each in its run order
     * @param base   the base label's, in its run order
     * @param step   the step's name
     * @return the variance of ln(pair ratio) over every label's pairs with the base, pooled with twice the
     *         profile's variance of the step; null unless every label's repetitions are interleaved with the
     *         base's (so its intervals are paired)
     */
    StepNoise paired(List<List<StepResult>> others, List<StepResult> base, String step) {
        if (others.isEmpty() || !others.stream().allMatch(label -> interleaved(label, base))) {
            return null;
        }
        LogSpread differences = new LogSpread();
        for (List<StepResult> label : others) {
            List<Double> pairRatios = new ArrayList<>();
            for (int i = 0; i < label.size(); i++) {
                pairRatios.add(label.get(i).headlineRate() / base.get(i).headlineRate());
            }
            differences.add(pairRatios);
        }
        StepNoise own = differences.noise();
        StepNoise profiled = profile == null ? null : profile.step(step);
        // a pair's difference has twice a run's variance
        return own == null ? null : own.pool(profiled == null ? null
                : new StepNoise(2 * profiled.variance(), profiled.degreesOfFreedom()));
    }

    /**
     * @param step        a step name
     * @param repetitions the repetitions per label, ≥ 1
     * @param paired      the step's {@link #paired} noise when its intervals are paired, else null
     * @return what the campaign can see in the step, with the interval its verdicts use (paired or not), or one
     *         without figures when its noise is unknown
     */
    DetectableEffect detectable(String step, int repetitions, StepNoise paired) {
        StepNoise noise = paired != null ? paired : noise(step);
        if (noise == null) {
            return new DetectableEffect(step, repetitions, null, null, null, null, null);
        }
        // each further repetition adds a degree of freedom per label, or per pair of labels when paired
        int perRepetition = paired != null ? labels - 1 : labels;
        int more = Math.max(5, repetitions + 1);
        Integer enough = null;
        for (int n = 1; n <= MAX_REPETITIONS && enough == null; n++) {
            if (relative(projected(noise, step, n, perRepetition), n, paired != null) <= TARGET) {
                enough = n;
            }
        }
        return new DetectableEffect(step, repetitions, relative(noise, repetitions, paired != null), more,
                relative(projected(noise, step, more, perRepetition), more, paired != null), enough,
                paired != null ? IntervalSource.PAIRED : source(step));
    }

    /** @return the noise with the degrees of freedom the campaign would have with n repetitions per label */
    private StepNoise projected(StepNoise noise, String step, int n, int perRepetition) {
        double profiled = profile == null || profile.step(step) == null ? 0 : profile.step(step).degreesOfFreedom();
        double df = Math.max(noise.degreesOfFreedom(), profiled + perRepetition * (n - 1.0));
        return new StepNoise(noise.variance(), df);
    }

    private static double relative(StepNoise noise, int n, boolean paired) {
        return Math.exp(paired ? pairedHalfWidth(noise, n) : halfWidth(noise, n, n)) - 1;
    }

    /** @return t(0.975, df) × s_d / √n: the half-width of a mean of n pairs' ln ratios */
    private static double pairedHalfWidth(StepNoise paired, int n) {
        return RateEstimate.quantile(paired.degreesOfFreedom()) * Math.sqrt(paired.variance() / n);
    }

    private static double halfWidth(StepNoise noise, int na, int nb) {
        return RateEstimate.quantile(noise.degreesOfFreedom()) * Math.sqrt(noise.variance() * (1.0 / na + 1.0 / nb));
    }

    private StepNoise noise(String step) {
        StepNoise profiled = profile == null ? null : profile.step(step);
        StepNoise own = campaign.get(step);
        return profiled == null ? own : profiled.pool(own);
    }

    /**
     * @param step a step name
     * @return where its unpaired intervals' spread comes from, or null when unknown
     */
    IntervalSource source(String step) {
        boolean profiled = profile != null && profile.step(step) != null;
        boolean repeated = campaign.containsKey(step);
        return profiled && repeated ? IntervalSource.POOLED : profiled ? IntervalSource.NOISE_PROFILE
                : repeated ? IntervalSource.REPETITIONS : null;
    }

    /** @return whether both have n ≥ 2 repetitions that started alternately, either first */
    private static boolean interleaved(List<StepResult> label, List<StepResult> base) {
        if (label.size() < 2 || label.size() != base.size()) {
            return false;
        }
        List<StepResult> all = new ArrayList<>(label);
        all.addAll(base);
        if (all.stream().anyMatch(s -> s.run() == null || s.run().startedAt() == null)) {
            return false;
        }
        all.sort(Comparator.comparing(s -> s.run().startedAt()));
        Set<StepResult> labels = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        labels.addAll(label);
        for (int i = 1; i < all.size(); i++) {
            if (labels.contains(all.get(i)) == labels.contains(all.get(i - 1))) {
                return false;
            }
        }
        return true;
    }

    private static List<Double> rates(List<StepResult> steps) {
        return steps.stream().map(StepResult::headlineRate).toList();
    }

}
