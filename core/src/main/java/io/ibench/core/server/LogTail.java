package io.ibench.core.server;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The last lines of a server's log, for the sentence that says why a server did not start. */
public final class LogTail {
    /** Lines shown by default. */
    public static final int LINES = 15;
    private static final int MAX_BYTES = 64 * 1024;
    /** Lines shown before the first error line: the cause often comes first (PostgreSQL logs it as LOG). */
    private static final int CONTEXT = 3;
    private static final java.util.regex.Pattern ERROR = java.util.regex.Pattern.compile(
            "\\[ERROR]|\\bFATAL\\b|\\bERROR:|\\bPANIC\\b");

    private LogTail() {
    }

    /**
     * @param log   a log file
     * @param lines how many lines at most, 1..1000
     * @return when the log reports errors ({@code [ERROR]}, {@code FATAL}, {@code ERROR:}, {@code PANIC}): the
     *         {@value #CONTEXT} lines before the first and the error lines, after {@code error lines of FILE:};
     *         else its last lines, after {@code last lines of FILE:}; indented; or a note that the log is empty
     *         or missing
     */
    public static String of(Path log, int lines) {
        if (!Files.isRegularFile(log)) {
            return "(there is no log " + log + ")";
        }
        List<String> tail = read(log).lines().filter(l -> !l.isBlank()).toList();
        if (tail.isEmpty()) {
            return "(" + log + " is empty)";
        }
        int first = indexOfError(tail);
        if (first < 0) {
            return "last lines of " + log + ":\n  " + String.join("\n  ", tail.subList(Math.max(0, tail.size() - lines),
                    tail.size()));
        }
        List<String> shown = new java.util.ArrayList<>(tail.subList(Math.max(0, first - CONTEXT), first));
        tail.subList(first, tail.size()).stream().filter(l -> ERROR.matcher(l).find()).limit(lines).forEach(shown::add);
        return "error lines of " + log + ":\n  " + String.join("\n  ", shown);
    }

    private static int indexOfError(List<String> lines) {
        for (int i = 0; i < lines.size(); i++) {
            if (ERROR.matcher(lines.get(i)).find()) {
                return i;
            }
        }
        return -1;
    }

    private static String read(Path log) {
        try (RandomAccessFile file = new RandomAccessFile(log.toFile(), "r")) {
            long start = Math.max(0, file.length() - MAX_BYTES);
            byte[] bytes = new byte[(int) (file.length() - start)];
            file.seek(start);
            file.readFully(bytes);
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(cannot read " + log + ": " + e.getMessage() + ")";
        }
    }
}
