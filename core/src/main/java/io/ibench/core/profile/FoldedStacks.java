package io.ibench.core.profile;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Call stacks with their sample counts in the folded format of flame graph tools: one line per
 * distinct stack, its frames from the outermost (the thread's command name) to the innermost joined
 * by {@code ;}, a space and the count, e.g. {@code mariadbd;do_command;mysql_parse 42}. Lines are
 * sorted, so the same samples give the same text.
 */
public final class FoldedStacks {
    /**
     * The most frames of one stack that {@link #parse} reads: perf's call chains stop at 127 frames by default
     * ({@code kernel.perf_event_max_stack}), kernel and user stacks together at twice that.
     */
    public static final int MAX_FRAMES = 512;
    /** The most frames of all stacks together that {@link #parse} reads: a flame graph's tree has at most as many. */
    public static final long MAX_TOTAL_FRAMES = 500_000;

    private final Map<String, Long> counts;

    private FoldedStacks(Map<String, Long> counts) {
        this.counts = Collections.unmodifiableMap(counts);
    }

    /**
     * @param text folded stacks, one {@code frame;frame;… count} per line; blank lines are skipped
     * @return the stacks, counts of repeated stacks added
     * @throws IllegalArgumentException naming the first line that is not a stack with a whole count ≥ 0 or has
     *                                  more than {@value #MAX_FRAMES} frames, or saying that the stacks have more
     *                                  than {@value #MAX_TOTAL_FRAMES} frames in all; the message quotes nothing
     *                                  of the text, which may be anything
     */
    public static FoldedStacks parse(String text) {
        Builder builder = new Builder();
        long frames = 0;
        int lineNumber = 0;
        for (int start = 0; start <= text.length(); ) {
            int end = text.indexOf('\n', start);
            end = end < 0 ? text.length() : end;
            lineNumber++;
            String line = text.substring(start, end).strip();
            start = end + 1;
            if (line.isEmpty()) {
                continue;
            }
            int space = line.lastIndexOf(' ');
            long count = space > 0 ? parseCount(line.substring(space + 1)) : -1;
            if (count < 0) {
                throw new IllegalArgumentException("line " + lineNumber + " is not a folded stack (frames, a space "
                        + "and a sample count)");
            }
            String stack = line.substring(0, space).strip();
            long stackFrames = stack.chars().filter(c -> c == ';').count() + 1;
            if (stackFrames > MAX_FRAMES) {
                throw new IllegalArgumentException("line " + lineNumber + " has a stack of " + stackFrames
                        + " frames, more than " + MAX_FRAMES);
            }
            frames += stackFrames;
            if (frames > MAX_TOTAL_FRAMES) {
                throw new IllegalArgumentException("its stacks have more than " + MAX_TOTAL_FRAMES
                        + " frames in all");
            }
            builder.add(stack, count);
        }
        return builder.build();
    }

    private static long parseCount(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** @return stack (frames joined by {@code ;}, outermost first) → samples, sorted by stack */
    public Map<String, Long> counts() {
        return counts;
    }

    /** @return every sample, ≥ 0 */
    public long total() {
        return counts.values().stream().mapToLong(Long::longValue).sum();
    }

    /** @return the folded text, one line per stack, each ending in a newline */
    public String text() {
        StringBuilder text = new StringBuilder();
        counts.forEach((stack, count) -> text.append(stack).append(' ').append(count).append('\n'));
        return text.toString();
    }

    /** Collects stacks one sample or one folded line at a time. */
    public static final class Builder {
        private final Map<String, Long> counts = new TreeMap<>();

        /**
         * @param frames a stack, outermost frame first; none is left out, {@code ;} inside a frame becomes {@code :}
         * @return this
         */
        public Builder add(List<String> frames) {
            return add(String.join(";", frames.stream().map(f -> f.replace(';', ':')).toList()), 1);
        }

        /**
         * @param stacks more stacks, e.g. of another part of a profile; their counts are added
         * @return this
         */
        public Builder add(FoldedStacks stacks) {
            stacks.counts.forEach(this::add);
            return this;
        }

        private Builder add(String stack, long count) {
            counts.merge(stack, count, Long::sum);
            return this;
        }

        /** @return the stacks so far */
        public FoldedStacks build() {
            return new FoldedStacks(new TreeMap<>(counts));
        }
    }
}
