package io.ibench.report.profile;

import io.ibench.core.profile.FoldedStacks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Folded stacks as the trees the report's flame graphs draw (docs/report.md, "Server CPU profiles"):
 * one profile, or one run's profile against the base run's (the differential). Frames whose share of
 * the samples is below a floor are left out, to keep the page small; their samples still count in
 * their caller.
 */
public final class FlameTrees {
    /** The root frame's name. */
    public static final String ROOT = "all";

    private FlameTrees() {
    }

    /**
     * @param stacks   a profile
     * @param minShare frames on fewer than this share of the samples are left out, 0..1
     * @return its tree
     */
    public static FlameNode of(FoldedStacks stacks, double minShare) {
        return build(Frame.of(stacks), null, 0, minShare * stacks.total());
    }

    /**
     * The run's tree, each frame with its change against the base: the run's samples minus the base's
     * samples of the same stack times (run's total / base's total), i.e. the change of the frame's share
     * of the samples, in the run's samples. Frames only the base has are not drawn: their caller shows
     * the loss.
     *
     * @param run      the run's profile
     * @param base     the base run's profile
     * @param minShare frames on fewer than this share of the run's samples are left out, 0..1
     * @return the run's tree with changes
     */
    public static FlameNode differential(FoldedStacks run, FoldedStacks base, double minShare) {
        double scale = base.total() == 0 ? 0 : (double) run.total() / base.total();
        return build(Frame.of(run), Frame.of(base), scale, minShare * run.total());
    }

    private static FlameNode build(Frame frame, Frame base, double scale, double minSamples) {
        List<FlameNode> children = new ArrayList<>();
        frame.children.forEach((name, child) -> {
            if (child.samples > 0 && child.samples >= minSamples) {
                children.add(build(child, base == null ? null : base.children.getOrDefault(name, Frame.NONE), scale,
                        minSamples));
            }
        });
        Double delta = base == null ? null : Math.round((frame.samples - base.samples * scale) * 100) / 100.0;
        return new FlameNode(frame.name, frame.samples, delta, children.isEmpty() ? null : List.copyOf(children));
    }

    /** A frame while stacks are added: its samples and callees by name. */
    private static final class Frame {
        static final Frame NONE = new Frame("");

        final String name;
        final Map<String, Frame> children = new TreeMap<>();
        long samples;

        Frame(String name) {
            this.name = name;
        }

        static Frame of(FoldedStacks stacks) {
            Frame root = new Frame(ROOT);
            stacks.counts().forEach((stack, count) -> {
                Frame at = root;
                at.samples += count;
                for (String name : stack.split(";", -1)) {
                    at = at.children.computeIfAbsent(name, Frame::new);
                    at.samples += count;
                }
            });
            return root;
        }
    }
}
