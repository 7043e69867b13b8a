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
 * label): per step, the variance of ln(throughput) within each label, pooled over the labels. A step the host
 * disturbed is left out (its run's other steps count), unless disturbed steps are kept; a run of another host,
 * server or workload than the first run's is left out whole, since a profile holds for one of each.
 */
public final class Calibration {
    private Calibration() {
    }

    /**
     * A profile made, with what was left out of it.
     *
     * @param profile   the profile
     * @param disturbed the disturbed steps, left out unless kept, each {@code <label> <run id> <step>: <reasons>}
     * @param others    the runs left out because their host, server or workload is not the first run's, each
     *                  {@code <run id>: <why>}
     */
    public record Made(NoiseProfile profile, List<String> disturbed, List<String> others) {
    }

    /**
     * @param results the runs, the first one's host, server and workload naming the profile
     * @param created when the profile is made, ISO-8601 UTC
     * @return the profile, disturbed steps left out
     * @throws IllegalArgumentException when no step was finished by two runs of one label
     */
    public static NoiseProfile of(List<RunResult> results, String created) {
        return of(results, created, false).profile();
    }

    /**
     * @param results       the runs, the first one's host, server and workload naming the profile; not empty
     * @param created       when the profile is made, ISO-8601 UTC
     * @param keepDisturbed whether disturbed steps count like the others ({@code --keep-disturbed})
     * @return the profile with what was left out
     * @throws IllegalArgumentException when no step was finished (and counts) in two runs of one label
     */
    public static Made of(List<RunResult> results, String created, boolean keepDisturbed) {
        if (results.isEmpty()) {
            throw new IllegalArgumentException("a noise profile needs at least two runs of one configuration; no "
                    + "finished run was given");
        }
        RunResult first = results.get(0);
        List<String> others = new ArrayList<>();
        List<String> disturbed = new ArrayList<>();
        Map<String, List<RunResult>> byLabel = new LinkedHashMap<>();
        for (RunResult run : results) {
            String other = differs(first, run);
            if (other != null) {
                others.add(run.runId() + ": " + other);
            } else {
                byLabel.computeIfAbsent(run.label() == null ? "" : run.label(), k -> new ArrayList<>()).add(run);
            }
        }
        Map<String, LogSpread> spreads = new LinkedHashMap<>();
        for (List<RunResult> runs : byLabel.values()) {
            Map<String, List<Double>> rates = new LinkedHashMap<>();
            for (RunResult run : runs) {
                for (StepResult step : run.steps()) {
                    if (!step.finished() || step.kind() == StepKind.CLEANUP) {
                        continue;
                    }
                    if (step.disturbed()) {
                        disturbed.add(run.label() + " " + run.runId() + " " + step.name() + ": "
                                + String.join(", ", step.server().disturbance().reasons()));
                        if (!keepDisturbed) {
                            continue;
                        }
                    }
                    rates.computeIfAbsent(step.name(), k -> new ArrayList<>()).add(step.headlineRate());
                }
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
        int counted = results.size() - others.size();
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("a noise profile needs at least two runs of one configuration that "
                    + "finished the same step" + (disturbed.isEmpty() ? "" : " undisturbed") + "; " + counted
                    + " run(s) were given" + (others.isEmpty() ? "" : " of " + NoiseProfile.serverOf(first) + " ("
                    + others.size() + " of another host, server or workload left out)"));
        }
        return new Made(new NoiseProfile(hostOf(first), NoiseProfile.serverOf(first), NoiseProfile.workloadOf(first),
                created, counted, steps), List.copyOf(disturbed), List.copyOf(others));
    }

    /** @return what of the run is not the first run's (its host, server or workload), or null when nothing */
    private static String differs(RunResult first, RunResult run) {
        if (!hostOf(first).equals(hostOf(run))) {
            return "host " + hostOf(run) + ", not " + hostOf(first);
        }
        if (!NoiseProfile.serverOf(first).equals(NoiseProfile.serverOf(run))) {
            return NoiseProfile.serverOf(run) + ", not " + NoiseProfile.serverOf(first);
        }
        String workload = NoiseProfile.workloadOf(run);
        return workload.equals(NoiseProfile.workloadOf(first)) ? null
                : "the workload " + workload + ", not " + NoiseProfile.workloadOf(first);
    }

    private static String hostOf(RunResult run) {
        return run.environment() == null ? "unknown" : run.environment().hostName();
    }
}
