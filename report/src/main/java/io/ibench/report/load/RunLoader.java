package io.ibench.report.load;

import io.ibench.core.config.IoReason;
import io.ibench.core.profile.FoldedStacks;
import io.ibench.core.result.LatencyResult;
import io.ibench.core.result.ResultFileException;
import io.ibench.core.result.RunFileException;
import io.ibench.core.result.RunFolderFile;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStatus;
import io.ibench.core.result.ServerProfile;
import io.ibench.core.result.StepResult;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads run results for reports and comparisons. A file that cannot be used is skipped with one
 * sentence in {@link Loaded#problems()}; everything usable is kept, so one bad folder never hides
 * the others. The HTML report reads each step's interval and probe series too ({@link #load});
 * a comparison needs only the {@code result.json} files ({@link #loadResults}).
 */
public final class RunLoader {
    private RunLoader() {
    }

    /**
     * The outcome of loading.
     *
     * @param runs     the usable runs, in the order given
     * @param problems one sentence per file or part that could not be used, and per run that did not
     *                 complete, in the order met
     * @param unusable the problems that are about files or parts that could not be used (a subset of
     *                 {@code problems}); a run that did not complete is usable, its status is a finding
     */
    public record Loaded(List<LoadedRun> runs, List<String> problems, List<String> unusable) {
    }

    /**
     * @param sources run folders or {@code result.json} files
     * @return the usable runs with their interval and probe series, and the problems met
     */
    public static Loaded load(List<Path> sources) {
        return load(sources, true);
    }

    /**
     * @param sources run folders or {@code result.json} files
     * @return the usable runs without their series (not read), and the problems met
     */
    public static Loaded loadResults(List<Path> sources) {
        return load(sources, false);
    }

    private static Loaded load(List<Path> sources, boolean withSeries) {
        List<LoadedRun> runs = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        List<String> unusable = new ArrayList<>();
        Set<String> labels = new HashSet<>();
        for (Path source : sources) {
            RunResult result;
            try {
                result = ResultJson.read(source);
            } catch (ResultFileException e) {
                unusable.add(e.getMessage() + "; it is left out");
                problems.add(unusable.get(unusable.size() - 1));
                continue;
            }
            Path folder = Files.isDirectory(source) ? source : source.toAbsolutePath().getParent();
            String label = uniqueLabel(result, labels);
            Path json = Files.isDirectory(source) ? source.resolve(ResultJson.FILE_NAME) : source;
            if (result.status() == RunStatus.DEGRADED) {
                problems.add(json + " says run " + label + " is degraded: " + result.error());
            } else if (result.status() != RunStatus.COMPLETE) {
                problems.add(json + " says run " + label + " did not complete (status " + result.status()
                        + "): only its " + result.steps().size() + " finished steps are shown");
            }
            Map<String, TimeSeries> intervals = new LinkedHashMap<>();
            Map<String, TimeSeries> probes = new LinkedHashMap<>();
            Map<String, FoldedStacks> profiles = new LinkedHashMap<>();
            Map<String, Map<String, LatencyResult>> latencies = new LinkedHashMap<>();
            for (StepResult step : withSeries ? result.steps() : List.<StepResult>of()) {
                List<String> seriesProblems = new ArrayList<>();
                readSeries(folder, step.measurements().intervals(), label, step.name(), intervals, seriesProblems);
                readSeries(folder, step.server().probes() == null ? null : step.server().probes().file(), label,
                        step.name(), probes,
                        seriesProblems);
                readProfile(folder, step.server().profile(), label, step.name(), profiles, seriesProblems);
                readIntervalLog(folder, step.measurements().histograms(), label, step.name(), latencies,
                        seriesProblems);
                problems.addAll(seriesProblems);
                unusable.addAll(seriesProblems);
            }
            runs.add(new LoadedRun(label, source, result, Map.copyOf(intervals), Map.copyOf(probes),
                    Map.copyOf(profiles), Map.copyOf(latencies)));
        }
        return new Loaded(List.copyOf(runs), List.copyOf(problems), List.copyOf(unusable));
    }

    private static String uniqueLabel(RunResult result, Set<String> taken) {
        String label = result.label() == null || result.label().isBlank() ? result.runId() : result.label();
        if (!taken.add(label)) {
            label = label + " (" + result.runId() + ")";
            for (int n = 2; !taken.add(label); n++) {
                label = label.replaceFirst(" #\\d+$", "") + " #" + n;
            }
        }
        return label;
    }

    private static void readProfile(Path folder, ServerProfile profile, String label, String step,
                                    Map<String, FoldedStacks> into, List<String> problems) {
        if (profile == null || profile.file() == null || folder == null) {
            return;
        }
        Path file = folder.resolve(profile.file());
        String leftOut = "the " + step + " flame graphs of run " + label + " are left out";
        try {
            byte[] bytes = RunFolderFile.read(folder, profile.file(), RunFolderFile.Kind.PROFILE);
            into.put(step, FoldedStacks.parse(new String(bytes, StandardCharsets.UTF_8)));
        } catch (RunFileException e) {
            problems.add(e.getMessage() + ": " + leftOut);
        } catch (IllegalArgumentException e) {
            problems.add(file + " cannot be used (" + e.getMessage() + "): " + leftOut);
        }
    }

    /** A missing log is no problem (older results name none, a run may have lost it): result.json stands in. */
    private static void readIntervalLog(Path folder, String fileName, String label, String step,
                                        Map<String, Map<String, LatencyResult>> into, List<String> problems) {
        if (fileName == null || folder == null) {
            return;
        }
        Path file = folder.resolve(fileName);
        String instead = "the " + step + " percentiles of run " + label + " come from result.json";
        try (InputStream in = RunFolderFile.open(folder, fileName, RunFolderFile.Kind.INTERVAL_LOG)) {
            into.put(step, Map.copyOf(IntervalLogs.sums(in)));
        } catch (RunFileException e) {
            if (!e.missing()) {
                problems.add(e.getMessage() + ": " + instead);
            }
        } catch (IntervalLogs.DamagedException e) {
            problems.add(file + " is not a readable interval log (" + e.getMessage() + "): " + instead);
        } catch (IOException e) {
            problems.add(file + " cannot be read (" + IoReason.of(e) + "): " + instead);
        }
    }

    private static void readSeries(Path folder, String fileName, String label, String step,
                                   Map<String, TimeSeries> into, List<String> problems) {
        if (fileName == null || folder == null) {
            return;
        }
        Path file = folder.resolve(fileName);
        String leftOut = "the " + step + " charts of run " + label + " are left out";
        try {
            TimeSeries series = TimeSeries.read(file);
            if (series.skipped() != null) {
                problems.add(file + " " + series.skipped().sentence() + " of the " + step + " charts of run " + label);
            }
            into.put(step, series);
        } catch (RunFileException e) {
            problems.add(e.getMessage() + ": " + leftOut);
        } catch (TimeSeries.UnusableException e) {
            problems.add(file + " cannot be used (" + e.getMessage() + "): " + leftOut);
        } catch (IOException e) {
            problems.add(file + " cannot be read (" + IoReason.of(e) + "): " + leftOut);
        }
    }
}
