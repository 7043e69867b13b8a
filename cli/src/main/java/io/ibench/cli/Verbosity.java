package io.ibench.cli;

import java.util.Arrays;

/** Whether the user asked for details ({@code --verbose}), known before the arguments are parsed. */
final class Verbosity {
    private Verbosity() {
    }

    /**
     * @param args raw arguments
     * @return true when {@code --verbose} or {@code -v} is among them
     */
    static boolean requested(String[] args) {
        return Arrays.stream(args).anyMatch(a -> a.equals("--verbose") || a.equals("-v"));
    }
}
