package io.ibench.core.workload;

import java.util.List;

/**
 * The three secondary indexes of the benchmark table, in creation order, with their exact
 * column order (docs/workload.md#tables-and-indexes, current definition since December 2023), and the covering range
 * query that each one serves (docs/workload.md#statements).
 */
public enum SecondaryIndex {
    /** {@code (productid, customerid, price)}; its query is {@code productid >= v}. */
    MARKETSEGMENT("marketsegment", List.of(Column.PRODUCTID, Column.CUSTOMERID, Column.PRICE), ">="),
    /** {@code (cashregisterid, customerid, price)}; its query is {@code cashregisterid > v} (strict). */
    REGISTERSEGMENT("registersegment", List.of(Column.CASHREGISTERID, Column.CUSTOMERID, Column.PRICE), ">"),
    /** {@code (price, dateandtime, customerid)}; its query is {@code price >= v}. */
    PDC("pdc", List.of(Column.PRICE, Column.DATEANDTIME, Column.CUSTOMERID), ">=");

    private final String suffix;
    private final List<Column> columns;
    private final String rangeOperator;

    SecondaryIndex(String suffix, List<Column> columns, String rangeOperator) {
        this.suffix = suffix;
        this.columns = columns;
        this.rangeOperator = rangeOperator;
    }

    /**
     * @param table the table the index belongs to
     * @return the index name, {@code <table>_<suffix>}, e.g. {@code pi1_marketsegment}
     */
    public String indexName(String table) {
        return table + "_" + suffix;
    }

    /** @return the indexed columns in index order; the range query selects and orders by the same */
    public List<Column> columns() {
        return columns;
    }

    /** @return the column the range query's predicate is on: the first index column */
    public Column leadingColumn() {
        return columns.get(0);
    }

    /** @return {@code ">="} or {@code ">"}, the comparison of the range query's predicate */
    public String rangeOperator() {
        return rangeOperator;
    }

    /**
     * @param count how many secondary indexes the table has, 0..3
     * @return the first {@code count} indexes in creation order
     */
    public static List<SecondaryIndex> firstN(int count) {
        if (count < 0 || count > values().length) {
            throw new IllegalArgumentException("secondary index count must be 0..3, got " + count);
        }
        return List.of(values()).subList(0, count);
    }
}
