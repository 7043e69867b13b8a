package io.ibench.report.compare;

import io.ibench.core.result.RunResult;
import io.ibench.report.Fixtures;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.load.RunLoader;
import io.ibench.report.verdict.NoiseProfile;
import io.ibench.report.verdict.StepNoise;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.ToDoubleFunction;

/**
 * Synthetic runs with known noise, in memory: the fixture run {@code base} with every step's rates multiplied by a
 * factor, e.g. exp(σ × N(0, 1)) for log-normal noise of σ, and the runs' start times in the order made.
 */
final class NoisyRuns {
    private static final RunResult TEMPLATE = RunLoader.loadResults(List.of(Fixtures.folder().resolve("base")))
            .runs().get(0).result();
    private static final Instant START = Instant.parse("2026-11-27T00:00:00Z");

    private final Random random;
    private int made;

    NoisyRuns(long seed) {
        this.random = new Random(seed);
    }

    /**
     * @param label  the run's label
     * @param sigma  the standard deviation of ln(rate) between runs
     * @param effect per step name, the true ratio to the fixture's rate (1 for none)
     * @return a run started after the ones made before
     */
    LoadedRun run(String label, double sigma, ToDoubleFunction<String> effect) {
        Instant started = START.plusSeconds(3600L * made++);
        RunResult result = DisturbedResults.scaled(TEMPLATE, label, label + "-" + made, started.toString(),
                step -> effect.applyAsDouble(step) * Math.exp(sigma * random.nextGaussian()));
        return new LoadedRun(label, Fixtures.folder().resolve("base"), result, Map.of(), Map.of(), Map.of(),
                Map.of());
    }

    /** @return a run of the label without an effect */
    LoadedRun run(String label, double sigma) {
        return run(label, sigma, step -> 1);
    }

    /**
     * @param variance the variance of ln(rate) of every step
     * @param df       its degrees of freedom
     * @return a profile for the fixture's host, server and workload
     */
    static NoiseProfile profile(double variance, double df) {
        Map<String, StepNoise> steps = new LinkedHashMap<>();
        TEMPLATE.steps().forEach(s -> steps.put(s.name(), new StepNoise(variance, df)));
        return new NoiseProfile(TEMPLATE.environment().hostName(), NoiseProfile.serverOf(TEMPLATE),
                NoiseProfile.workloadOf(TEMPLATE), "2026-11-27T00:00:00Z", (int) df + 1, steps);
    }

    /**
     * @param comparison a comparison
     * @param step       a step name
     * @return its column
     */
    static StepColumn column(Comparison comparison, String step) {
        return comparison.columns().stream().filter(c -> c.step().equals(step)).findFirst().orElseThrow();
    }
}
