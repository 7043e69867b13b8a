package io.ibench.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Gives a tool process the default handling of the signals the tests send, whatever this test JVM
 * inherited: a non-interactive shell that starts a command in the background sets SIGINT and SIGQUIT
 * to "ignored", a process keeps an inherited "ignored" across exec (as {@code nohup} relies on), and
 * the JVM then installs no handler for them; GNU {@code env --default-signal} (coreutils 8.31 and
 * later) puts them back to the default before it execs the tool, keeping the process id.
 */
final class IgnoredSignals {
    /** Signal numbers of the names the tests send. */
    private static final Map<String, Integer> NUMBERS = new TreeMap<>(Map.of("HUP", 1, "INT", 2, "QUIT", 3,
            "TERM", 15));

    private IgnoredSignals() {
    }

    /**
     * @param command a command line
     * @return the command, run through {@code env --default-signal=...} when this process ignores any of
     *         the signals the tests send (Linux: the {@code SigIgn} mask of /proc/self/status)
     */
    static List<String> restored(List<String> command) throws IOException {
        List<String> ignored = ignored();
        if (ignored.isEmpty()) {
            return command;
        }
        List<String> restored = new ArrayList<>(List.of("env", "--default-signal=" + String.join(",", ignored)));
        restored.addAll(command);
        return restored;
    }

    /** @return the names of {@link #NUMBERS} this process ignores */
    private static List<String> ignored() throws IOException {
        Path status = Path.of("/proc/self/status");
        List<String> names = new ArrayList<>();
        if (!Files.isReadable(status)) {
            return names;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                long mask = Long.parseUnsignedLong(line.substring("SigIgn:".length()).trim(), 16);
                NUMBERS.forEach((name, number) -> {
                    if ((mask & (1L << (number - 1))) != 0) {
                        names.add(name);
                    }
                });
            }
        }
        return names;
    }
}
