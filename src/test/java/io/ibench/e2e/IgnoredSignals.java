package io.ibench.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Which signals this test JVM ignores, and so every tool process it starts: a non-interactive shell
 * that starts a command in the background sets SIGINT and SIGQUIT to "ignored", and the JVM keeps an
 * inherited "ignored" (as {@code nohup} relies on), so such a tool cannot be stopped with them.
 */
final class IgnoredSignals {
    /** Signal numbers of the names the tests send. */
    private static final Map<String, Integer> NUMBERS = Map.of("HUP", 1, "INT", 2, "QUIT", 3, "TERM", 15);

    private IgnoredSignals() {
    }

    /**
     * @param signal a signal's name without {@code SIG}, e.g. {@code INT}
     * @return true when this process ignores it (Linux: the {@code SigIgn} mask of /proc/self/status)
     */
    static boolean ignored(String signal) throws IOException {
        Integer number = NUMBERS.get(signal);
        Path status = Path.of("/proc/self/status");
        if (number == null || !Files.isReadable(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                long mask = Long.parseUnsignedLong(line.substring("SigIgn:".length()).trim(), 16);
                return (mask & (1L << (number - 1))) != 0;
            }
        }
        return false;
    }
}
