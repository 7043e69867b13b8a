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

    /**
     * Reads the {@code result.json} files, then each run's series, each on as many cores as there are (the runs'
     * files are independent); labels, problems and runs come out in the order given.
     */
    private static Loaded load(List<Path> sources, boolean withSeries) {
        List<ReadResult> results = sources.parallelStream().map(RunLoader::readResult).toList();
        List<String> problems = new ArrayList<>();
        List<String> unusable = new ArrayList<>();
        Set<String> labels = new HashSet<>();
        List<Run> usable = new ArrayList<>();
        for (int i = 0; i < sources.size(); i++) {
            RunResult result = results.get(i).result();
            if (result == null) {
                unusable.add(results.get(i).problem() + "; it is left out");
                problems.add(unusable.get(unusable.size() - 1));
                continue;
            }
            Path source = sources.get(i);
            String label = uniqueLabel(result, labels);
            Path json = Files.isDirectory(source) ? source.resolve(ResultJson.FILE_NAME) : source;
            String status = null;
            if (result.status() == RunStatus.DEGRADED) {
                status = json + " says run " + label + " is degraded: " + result.error();
            } else if (result.status() != RunStatus.COMPLETE) {
                status = json + " says run " + label + " did not complete (status " + result.status()
                        + "): only its " + result.steps().size() + " finished steps are shown";
            }
            usable.add(new Run(source, result, label, status));
        }
        List<Series> series = usable.parallelStream().map(run -> readSeries(run, withSeries)).toList();
        List<LoadedRun> runs = new ArrayList<>();
        for (int i = 0; i < usable.size(); i++) {
            Run run = usable.get(i);
            Series read = series.get(i);
            if (run.status() != null) {
                problems.add(run.status());
            }
            problems.addAll(read.problems());
            unusable.addAll(read.problems());
            runs.add(new LoadedRun(run.label(), run.source(), run.result(), Map.copyOf(read.intervals()),
                    Map.copyOf(read.probes()), Map.copyOf(read.profiles()), Map.copyOf(read.latencies())));
        }
        return new Loaded(List.copyOf(runs), List.copyOf(problems), List.copyOf(unusable));
    }

    /** A usable run before its series are read: its label and the sentence its status needs, or null. */
    private record Run(Path source, RunResult result, String label, String status) {
    }

    /** A run's series and the problems met reading them, in step order. */
    private record Series(Map<String, TimeSeries> intervals, Map<String, TimeSeries> probes,
                          Map<String, FoldedStacks> profiles, Map<String, Map<String, LatencyResult>> latencies,
                          List<String> problems) {
    }

    /** A source's result, or why it cannot be used (one of the two is null). */
    private record ReadResult(RunResult result, String problem) {
    }

    private static ReadResult readResult(Path source) {
        try {
            return new ReadResult(ResultJson.read(source), null);
        } catch (ResultFileException e) {
            return new ReadResult(null, e.getMessage());
        }
    }

    private static Series readSeries(Run run, boolean withSeries) {
        Path folder = Files.isDirectory(run.source()) ? run.source() : run.source().toAbsolutePath().getParent();
        Series read = new Series(new LinkedHashMap<>(), new LinkedHashMap<>(), new LinkedHashMap<>(),
                new LinkedHashMap<>(), new ArrayList<>());
        String label = run.label();
        for (StepResult step : withSeries ? run.result().steps() : List.<StepResult>of()) {
            readSeries(folder, step.measurements().intervals(), label, step.name(), read.intervals(), read.problems());
            readSeries(folder, step.server().probes() == null ? null : step.server().probes().file(), label,
                    step.name(), read.probes(), read.problems());
            readProfile(folder, step.server().profile(), label, step.name(), read.profiles(), read.problems());
            readIntervalLog(folder, step.measurements().histograms(), label, step.name(), read.latencies(),
                    read.problems());
        }
        return read;
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
