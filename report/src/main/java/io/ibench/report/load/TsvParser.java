package io.ibench.report.load;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Parses the bytes of a series TSV strictly: UTF-8 lines separated by {@code \n}, a header that
 * names {@value TimeSeries#TIME_COLUMN}, and lines of plain decimal numbers (no locale, no
 * hexadecimal, no Java suffixes) with as many cells as the header. Unusable lines are left out and
 * counted with the first one's line number and reason.
 */
final class TsvParser {
    /** Larger files are refused before they are read: a day of one-second intervals is far smaller. */
    static final long MAX_BYTES = 512L * 1024 * 1024;

    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");
    private static final int MAX_CELL_SHOWN = 20;

    private TsvParser() {
    }

    /**
     * @param bytes the file's content
     * @return its series
     * @throws TimeSeries.UnusableException when the file is empty or its header cannot be used
     */
    static TimeSeries parse(byte[] bytes) throws TimeSeries.UnusableException {
        List<byte[]> lines = split(bytes);
        if (lines.isEmpty()) {
            throw new TimeSeries.UnusableException("it is empty");
        }
        String header = decode(lines.get(0));
        if (header == null) {
            throw new TimeSeries.UnusableException("its header, line 1, is not UTF-8 text");
        }
        List<String> columns = List.of(header.split("\t", -1));
        if (!columns.contains(TimeSeries.TIME_COLUMN)) {
            throw new TimeSeries.UnusableException("its header, line 1, has no " + TimeSeries.TIME_COLUMN + " column");
        }
        List<double[]> rows = new ArrayList<>();
        int skipped = 0;
        int firstSkipped = 0;
        String firstReason = null;
        for (int i = 1; i < lines.size(); i++) {
            String line = decode(lines.get(i));
            double[] row = new double[columns.size()];
            String reason = line == null ? "is not UTF-8 text" : parse(line, columns, row);
            if (reason == null) {
                rows.add(row);
            } else if (skipped++ == 0) {
                firstSkipped = i + 1;
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

    /** Splits at {@code \n}, dropping a {@code \r} before it and the empty piece after a final newline. */
    private static List<byte[]> split(byte[] bytes) {
        List<byte[]> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= bytes.length; i++) {
            if (i == bytes.length || bytes[i] == '\n') {
                int end = i > start && bytes[i - 1] == '\r' ? i - 1 : i;
                if (i < bytes.length || start < bytes.length) {
                    byte[] line = new byte[end - start];
                    System.arraycopy(bytes, start, line, 0, line.length);
                    lines.add(line);
                }
                start = i + 1;
            }
        }
        return lines;
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
}
