package io.ibench.report.verdict;

import io.ibench.core.plan.StepKind;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Makes a noise profile from repetitions of one configuration (or of several, interleaved, each under its own
 * label): per step, the variance of ln(throughput) within each label, pooled over the labels.
 */
public final class Calibration {
    private Calibration() {
    }

    /**
     * @param results the runs, the first one's host, server and workload naming the profile
     * @param created when the profile is made, ISO-8601 UTC
     * @return the profile
     * @throws IllegalArgumentException when no step was finished by two runs of one label
     */
    public static NoiseProfile of(List<RunResult> results, String created) {
        Map<String, List<RunResult>> byLabel = new LinkedHashMap<>();
        results.forEach(r -> byLabel.computeIfAbsent(r.label() == null ? "" : r.label(), k -> new ArrayList<>())
                .add(r));
        Map<String, LogSpread> spreads = new LinkedHashMap<>();
        for (List<RunResult> runs : byLabel.values()) {
            Map<String, List<Double>> rates = new LinkedHashMap<>();
            for (RunResult run : runs) {
                run.steps().stream().filter(StepResult::finished).filter(s -> s.kind() != StepKind.CLEANUP)
                        .forEach(s -> rates.computeIfAbsent(s.name(), k -> new ArrayList<>()).add(s.headlineRate()));
            }
            rates.forEach((step, values) -> spreads.computeIfAbsent(step, k -> new LogSpread()).add(values));
        }
        Map<String, StepNoise> steps = new LinkedHashMap<>();
        spreads.forEach((step, spread) -> {
            StepNoise noise = spread.noise();
            if (noise != null) {
                steps.put(step, noise);
            }
        });
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("a noise profile needs at least two runs of one configuration that "
                    + "finished the same step; " + results.size() + " run(s) were given");
        }
        RunResult first = results.get(0);
        return new NoiseProfile(first.environment() == null ? "unknown" : first.environment().hostName(),
                NoiseProfile.serverOf(first), NoiseProfile.workloadOf(first), created, results.size(), steps);
    }
}
