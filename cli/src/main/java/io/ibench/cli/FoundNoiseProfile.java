package io.ibench.cli;

import io.ibench.report.compare.Comparison;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.verdict.CampaignJson;
import io.ibench.report.verdict.NoiseProfile;
import io.ibench.report.verdict.NoiseProfileJson;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A noise profile found in a results folder rather than named by {@code --noise-profile} (docs/report.md, "Noise
 * profile"): used when it holds for the base run, else set aside in one sentence; and a campaign's record found in
 * a sweep's folder.
 */
public final class FoundNoiseProfile {
    private FoundNoiseProfile() {
    }

    /**
     * @param folder a folder
     * @return its {@value NoiseProfileJson#FILE_NAME} (anything of that name, even a link, which reading then
     *         refuses), or null when it has none
     */
    public static Path in(Path folder) {
        return named(folder, NoiseProfileJson.FILE_NAME);
    }

    /**
     * @param folder a folder, e.g. a sweep's
     * @return its {@value CampaignJson#FILE_NAME} (anything of that name, which reading then checks), or null
     */
    public static Path campaignIn(Path folder) {
        return named(folder, CampaignJson.FILE_NAME);
    }

    private static Path named(Path folder, String name) {
        Path file = folder.resolve(name);
        return Files.exists(file, LinkOption.NOFOLLOW_LINKS) ? file : null;
    }

    /**
     * @param runs    one or more runs
     * @param base    the base's label or run id, or null for the first run
     * @param profile the profile found, or null
     * @param keepDisturbed whether disturbed steps are judged like the others ({@code --keep-disturbed})
     * @param err     where a profile that does not hold for the base run is named as set aside
     * @return the comparison with the profile when it holds for the base run, else without it
     * @throws IllegalArgumentException as {@link Comparison#of(List, String, NoiseProfile, boolean)}
     */
    public static Comparison compare(List<LoadedRun> runs, String base, NoiseProfile profile, boolean keepDisturbed,
                                     PrintWriter err) {
        Comparison comparison = Comparison.of(runs, base, profile, keepDisturbed);
        Optional<String> mismatch = profile == null ? Optional.empty() : profile.mismatch(comparison.base().result());
        if (mismatch.isEmpty()) {
            return comparison;
        }
        err.println("problem: " + mismatch.get() + ", so it is not used");
        return Comparison.of(runs, base, null, keepDisturbed);
    }
}
