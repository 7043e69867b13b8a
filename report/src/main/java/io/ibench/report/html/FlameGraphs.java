package io.ibench.report.html;

import io.ibench.core.profile.FoldedStacks;
import io.ibench.core.result.ServerProfile;
import io.ibench.core.result.StepResult;
import io.ibench.report.compare.Comparison;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.profile.FlameNode;
import io.ibench.report.profile.FlameTrees;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The server CPU profiles' flame graphs (docs/report.md, "Server CPU profiles"): per step, one per run
 * that has a profile and one per other run against the base run's profile (the differential), as trees
 * the page's script draws with d3-flame-graph; and why a run has none, when it recorded why.
 */
final class FlameGraphs {
    /** Frames on fewer than this share of a profile's samples are left out of the page: 0.05 %. */
    static final double MIN_SHARE = 0.0005;

    private final Comparison comparison;
    private final Map<String, Map<String, FlameNode>> trees = new LinkedHashMap<>();

    FlameGraphs(Comparison comparison) {
        this.comparison = comparison;
    }

    /**
     * Adds the step's trees to the data and returns the flame graphs that show them.
     *
     * @param step   a step name
     * @param anchor the step section's anchor, the prefix of the element ids
     * @return its flame graphs, and a note per run that asked for a profile and has none; empty when no run
     *         asked
     */
    List<View.Flame> flamesFor(String step, String anchor) {
        List<View.Flame> flames = new ArrayList<>();
        List<View.Flame> differentials = new ArrayList<>();
        Map<String, FlameNode> stepTrees = new LinkedHashMap<>();
        List<LoadedRun> runs = comparison.runs();
        FoldedStacks base = comparison.base().profiles().get(step);
        for (int i = 0; i < runs.size(); i++) {
            LoadedRun run = runs.get(i);
            FoldedStacks stacks = run.profiles().get(step);
            Optional<ServerProfile> recorded = run.step(step).map(StepResult::server).map(s -> s.profile());
            if (stacks == null) {
                recorded.map(ServerProfile::problem).ifPresent(problem -> flames.add(new View.Flame(
                        "", run.label() + ": no server CPU profile", step, "", problem)));
                continue;
            }
            String key = "run:" + i;
            stepTrees.put(key, FlameTrees.of(stacks, MIN_SHARE));
            flames.add(new View.Flame(anchor + "-flame-" + i, run.label() + ": server CPU", step, key,
                    recorded.map(FlameGraphs::describe).orElse("") + " Click a frame to zoom in, the bottom one "
                            + "to zoom out."));
            if (run != comparison.base() && base != null) {
                String diffKey = "diff:" + i;
                stepTrees.put(diffKey, FlameTrees.differential(stacks, base, MIN_SHARE));
                differentials.add(new View.Flame(anchor + "-flame-diff-" + i, run.label() + " against "
                        + comparison.base().label() + ": what got hotter (red) and cooler (blue)", step, diffKey,
                        "Widths are " + run.label() + "'s samples; a frame's colour is the change of its share of "
                                + "the samples against " + comparison.base().label()
                                + ", the deeper the larger; orange frames are new."));
            }
        }
        if (!stepTrees.isEmpty()) {
            trees.put(step, stepTrees);
        }
        flames.addAll(differentials);
        return flames;
    }

    /** @return whether any step has a flame graph */
    boolean any() {
        return !trees.isEmpty();
    }

    /** @return step → key ({@code run:<i>} or {@code diff:<i>}) → tree, safe to embed in a script element */
    String toEmbeddableJson() {
        return EmbeddedJson.of(trees, "flame graph data");
    }

    private static String describe(ServerProfile profile) {
        return String.format(Locale.ROOT, "%d samples of %s at %d Hz over %.1f s, %d processes.",
                profile.samples(), profile.event(), profile.frequencyHz(), profile.windowSeconds(),
                profile.pids().size());
    }
}
