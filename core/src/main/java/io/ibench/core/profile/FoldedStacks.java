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
    private final Map<String, Long> counts;

    private FoldedStacks(Map<String, Long> counts) {
        this.counts = Collections.unmodifiableMap(counts);
    }

    /**
     * @param text folded stacks, one {@code frame;frame;… count} per line; blank lines are skipped
     * @return the stacks, counts of repeated stacks added
     * @throws IllegalArgumentException naming the line that is not a stack with a whole count ≥ 0
     */
    public static FoldedStacks parse(String text) {
        Builder builder = new Builder();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            int space = line.lastIndexOf(' ');
            long count = space > 0 ? parseCount(line.substring(space + 1)) : -1;
            if (count < 0) {
                throw new IllegalArgumentException("line " + (i + 1) + " is not a folded stack (frames, a space and "
                        + "a sample count): " + (line.length() > 80 ? line.substring(0, 80) + "…" : line));
            }
            builder.add(line.substring(0, space).strip(), count);
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
