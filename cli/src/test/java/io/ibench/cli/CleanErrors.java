package io.ibench.cli;

import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * What every failing command must look like to a user: each line on standard error is one
 * sentence that starts with the command's name or {@code problem:} (or is picocli's hint to
 * try {@code --help}), and nothing of Java shows through — no stack frame, exception class or
 * qualified class name. The fuzz tests check every case against it.
 */
final class CleanErrors {
    /** How long one in-process command may take before it counts as a hang. */
    static final Duration DEADLINE = Duration.ofSeconds(20);

    private static final Pattern QUALIFIED_CLASS =
            Pattern.compile("\\b(java|javax|com|org|io|picocli)(\\.[a-z][a-z0-9_]*)+\\.[A-Z]\\w*");
    private static final List<String> LEAKS = List.of("\tat ", "Exception", "Caused by", "[Source:", "REDACTED",
            "StreamReadFeature", "`");

    private CleanErrors() {
    }

    /**
     * Runs the command line in-process, failing when it does not return within {@link #DEADLINE}.
     *
     * @param args the arguments
     * @return its exit code and output
     */
    static CliOutput run(String... args) {
        return assertTimeoutPreemptively(DEADLINE, () -> CliOutput.run(args),
                () -> "no answer within " + DEADLINE.toSeconds() + " s: " + String.join(" ", args));
    }

    /**
     * @param command the subcommand, e.g. {@code report}
     * @param err     what the command wrote to standard error
     * @return why the output is not clean, or null when it is
     */
    static String problem(String command, String err) {
        for (String leak : LEAKS) {
            if (err.contains(leak)) {
                return "standard error shows '" + leak.strip() + "'";
            }
        }
        if (QUALIFIED_CLASS.matcher(err).find()) {
            return "standard error names a Java class";
        }
        for (String line : err.lines().toList()) {
            boolean known = line.startsWith("ibench " + command + ": ") || line.startsWith("ibench: ")
                    || line.startsWith("problem: ")
                    || line.equals("Try 'ibench " + command + " --help' for the options.");
            if (!known) {
                return "a line of standard error is not one of ibench's sentences: " + line;
            }
        }
        return null;
    }
}
