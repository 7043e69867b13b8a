package io.ibench.report.load;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Parses a series TSV strictly, a line at a time: UTF-8 lines separated by {@code \n}, a header that
 * names {@value TimeSeries#TIME_COLUMN}, and lines of plain decimal numbers (no locale, no
 * hexadecimal, no Java suffixes) with as many cells as the header. Unusable lines are left out and
 * counted with the first one's line number and reason. The file is hostile input, so what it may cost is
 * bounded: at most {@value #MAX_COLUMNS} columns, {@value #MAX_LINE} bytes per line and
 * {@value #MAX_VALUES} values in all (ibench writes 47 columns, a day of one-second lines is 4 million values).
 */
final class TsvParser {
    /** The most columns a series may have. */
    static final int MAX_COLUMNS = 256;
    /** The longest line, bytes; a longer line is left out. */
    static final int MAX_LINE = 64 * 1024;
    /** The most values (cells of the lines kept) a series may have: 64 MiB of numbers. */
    static final long MAX_VALUES = 8_000_000;

    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");
    private static final int MAX_CELL_SHOWN = 20;

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
        byte[] first = lines.next();
        if (first == null) {
            throw new TimeSeries.UnusableException("it is empty");
        }
        if (lines.tooLong()) {
            throw new TimeSeries.UnusableException("its header, line 1, is longer than " + MAX_LINE + " bytes");
        }
        String header = decode(first);
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
        List<double[]> rows = new ArrayList<>();
        int skipped = 0;
        int firstSkipped = 0;
        String firstReason = null;
        int lineNumber = 1;
        for (byte[] bytes = lines.next(); bytes != null; bytes = lines.next()) {
            lineNumber++;
            String line = lines.tooLong() ? null : decode(bytes);
            double[] row = new double[columns.size()];
            String reason = lines.tooLong() ? "is longer than " + MAX_LINE + " bytes"
                    : line == null ? "is not UTF-8 text" : parse(line, columns, row);
            if (reason == null) {
                if ((long) (rows.size() + 1) * columns.size() > MAX_VALUES) {
                    throw new TimeSeries.UnusableException("it has more than " + MAX_VALUES
                            + " values, more than a series can have");
                }
                rows.add(row);
            } else if (skipped++ == 0) {
                firstSkipped = lineNumber;
                firstReason = reason;
            }
        }
        return new TimeSeries(columns, List.copyOf(rows),
                skipped == 0 ? null : new TimeSeries.SkippedLines(skipped, firstSkipped, firstReason));
    }

    /** @return the reason the line cannot be used, or null after filling {@code row} */
    private static String parse(String line, List<String> columns, double[] row) {
        String[] cells = line.split("\t", -1);
        if (cells.length != columns.size()) {
            return "has " + cells.length + (cells.length == 1 ? " cell" : " cells") + " where the header has "
                    + columns.size();
        }
        for (int i = 0; i < cells.length; i++) {
            String cell = cells[i];
            if (cell.isEmpty() || cell.equals("NaN") || cell.equals("Infinity") || cell.equals("-Infinity")) {
                row[i] = Double.NaN;
            } else if (NUMBER.matcher(cell).matches()) {
                double value = Double.parseDouble(cell);
                row[i] = Double.isFinite(value) ? value : Double.NaN;
            } else {
                String shown = cell.length() > MAX_CELL_SHOWN ? cell.substring(0, MAX_CELL_SHOWN) + "…" : cell;
                return "has '" + shown.replaceAll("\\p{Cntrl}", "?") + "' in column " + columns.get(i)
                        + ", which is not a number";
            }
        }
        return null;
    }

    /** @return the line as text, or null when it is not UTF-8 */
    private static String decode(byte[] line) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            return decoder.decode(ByteBuffer.wrap(line)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /**
     * The lines of a stream, split at {@code \n} with a {@code \r} before it dropped and no empty line after a
     * final newline; of a line longer than {@value #MAX_LINE} bytes only the first bytes are kept.
     */
    private static final class Lines {
        private final InputStream in;
        private final byte[] buffer = new byte[MAX_LINE + 1];
        private boolean tooLong;
        private boolean ended;

        Lines(InputStream in) {
            this.in = new BufferedInputStream(in, MAX_LINE);
        }

        /** @return the next line, or null at the end */
        byte[] next() throws IOException {
            if (ended) {
                return null;
            }
            int length = 0;
            long total = 0;
            for (int b = in.read(); ; b = in.read()) {
                if (b < 0) {
                    ended = true;
                    if (total == 0) {
                        return null;
                    }
                    break;
                }
                if (b == '\n') {
                    break;
                }
                if (length < buffer.length) {
                    buffer[length++] = (byte) b;
                }
                total++;
            }
            tooLong = total > MAX_LINE;
            int end = !tooLong && length > 0 && buffer[length - 1] == '\r' ? length - 1 : length;
            byte[] line = new byte[end];
            System.arraycopy(buffer, 0, line, 0, end);
            return line;
        }

        /** @return whether the line {@link #next} returned last was longer than {@value #MAX_LINE} bytes */
        boolean tooLong() {
            return tooLong;
        }
    }
}
