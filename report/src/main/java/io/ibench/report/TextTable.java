package io.ibench.report;

import io.ibench.core.result.Decimal;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table: a header row and data rows, columns padded to their widest cell. Text
 * columns are left-aligned, number columns right-aligned; by default only the first column is
 * text.
 */
public final class TextTable {
    private final List<String> header;
    private final int textColumns;
    private final List<List<String>> rows = new ArrayList<>();

    /** @param header the column names; the first column holds text, the others numbers */
    public TextTable(List<String> header) {
        this(header, 1);
    }

    /**
     * @param header      the column names
     * @param textColumns how many leading columns hold text (left-aligned), 0..header size
     */
    public TextTable(List<String> header, int textColumns) {
        this.header = List.copyOf(header);
        this.textColumns = textColumns;
    }

    /**
     * @param value    a number, or null when it was not measured
     * @param decimals digits after the point
     * @return the number with a point in any locale, or a dash for null
     */
    public static String number(Double value, int decimals) {
        return value == null ? "-" : Decimal.format(value, decimals);
    }

    /**
     * @param cells one cell per column
     * @return this
     * @throws IllegalArgumentException when the cell count differs from the header's
     */
    public TextTable row(List<String> cells) {
        if (cells.size() != header.size()) {
            throw new IllegalArgumentException("row has " + cells.size() + " cells, header has " + header.size());
        }
        rows.add(List.copyOf(cells));
        return this;
    }

    /** @return the table, one line per row, each ending with a line break */
    public String render() {
        int[] widths = new int[header.size()];
        List<List<String>> all = new ArrayList<>();
        all.add(header);
        all.addAll(rows);
        for (List<String> row : all) {
            for (int i = 0; i < row.size(); i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (List<String> row : all) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.size(); i++) {
                String cell = row.get(i);
                String pad = " ".repeat(widths[i] - cell.length());
                line.append(i == 0 ? "" : "  ").append(i < textColumns ? cell + pad : pad + cell);
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }
}
