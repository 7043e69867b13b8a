package io.ibench.report.load;

import io.ibench.core.profile.FoldedStacks;
import io.ibench.core.result.LatencyResult;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * One run as a report sees it: its result and the time series found beside it.
 *
 * @param label      the run's name in the report, unique among the loaded runs
 * @param source     the run folder or {@code result.json} it was read from
 * @param result     the run's result
 * @param intervals  per step name: its per-interval series; steps whose file is missing are absent
 * @param probes     per step name: its server-probe series; steps whose file is missing are absent
 * @param profiles   per step name: the server's CPU profile; steps without one or whose file is missing are absent
 * @param latencies  per step name: per tag of its {@code .hlog} (e.g. {@code insert.service}), the sum of the
 *                   interval histograms, µs; steps without a usable {@code .hlog} are absent
 */
public record LoadedRun(String label, Path source, RunResult result, Map<String, TimeSeries> intervals,
                        Map<String, TimeSeries> probes, Map<String, FoldedStacks> profiles,
                        Map<String, Map<String, LatencyResult>> latencies) {

    /**
     * @param name a step name, e.g. {@code qr100}
     * @return the run's result of that step, if it ran one
     */
    public Optional<StepResult> step(String name) {
        return result.steps().stream().filter(s -> s.name().equals(name)).findFirst();
    }

    /** @return the run folder: the source, or the folder of the {@code result.json} it names */
    public Path folder() {
        return Files.isDirectory(source) ? source : source.toAbsolutePath().getParent();
    }

    /**
     * @param step a step name
     * @param tag  an {@code .hlog} tag, e.g. {@code insert.response}
     * @return the step's distribution of that tag summed from its interval log; empty when the step has no usable
     *         log or no interval with that tag
     */
    public Optional<LatencyResult> fromIntervalLog(String step, String tag) {
        return Optional.ofNullable(latencies.get(step)).map(byTag -> byTag.get(tag));
    }
}
