package io.ibench.cli;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * What ibench writes to standard output and error: text whose control characters are escaped, so that a label,
 * a step or file name or a message from a result file (hostile input, docs/errors.md) cannot move the cursor,
 * clear the screen, ring the bell or overwrite a line. Every C0 control character but tab and newline (and a
 * carriage return right before a newline, as CSV's line ends), DEL and every C1 control character is written as
 * {@code \}{@code uXXXX}. Only the status line's own sequences pass as they are ({@link #control}).
 */
public final class TerminalWriter extends PrintWriter {
    private final Escaping escaping;

    private TerminalWriter(Escaping escaping) {
        super(escaping, true);
        this.escaping = escaping;
    }

    /**
     * @param out a stream, e.g. standard output
     * @return a writer of UTF-8 text to it that escapes control characters and flushes at every line
     */
    static TerminalWriter on(OutputStream out) {
        return new TerminalWriter(new Escaping(new OutputStreamWriter(out, StandardCharsets.UTF_8)));
    }

    /**
     * Writes a terminal control sequence of ibench's own as it is, e.g. the status line's carriage return and
     * erase-line.
     *
     * @param out      where to write: a terminal writer, or any other writer (which writes it as it is)
     * @param sequence the sequence
     */
    public static void control(PrintWriter out, String sequence) {
        if (out instanceof TerminalWriter terminal) {
            terminal.flush();
            terminal.escaping.raw(sequence);
        } else {
            out.print(sequence);
        }
    }

    /** The escaping filter; it holds a carriage return back until it knows whether a newline follows. */
    private static final class Escaping extends FilterWriter {
        private boolean carriageReturn;

        Escaping(Writer out) {
            super(out);
        }

        void raw(String sequence) {
            try {
                releaseCarriageReturn();
                out.write(sequence);
                out.flush();
            } catch (IOException e) {
                // a PrintWriter swallows errors of its stream too
            }
        }

        @Override
        public void write(int c) throws IOException {
            if (carriageReturn) {
                carriageReturn = false;
                out.write(c == '\n' ? "\r" : escape('\r'));
            }
            if (c == '\r') {
                carriageReturn = true;
            } else if (c == '\n' || c == '\t' || !isControl(c)) {
                out.write(c);
            } else {
                out.write(escape(c));
            }
        }

        @Override
        public void write(char[] buffer, int offset, int length) throws IOException {
            for (int i = offset; i < offset + length; i++) {
                write(buffer[i]);
            }
        }

        @Override
        public void write(String text, int offset, int length) throws IOException {
            for (int i = offset; i < offset + length; i++) {
                write(text.charAt(i));
            }
        }

        @Override
        public void flush() throws IOException {
            releaseCarriageReturn();
            super.flush();
        }

        @Override
        public void close() throws IOException {
            releaseCarriageReturn();
            super.close();
        }

        private void releaseCarriageReturn() throws IOException {
            if (carriageReturn) {
                carriageReturn = false;
                out.write(escape('\r'));
            }
        }

        private static boolean isControl(int c) {
            return c < 0x20 || c >= 0x7f && c <= 0x9f;
        }

        private static String escape(int c) {
            return String.format(Locale.ROOT, "\\u%04x", c);
        }
    }
}
