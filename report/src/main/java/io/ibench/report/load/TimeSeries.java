package io.ibench.report.load;

import io.ibench.core.result.RunFileException;
import io.ibench.core.result.RunFolderFile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;

/**
 * A tab-separated time series as ibench writes it ({@code <step>.intervals.tsv},
 * {@code <step>.probes.tsv}): a header line of column names, then one line of numbers per sample.
 * Empty cells, {@code NaN} and {@code Infinity} read as {@link Double#NaN} (no value). Lines that
 * cannot be used — cut short (a run killed while writing), with a cell that is not a number, or
 * not UTF-8 — are left out and counted in {@link #skipped()}, never fatal.
 *
 * @param columns the header's column names, in order
 * @param rows    one array per usable line, as long as {@code columns}
 * @param skipped the lines left out, or null when every line was usable
 */
public record TimeSeries(List<String> columns, List<double[]> rows, SkippedLines skipped) {
    /** The column every series has: seconds since the step's start. */
    public static final String TIME_COLUMN = "t_sec";

    /**
     * Lines of a file that were left out.
     *
     * @param count     how many
     * @param firstLine the first one's line number, 1-based (the header is line 1)
     * @param reason    what is wrong with the first one, e.g. {@code has 2 cells where the header has 43}
     */
    public record SkippedLines(int count, int firstLine, String reason) {
        /** @return e.g. {@code line 3 has 2 cells where the header has 43; it and 4 more lines are left out} */
        public String sentence() {
            return "line " + firstLine + " " + reason + "; "
                    + (count == 1 ? "it is left out" : "it and " + (count - 1) + " more lines are left out");
        }
    }

    /**
     * The file can be read but not used: empty, with too many values, or without a usable header; the
     * message says why in a few words.
     */
    public static final class UnusableException extends IOException {
        private static final long serialVersionUID = 1L;

        /** @param reason e.g. {@code it is empty} */
        public UnusableException(String reason) {
            super(reason);
        }
    }

    /**
     * @param file a TSV file with a header line, in its run folder
     * @return its numbers
     * @throws RunFileException  when it is missing, not a regular file or too large ({@link RunFolderFile})
     * @throws UnusableException when it is empty, has too many values or no usable header
     * @throws IOException       when it cannot be read
     */
    public static TimeSeries read(Path file) throws IOException {
        Path folder = file.getParent() != null ? file.getParent() : file.toAbsolutePath().getParent();
        try (InputStream in = RunFolderFile.open(folder, file.getFileName().toString(), RunFolderFile.Kind.SERIES)) {
            return TsvParser.parse(in);
        }
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
