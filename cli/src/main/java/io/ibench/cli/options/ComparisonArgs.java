package io.ibench.cli.options;

import io.ibench.cli.FoundNoiseProfile;
import io.ibench.core.config.ConfigException;
import io.ibench.core.config.IoReason;
import io.ibench.core.result.ResultJson;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Thresholds;
import io.ibench.report.load.RunLoader;
import io.ibench.report.verdict.Campaign;
import io.ibench.report.verdict.CampaignJson;
import io.ibench.report.verdict.NoiseProfile;
import io.ibench.report.verdict.VerdictFileException;
import io.ibench.report.verdict.NoiseProfileJson;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileVisitResult;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The result files to compare and how: shared by {@code ibench report} and {@code ibench compare}. */
public final class ComparisonArgs {
    @Parameters(arity = "1..*", paramLabel = "RESULT",
            description = "Run folders or their result.json files; a folder of run folders stands for every run "
                    + "below it (results/, a sweep's folder with its configs and repetitions), oldest first in each. "
                    + "Only regular files inside a run folder are read, within size caps (docs/errors.md, "
                    + "\"Run folders\").")
    List<Path> results;

    @Option(names = "--base", paramLabel = "LABEL",
            description = "The run the others are divided by, by label or run id (default: the first).")
    String base;

    @Option(names = "--thresholds", paramLabel = "WORSE,BETTER", defaultValue = "0.95,1.05",
            description = "Relative values at or below WORSE count as worse, at or above BETTER as better "
                    + "(default ${DEFAULT-VALUE}).")
    String thresholds;

    @Option(names = "--noise-profile", paramLabel = "FILE",
            description = "The host's noise profile (written by ibench calibrate), which gives single runs and few "
                    + "repetitions their intervals; default: a " + NoiseProfileJson.FILE_NAME + " in a folder given "
                    + "as RESULT. One measured for another host, server or workload is refused.")
    Path noiseProfile;

    @Option(names = "--keep-disturbed",
            description = "Judge the steps during which something else took a share of the host (result.json's "
                    + "disturbance) like the others, and count the runs a sweep ran again after them; by default they "
                    + "are left out of the verdicts, intervals, detectable differences and the gate, and counted "
                    + "(docs/report.md, \"Disturbed steps\").")
    boolean keepDisturbed;

    /**
     * The loaded comparison, the sentences about inputs that could not be used or runs that did not
     * complete, and whether any input (or part of one) could not be used.
     */
    public record Loaded(Comparison comparison, Thresholds thresholds, List<String> problems, boolean someUnusable,
                         Campaign campaign) {
    }

    /**
     * @param withSeries whether to read each step's interval and probe series (the HTML report's charts) too
     * @return the runs lined up against the base
     * @throws ConfigException when an option is bad, no input is usable or {@code --base} names no usable run
     *                         (after listing the problems with the inputs on {@code err})
     */
    public Loaded load(PrintWriter err, boolean withSeries) {
        Thresholds limits = parseThresholds();
        if (results.stream().anyMatch(p -> p.toString().isBlank())) {
            throw new ConfigException("a RESULT argument is empty; name run folders or result.json files");
        }
        List<Path> sources = expand(results);
        RunLoader.Loaded loaded = withSeries ? RunLoader.load(sources) : RunLoader.loadResults(sources);
        if (loaded.runs().isEmpty()) {
            loaded.problems().forEach(p -> err.println("problem: " + p));
            throw new ConfigException("none of the " + results.size() + " result paths given holds a usable run");
        }
        NoiseProfile profile = noiseProfile();
        Campaign campaign = campaign();
        try {
            Comparison comparison;
            if (noiseProfile == null) {
                comparison = FoundNoiseProfile.compare(loaded.runs(), base, profile, keepDisturbed, err);
            } else {
                comparison = Comparison.of(loaded.runs(), base, profile, keepDisturbed);
                Optional<String> mismatch = profile.mismatch(comparison.base().result());
                if (mismatch.isPresent()) {
                    throw new ConfigException("--noise-profile " + noiseProfile + ": " + mismatch.get());
                }
            }
            return new Loaded(comparison, limits, loaded.problems(), !loaded.unusable().isEmpty(), campaign);
        } catch (IllegalArgumentException e) {
            loaded.problems().forEach(p -> err.println("problem: " + p));
            throw new ConfigException(e.getMessage());
        }
    }

    /** @return the record of a campaign that ran until it could tell, in the first folder given that has one */
    private Campaign campaign() {
        Path file = results.stream().filter(Files::isDirectory).map(FoundNoiseProfile::campaignIn)
                .filter(java.util.Objects::nonNull).findFirst().orElse(null);
        try {
            return file == null ? null : CampaignJson.read(file);
        } catch (VerdictFileException e) {
            throw new ConfigException(e.getMessage());
        }
    }

    /** @return the profile named by --noise-profile, else the first one in a folder given, else null */
    private NoiseProfile noiseProfile() {
        Path file = noiseProfile;
        if (file != null && file.toString().isBlank()) {
            throw new ConfigException("--noise-profile is empty; name a " + NoiseProfileJson.FILE_NAME + " file");
        }
        if (file == null) {
            file = results.stream().filter(Files::isDirectory).map(FoundNoiseProfile::in)
                    .filter(java.util.Objects::nonNull).findFirst().orElse(null);
        }
        try {
            return file == null ? null : NoiseProfileJson.read(file);
        } catch (VerdictFileException e) {
            throw new ConfigException((noiseProfile == null ? "" : "--noise-profile: ") + e.getMessage());
        }
    }

    private Thresholds parseThresholds() {
        String[] parts = thresholds.split(",");
        try {
            if (parts.length != 2) {
                throw new NumberFormatException();
            }
            return new Thresholds(Double.parseDouble(parts[0].trim()), Double.parseDouble(parts[1].trim()));
        } catch (NumberFormatException e) {
            throw new ConfigException("--thresholds takes two numbers WORSE,BETTER such as 0.95,1.05 (got '"
                    + thresholds + "')");
        } catch (IllegalArgumentException e) {
            throw new ConfigException("--thresholds " + thresholds + ": " + e.getMessage());
        }
    }

    /**
     * How deep below a folder its run folders may lie: a results folder's sweep with repetitions,
     * {@code sweep-…/<config>/r<n>/<run>}, is 4 levels.
     */
    static final int RUN_DEPTH = 4;

    /**
     * A folder without a result.json of its own stands for the run folders below it, up to {@value #RUN_DEPTH}
     * levels down (a results folder's runs and sweeps, a sweep's {@code <config>/<run>} or, with repetitions,
     * {@code <config>/r<n>/<run>}), sorted by their path: by name, so oldest first, within each folder. Nothing
     * below a run folder is searched.
     */
    public static List<Path> expand(List<Path> paths) {
        List<Path> expanded = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path) && !Files.exists(path.resolve(ResultJson.FILE_NAME))) {
                List<Path> runs = runsBelow(path);
                expanded.addAll(runs.isEmpty() ? List.of(path) : runs);
            } else {
                expanded.add(path);
            }
        }
        return expanded;
    }

    private static List<Path> runsBelow(Path folder) {
        List<Path> runs = new ArrayList<>();
        try {
            Files.walkFileTree(folder, java.util.Set.of(), RUN_DEPTH, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                    if (!dir.equals(folder) && Files.isRegularFile(dir.resolve(ResultJson.FILE_NAME))) {
                        runs.add(dir);
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    // a link to a run folder, and a folder at the walk's last level, are visited as files
                    if ((attributes.isDirectory() || attributes.isSymbolicLink())
                            && Files.isRegularFile(file.resolve(ResultJson.FILE_NAME))) {
                        runs.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                    if (file.equals(folder)) {
                        throw e;
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw cannotList(folder, e);
        }
        return runs.stream().sorted().toList();
    }

    private static ConfigException cannotList(Path folder, IOException e) {
        return new ConfigException("cannot list the folder " + folder + " (" + IoReason.of(e) + ")");
    }
}
