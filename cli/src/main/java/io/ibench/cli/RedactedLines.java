package io.ibench.cli;

import io.ibench.core.lang.UrlRedaction;

import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Standard error as the libraries' logs and {@code --verbose}'s stack traces reach it: each line
 * {@link UrlRedaction#redact redacted} before it is written, so that a driver that logs or throws with its URL
 * shows no password (docs/errors.md, "Passwords").
 */
final class RedactedLines extends FilterOutputStream {
    /** A line longer than this is written in pieces, each redacted. */
    private static final int MAX_LINE = 64 * 1024;

    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    private RedactedLines(OutputStream out) {
        super(out);
    }

    /**
     * @param out a stream, e.g. standard error
     * @return a print stream that writes to it line by line, redacted
     */
    static PrintStream around(OutputStream out) {
        return new PrintStream(new RedactedLines(out), true, StandardCharsets.UTF_8);
    }

    @Override
    public synchronized void write(int b) throws IOException {
        line.write(b);
        if (b == '\n' || line.size() >= MAX_LINE) {
            writeLine();
        }
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) {
            write(bytes[i]);
        }
    }

    @Override
    public synchronized void flush() throws IOException {
        writeLine();
        out.flush();
    }

    private void writeLine() throws IOException {
        if (line.size() > 0) {
            out.write(UrlRedaction.redact(line.toString(StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8));
            line.reset();
        }
    }
}
