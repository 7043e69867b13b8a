package io.ibench.report.load;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A tab-separated time series as ibench writes it ({@code <step>.intervals.tsv},
 * {@code <step>.probes.tsv}): a header line of column names, then one line of numbers per sample.
 * Empty cells read as {@link Double#NaN}. A last line cut short (a run that was killed while
 * writing) is left out and flagged, never fatal.
 *
 * @param columns   the header's column names, in order
 * @param rows      one array per complete line, as long as {@code columns}
 * @param truncated whether a line with too few or unreadable cells was left out
 */
public record TimeSeries(List<String> columns, List<double[]> rows, boolean truncated) {

    /**
     * @param file a TSV file with a header line
     * @return its numbers
     * @throws IOException when it cannot be read or has no header line
     */
    public static TimeSeries read(Path file) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = in.readLine();
            if (header == null || header.isBlank()) {
                throw new IOException(file.getFileName() + " has no header line");
            }
            List<String> columns = List.of(header.split("\t", -1));
            List<double[]> rows = new ArrayList<>();
            boolean truncated = false;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                double[] row = parse(line, columns.size());
                if (row == null) {
                    truncated = true;
                } else {
                    rows.add(row);
                }
            }
            return new TimeSeries(columns, List.copyOf(rows), truncated);
        }
    }

    private static double[] parse(String line, int width) {
        String[] cells = line.split("\t", -1);
        if (cells.length != width) {
            return null;
        }
        double[] row = new double[width];
        for (int i = 0; i < width; i++) {
            if (cells[i].isEmpty()) {
                row[i] = Double.NaN;
            } else {
                try {
                    row[i] = Double.parseDouble(cells[i]);
                } catch (NumberFormatException e) {
                    return null;
                }
            }
        }
        return row;
    }

    /**
     * @param name a column name
     * @return the column's values in line order, or null when there is no such column
     */
    public double[] column(String name) {
        int index = columns.indexOf(name);
        if (index < 0) {
            return null;
        }
        double[] values = new double[rows.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = rows.get(i)[index];
        }
        return values;
    }
}
