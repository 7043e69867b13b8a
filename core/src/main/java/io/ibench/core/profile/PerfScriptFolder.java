package io.ibench.core.profile;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Folds the text of {@code perf script -F comm,tid,ip,sym,dso} into {@link FoldedStacks}. Each
 * sample is a header line (the thread's command name and its id) followed by one indented line per
 * frame, innermost first ({@code address symbol (library)}), and a blank line. The folded stack is
 * the command name, then the frames outermost first; a frame perf has no symbol for is named after
 * its library in brackets, e.g. {@code [libc.so.6]}, or {@code [unknown]}.
 */
public final class PerfScriptFolder {
    private PerfScriptFolder() {
    }

    /**
     * @param script perf script's output
     * @return its samples' stacks
     * @throws IOException when the text cannot be read
     */
    public static FoldedStacks fold(BufferedReader script) throws IOException {
        FoldedStacks.Builder stacks = new FoldedStacks.Builder();
        String command = null;
        List<String> frames = new ArrayList<>();
        for (String line = script.readLine(); line != null; line = script.readLine()) {
            if (line.isBlank()) {
                command = addSample(stacks, command, frames);
            } else if (Character.isWhitespace(line.charAt(0))) {
                if (command != null) {
                    frames.add(frame(line.strip()));
                }
            } else {
                addSample(stacks, command, frames);
                command = command(line.strip());
            }
        }
        addSample(stacks, command, frames);
        return stacks.build();
    }

    /** @return null: the sample is taken */
    private static String addSample(FoldedStacks.Builder stacks, String command, List<String> frames) {
        if (command != null) {
            List<String> stack = new ArrayList<>(frames.size() + 1);
            stack.add(command);
            List<String> outermostFirst = new ArrayList<>(frames);
            Collections.reverse(outermostFirst);
            stack.addAll(outermostFirst);
            stacks.add(stack);
        }
        frames.clear();
        return null;
    }

    /** @param header {@code comm tid}, where the command name may hold spaces */
    private static String command(String header) {
        int space = header.lastIndexOf(' ');
        String name = space < 0 ? header : header.substring(0, space).strip();
        return name.isEmpty() ? "[unknown]" : name;
    }

    /** @param line {@code address symbol (library)}, the symbol possibly with spaces and parentheses */
    private static String frame(String line) {
        int space = line.indexOf(' ');
        String rest = space < 0 ? "" : line.substring(space + 1).strip();
        String library = "";
        if (rest.endsWith(")")) {
            int open = rest.lastIndexOf(" (");
            if (open >= 0) {
                library = rest.substring(open + 2, rest.length() - 1);
                rest = rest.substring(0, open).strip();
            } else if (rest.startsWith("(")) {
                library = rest.substring(1, rest.length() - 1);
                rest = "";
            }
        }
        if (!rest.isEmpty() && !rest.equals("[unknown]")) {
            return rest;
        }
        String base = library.substring(library.lastIndexOf('/') + 1);
        if (base.isEmpty() || base.equals("[unknown]")) {
            return "[unknown]";
        }
        return base.startsWith("[") ? base : "[" + base + "]";
    }
}
