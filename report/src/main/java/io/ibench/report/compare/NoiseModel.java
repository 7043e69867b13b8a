package io.ibench.report.compare;

import io.ibench.core.result.Repetition;
import io.ibench.core.result.StepResult;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.verdict.LogSpread;
import io.ibench.report.verdict.NoiseProfile;
import io.ibench.report.verdict.StepNoise;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

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
    private final Map<StepColumn, Optional<Pairing>> pairings = new HashMap<>();
    private final List<RunGroup> groups;
    private final BiFunction<RunGroup, StepColumn, List<StepResult>> judged;
    private final Function<StepResult, LoadedRun> owner;

    /**
     * The interleaved pairs of a step: the variance of ln(pair ratio) over every label's pairs with the base, pooled
     * with twice the profile's variance of the step, and how many pairs each label has.
     *
     * @param noise the pooled variance with its degrees of freedom
     * @param pairs per label but the base, its pairs with the base, ≥ 2
     */
    record Pairing(StepNoise noise, Map<RunGroup, Integer> pairs) {
        /** @return the fewest pairs any label has */
        int fewest() {
            return pairs.values().stream().mapToInt(Integer::intValue).min().orElseThrow();
        }
    }

    /**
     * @param groups  the comparison's labels
     * @param columns its steps
     * @param profile the stored noise profile, or null without one
     * @param judged  a label's runs of a step that finished it and count (the quiet ones, unless disturbed steps are
     *                kept), in the label's run order
     * @param owner   the run a step result belongs to
     */
    NoiseModel(List<RunGroup> groups, List<StepColumn> columns, NoiseProfile profile,
               BiFunction<RunGroup, StepColumn, List<StepResult>> judged, Function<StepResult, LoadedRun> owner) {
        this.profile = profile;
        this.groups = groups;
        this.judged = judged;
        this.owner = owner;
        for (StepColumn column : columns) {
            LogSpread spread = new LogSpread();
            groups.forEach(g -> spread.add(rates(judged.apply(g, column))));
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
     * @param label  a label, not the base
     * @param base   the base label
     * @param column the step, whose noise the model {@link #knows}
     * @param ratio  the ratio of the label's mean rate to the base's, &gt; 0
     * @return the ratio with its interval: paired when the step is ({@link #pairing}), from the pooled variance of
     *         the pairs and the label's number of pairs; else from the step's pooled variance and the numbers of
     *         runs
     */
    RatioInterval interval(RunGroup label, RunGroup base, StepColumn column, double ratio) {
        Pairing pairing = pairing(base, column);
        if (pairing != null) {
            return RatioInterval.around(ratio, pairedHalfWidth(pairing.noise(), pairing.pairs().get(label)),
                    IntervalSource.PAIRED);
        }
        return RatioInterval.around(ratio, halfWidth(noise(column.step()), judged.apply(label, column).size(),
                judged.apply(base, column).size()), source(column.step()));
    }

    /**
     * @param base   the base label
     * @param column a step
     * @return the step's pairs, or null unless every label with runs of the step pairs with the base: both have
     *         runs of the same repetitions (by their recorded index, else by position when they have as many), at
     *         least two, and each pair started before the next pair's runs (A B A B, B A A B, or a run again of a
     *         disturbed one before the next repetition), so drift between pairs cancels
     */
    Pairing pairing(RunGroup base, StepColumn column) {
        return pairings.computeIfAbsent(column, c -> Optional.ofNullable(pairs(base, c))).orElse(null);
    }

    private Pairing pairs(RunGroup base, StepColumn column) {
        List<StepResult> baseSteps = judged.apply(base, column);
        LogSpread differences = new LogSpread();
        Map<RunGroup, Integer> counts = new LinkedHashMap<>();
        for (RunGroup label : groups) {
            List<StepResult> steps = judged.apply(label, column);
            if (label == base || steps.isEmpty()) {
                continue;
            }
            List<StepResult[]> pairs = pairs(steps, baseSteps);
            if (pairs == null) {
                return null;
            }
            differences.add(pairs.stream().map(p -> p[0].headlineRate() / p[1].headlineRate()).toList());
            counts.put(label, pairs.size());
        }
        StepNoise own = differences.noise();
        if (own == null) {
            return null;
        }
        StepNoise profiled = profile == null ? null : profile.step(column.step());
        // a pair's difference has twice a run's variance
        return new Pairing(own.pool(profiled == null ? null
                : new StepNoise(2 * profiled.variance(), profiled.degreesOfFreedom())), counts);
    }

    /** @return the label's and the base's runs of one repetition each, in order; null when they do not pair */
    private List<StepResult[]> pairs(List<StepResult> label, List<StepResult> base) {
        List<StepResult[]> pairs = byRepetition(label, base);
        if (pairs == null && label.size() == base.size()) {
            pairs = new ArrayList<>();
            for (int i = 0; i < label.size(); i++) {
                pairs.add(new StepResult[] {label.get(i), base.get(i)});
            }
        }
        return pairs == null || pairs.size() < 2 || !apart(pairs) ? null : pairs;
    }

    /** @return the runs of the repetitions both have, by index; null unless every run has a repetition of its own */
    private List<StepResult[]> byRepetition(List<StepResult> label, List<StepResult> base) {
        Map<Integer, StepResult> labelRuns = byIndex(label);
        Map<Integer, StepResult> baseRuns = byIndex(base);
        if (labelRuns == null || baseRuns == null) {
            return null;
        }
        return labelRuns.keySet().stream().filter(baseRuns::containsKey).sorted()
                .map(i -> new StepResult[] {labelRuns.get(i), baseRuns.get(i)}).toList();
    }

    private Map<Integer, StepResult> byIndex(List<StepResult> steps) {
        Map<Integer, StepResult> byIndex = new HashMap<>();
        for (StepResult step : steps) {
            LoadedRun run = owner.apply(step);
            Repetition repetition = run == null ? null : run.result().repetition();
            if (repetition == null || byIndex.put(repetition.index(), step) != null) {
                return null;
            }
        }
        return byIndex;
    }

    /** @return whether each pair's runs both started before either run of the next pair, by the steps' starts */
    private static boolean apart(List<StepResult[]> pairs) {
        List<Instant[]> spans = new ArrayList<>();
        for (StepResult[] pair : pairs) {
            Instant a = started(pair[0]);
            Instant b = started(pair[1]);
            if (a == null || b == null) {
                return false;
            }
            spans.add(a.isBefore(b) ? new Instant[] {a, b} : new Instant[] {b, a});
        }
        spans.sort(Comparator.comparing(span -> span[0]));
        for (int i = 1; i < spans.size(); i++) {
            if (!spans.get(i - 1)[1].isBefore(spans.get(i)[0])) {
                return false;
            }
        }
        return true;
    }

    private static Instant started(StepResult step) {
        try {
            return step.run() == null || step.run().startedAt() == null ? null : Instant.parse(step.run().startedAt());
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /**
     * @param base        the base label
     * @param column      a step
     * @param repetitions the fewest runs any label has that finished the step and count, ≥ 1
     * @return what the campaign can see in the step, with the interval its verdicts use (paired, with the fewest
     *         pairs of any label, or not), or one without figures when its noise is unknown
     */
    DetectableEffect detectable(RunGroup base, StepColumn column, int repetitions) {
        Pairing pairing = pairing(base, column);
        String step = column.step();
        StepNoise noise = pairing != null ? pairing.noise() : noise(step);
        int n = pairing != null ? pairing.fewest() : repetitions;
        if (noise == null) {
            return new DetectableEffect(step, n, null, null, null, null, null);
        }
        boolean paired = pairing != null;
        // each further repetition adds a degree of freedom per label, or per pair of labels when paired
        int perRepetition = paired ? groups.size() - 1 : groups.size();
        int more = Math.max(5, n + 1);
        Integer enough = null;
        for (int k = 1; k <= MAX_REPETITIONS && enough == null; k++) {
            if (relative(projected(noise, step, k, perRepetition), k, paired) <= TARGET) {
                enough = k;
            }
        }
        return new DetectableEffect(step, n, relative(noise, n, paired), more,
                relative(projected(noise, step, more, perRepetition), more, paired), enough,
                paired ? IntervalSource.PAIRED : source(step));
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

    private static List<Double> rates(List<StepResult> steps) {
        return steps.stream().map(StepResult::headlineRate).toList();
    }

}
