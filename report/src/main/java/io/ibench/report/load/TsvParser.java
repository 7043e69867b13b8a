package io.ibench.report.load;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Parses a series TSV strictly, a line at a time, from its bytes: UTF-8 lines separated by {@code \n}, a header
 * that names {@value TimeSeries#TIME_COLUMN}, and lines of plain decimal numbers ({@link DecimalCell}) with as many
 * cells as the header. Unusable lines are left out and counted with the first one's line number and reason. The
 * file is hostile input, so what it may cost is bounded: at most {@value #MAX_COLUMNS} columns, {@value #MAX_LINE}
 * bytes per line and {@value #MAX_VALUES} values in all (ibench writes 47 columns, a day of one-second lines is 4
 * million values). Only the header and the cells of lines left out are made into text; a line of numbers goes
 * from the read buffer into the columns.
 */
final class TsvParser {
    /** The most columns a series may have. */
    static final int MAX_COLUMNS = 256;
    /** The longest line, bytes; a longer line is left out. */
    static final int MAX_LINE = 64 * 1024;
    /** The most values (cells of the lines kept) a series may have: 64 MiB of numbers. */
    static final long MAX_VALUES = 8_000_000;

    private static final int MAX_CELL_SHOWN = 20;
    private static final int FIRST_CAPACITY = 1024;

    private TsvParser() {
    }

    /**
     * @param in the file's content
     * @return its series
     * @throws TimeSeries.UnusableException when the file is empty, its header cannot be used or it has too many
     *                                      values
     * @throws IOException                  when it cannot be read
     */
    static TimeSeries parse(InputStream in) throws IOException {
        Lines lines = new Lines(in);
        if (!lines.next()) {
            throw new TimeSeries.UnusableException("it is empty");
        }
        if (lines.tooLong()) {
            throw new TimeSeries.UnusableException("its header, line 1, is longer than " + MAX_LINE + " bytes");
        }
        String header = text(lines.bytes(), lines.start(), lines.end());
        if (header == null) {
            throw new TimeSeries.UnusableException("its header, line 1, is not UTF-8 text");
        }
        List<String> columns = List.of(header.split("\t", -1));
        if (!columns.contains(TimeSeries.TIME_COLUMN)) {
            throw new TimeSeries.UnusableException("its header, line 1, has no " + TimeSeries.TIME_COLUMN + " column");
        }
        if (columns.size() > MAX_COLUMNS) {
            throw new TimeSeries.UnusableException("its header, line 1, has " + columns.size()
                    + " columns, more than a series can have (" + MAX_COLUMNS + ")");
        }
        double[][] values = new double[columns.size()][FIRST_CAPACITY];
        int rows = 0;
        int skipped = 0;
        int firstSkipped = 0;
        String firstReason = null;
        int lineNumber = 1;
        while (lines.next()) {
            lineNumber++;
            if (rows == values[0].length) {
                int capacity = (int) Math.min(2L * rows, MAX_VALUES / columns.size() + 1);
                for (int c = 0; c < values.length; c++) {
                    values[c] = Arrays.copyOf(values[c], capacity);
                }
            }
            String reason = lines.tooLong() ? "is longer than " + MAX_LINE + " bytes"
                    : parse(lines.bytes(), lines.start(), lines.end(), columns, values, rows);
            if (reason == null) {
                if ((long) ++rows * columns.size() > MAX_VALUES) {
                    throw new TimeSeries.UnusableException("it has more than " + MAX_VALUES
                            + " values, more than a series can have");
                }
            } else if (skipped++ == 0) {
                firstSkipped = lineNumber;
                firstReason = reason;
            }
        }
        for (int c = 0; c < values.length; c++) {
            values[c] = Arrays.copyOf(values[c], rows);
        }
        return new TimeSeries(columns, values,
                skipped == 0 ? null : new TimeSeries.SkippedLines(skipped, firstSkipped, firstReason));
    }

    /** @return the reason the line cannot be used, or null after filling place {@code row} of every column */
    private static String parse(byte[] bytes, int start, int end, List<String> columns, double[][] values, int row) {
        return read(bytes, start, end, values, row) ? null : reason(bytes, start, end, columns);
    }

    /**
     * The one pass over a line of numbers: each cell read into place {@code row} of its column.
     *
     * @return false when the line is not one number per column; what was written to place {@code row} then means
     *         nothing
     */
    private static boolean read(byte[] bytes, int start, int end, double[][] values, int row) {
        int from = start;
        for (double[] column : values) {
            if (from > end) {
                return false;
            }
            int to = from;
            while (to < end && bytes[to] != '\t') {
                to++;
            }
            if (!DecimalCell.read(bytes, from, to, column, row)) {
                return false;
            }
            from = to + 1;
        }
        return from == end + 1;
    }

    /** @return why a line {@link #read} could not use is left out: not UTF-8, its cell count, or its first cell */
    private static String reason(byte[] bytes, int start, int end, List<String> columns) {
        if (text(bytes, start, end) == null) {
            return "is not UTF-8 text";
        }
        int cells = 1;
        for (int i = start; i < end; i++) {
            cells += bytes[i] == '\t' ? 1 : 0;
        }
        if (cells != columns.size()) {
            return "has " + cells + (cells == 1 ? " cell" : " cells") + " where the header has " + columns.size();
        }
        double[] scratch = new double[1];
        int from = start;
        for (int c = 0; ; c++) {
            int to = from;
            while (to < end && bytes[to] != '\t') {
                to++;
            }
            if (!DecimalCell.read(bytes, from, to, scratch, 0)) {
                String cell = text(bytes, from, to);
                String shown = cell.length() > MAX_CELL_SHOWN ? cell.substring(0, MAX_CELL_SHOWN) + "…" : cell;
                return "has '" + shown.replaceAll("\\p{Cntrl}", "?") + "' in column " + columns.get(c)
                        + ", which is not a number";
            }
            from = to + 1;
        }
    }

    /** @return the bytes as text, or null when they are not UTF-8 */
    private static String text(byte[] bytes, int from, int to) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, from, to - from))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /**
     * The lines of a stream, split at {@code \n} with a {@code \r} before it dropped and no empty line after a
     * final newline, each left in the read buffer; a line longer than {@value #MAX_LINE} bytes is read past and
     * only marked {@link #tooLong}.
     */
    private static final class Lines {
        private final InputStream in;
        private final byte[] buffer = new byte[2 * MAX_LINE + 2];
        private int pos;
        private int limit;
        private int start;
        private int end;
        private boolean tooLong;
        private boolean ended;

        Lines(InputStream in) {
            this.in = in;
        }

        /** @return whether there is a next line, then in {@link #bytes} from {@link #start} to {@link #end} */
        boolean next() throws IOException {
            tooLong = false;
            int scanned = pos;
            while (true) {
                for (int i = scanned; i < limit; i++) {
                    if (buffer[i] == '\n') {
                        take(i, i + 1);
                        return true;
                    }
                }
                if (ended) {
                    if (pos == limit && !tooLong) {
                        return false;
                    }
                    take(limit, limit);
                    return true;
                }
                if (limit - pos > MAX_LINE) {
                    tooLong = true;
                    pos = limit;
                }
                System.arraycopy(buffer, pos, buffer, 0, limit - pos);
                limit -= pos;
                pos = 0;
                scanned = limit;
                int read = in.read(buffer, limit, buffer.length - limit);
                if (read < 0) {
                    ended = true;
                } else {
                    limit += read;
                }
            }
        }

        /** Makes the line end at {@code at} and the next one start at {@code next}. */
        private void take(int at, int next) {
            tooLong |= at - pos > MAX_LINE;
            start = pos;
            end = !tooLong && at > pos && buffer[at - 1] == '\r' ? at - 1 : at;
            pos = next;
        }

        byte[] bytes() {
            return buffer;
        }

        int start() {
            return start;
        }

        int end() {
            return end;
        }

        /** @return whether the line {@link #next} found last was longer than {@value #MAX_LINE} bytes */
        boolean tooLong() {
            return tooLong;
        }
    }
}
