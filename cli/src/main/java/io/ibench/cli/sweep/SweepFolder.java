package io.ibench.cli.sweep;

import io.ibench.core.config.ConfigException;
import io.ibench.core.result.ResultFileException;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunStatus;
import io.ibench.core.server.Folders;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The folder of a sweep: one sub-folder per config ({@code <config>/}) holding the config file
 * the server started with, the server's logs ({@code server/}) and the run's folder; and the
 * comparison report. A config is done when its run finished every step (status complete or
 * degraded); a sweep started again skips the configs that are done and redoes the others. A config run again
 * because the host disturbed its run keeps both runs, oldest first.
 *
 * @param root the sweep's folder
 */
public record SweepFolder(Path root) {
    /** The report's file name, in a sweep's folder and in the folder of a run of {@code ibench run}. */
    public static final String REPORT = "report.html";
    private static final Set<RunStatus> FINISHED = EnumSet.of(RunStatus.COMPLETE, RunStatus.DEGRADED);

    /** The file that records the settings every config of the sweep runs with. */
    static final String SETTINGS = "sweep.settings";

    /**
     * Records the sweep's settings in a new folder, or checks that a sweep continued in an
     * existing folder runs with the settings it was started with.
     *
     * @param settings one {@code key=value} line per setting
     * @throws ConfigException naming the first setting that differs
     */
    void checkSettings(List<String> settings) {
        Path file = root.resolve(SETTINGS);
        try {
            if (!Files.exists(file)) {
                Files.createDirectories(root);
                Files.write(file, settings, StandardCharsets.UTF_8);
                return;
            }
            List<String> recorded = Files.readAllLines(file, StandardCharsets.UTF_8);
            for (int i = 0; i < Math.max(recorded.size(), settings.size()); i++) {
                String before = i < recorded.size() ? recorded.get(i) : "(none)";
                String now = i < settings.size() ? settings.get(i) : "(none)";
                if (!before.equals(now)) {
                    throw new ConfigException(root + " holds a sweep started with other settings (" + before + ", now "
                            + now + "); give it other --results, or delete the folder to start over");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot use " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * @param config a config name
     * @return its folder
     */
    Path config(String config) {
        return root.resolve(config);
    }

    /**
     * @param config a config name (with {@code /r<n>} for a repetition)
     * @return the folders of its finished runs, oldest first: the first attempt, then the runs again of disturbed
     *         ones (docs/sweeps.md, "Disturbed runs")
     */
    List<Path> finishedRuns(String config) {
        return runs(config).stream().filter(SweepFolder::finished).toList();
    }

    /**
     * Prepares the folder of a config that is to be run (again): removes an earlier attempt that did not finish,
     * and keeps the finished ones.
     *
     * @param config a config name
     * @return true when an earlier, unfinished attempt was removed
     */
    boolean clearUnfinished(String config) {
        Path folder = config(config);
        if (finishedRuns(config).isEmpty()) {
            boolean existed = Files.exists(folder);
            Folders.delete(folder);
            return existed;
        }
        List<Path> unfinished = runs(config).stream().filter(run -> !finished(run)).toList();
        unfinished.forEach(Folders::delete);
        return !unfinished.isEmpty();
    }

    private List<Path> runs(String config) {
        Path folder = config(config);
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(folder)) {
            return children.filter(c -> Files.isRegularFile(c.resolve(ResultJson.FILE_NAME))).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder + ": " + e.getMessage(), e);
        }
    }

    private static boolean finished(Path run) {
        try {
            return FINISHED.contains(ResultJson.read(run).status());
        } catch (ResultFileException | UncheckedIOException e) {
            return false;
        }
    }
}
