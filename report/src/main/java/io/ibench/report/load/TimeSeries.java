package io.ibench.report.load;

import io.ibench.core.result.RunFileException;
import io.ibench.core.result.RunFolderFile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;

/**
 * A tab-separated time series as ibench writes it ({@code <step>.intervals.tsv},
 * {@code <step>.probes.tsv}): a header line of column names, then one line of numbers per sample, kept a
 * column at a time. Empty cells, {@code NaN} and {@code Infinity} read as {@link Double#NaN} (no value). Lines
 * that cannot be used — cut short (a run killed while writing), with a cell that is not a number, or
 * not UTF-8 — are left out and counted in {@link #skipped()}, never fatal.
 */
public final class TimeSeries {
    /** The column every series has: seconds since the step's start. */
    public static final String TIME_COLUMN = "t_sec";

    private final List<String> columns;
    private final double[][] values;
    private final SkippedLines skipped;

    /**
     * @param columns the header's column names, in order
     * @param values  per column, its value of every usable line, in line order; every array as long
     * @param skipped the lines left out, or null when every line was usable
     */
    TimeSeries(List<String> columns, double[][] values, SkippedLines skipped) {
        this.columns = List.copyOf(columns);
        this.values = values;
        this.skipped = skipped;
    }

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

    /** @return the header's column names, in order */
    public List<String> columns() {
        return columns;
    }

    /** @return how many lines were usable: the length of every column */
    public int length() {
        return values.length == 0 ? 0 : values[0].length;
    }

    /** @return the lines left out, or null when every line was usable */
    public SkippedLines skipped() {
        return skipped;
    }

    /**
     * @param name a column name
     * @return a copy of the column's values in line order, or null when there is no such column
     */
    public double[] column(String name) {
        int index = columns.indexOf(name);
        return index < 0 ? null : values[index].clone();
    }
}
