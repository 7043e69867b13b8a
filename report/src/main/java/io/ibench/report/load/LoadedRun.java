package io.ibench.report.load;

import io.ibench.core.profile.FoldedStacks;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;

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
 */
public record LoadedRun(String label, Path source, RunResult result, Map<String, TimeSeries> intervals,
                        Map<String, TimeSeries> probes, Map<String, FoldedStacks> profiles) {

    /**
     * @param name a step name, e.g. {@code qr100}
     * @return the run's result of that step, if it ran one
     */
    public Optional<StepResult> step(String name) {
        return result.steps().stream().filter(s -> s.name().equals(name)).findFirst();
    }
}
