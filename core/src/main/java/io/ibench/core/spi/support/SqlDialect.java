package io.ibench.core.spi.support;

import io.ibench.core.spi.Dialect;
import io.ibench.core.workload.Column;
import io.ibench.core.workload.SecondaryIndex;

import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A {@link Dialect} for SQL databases whose statements differ from the common form in a few
 * places only: the table and index DDL, the DELETE of the oldest rows, and two hooks — a hint in
 * range queries ({@link #rangeQueryHint}) and how one row's parameters are written in the INSERT
 * ({@link #insertRowParameters}).
 */
public abstract class SqlDialect implements Dialect {

    /** @return {@code drop table if exists <t>} */
    @Override
    public List<String> dropTable(String table) {
        return List.of("drop table if exists " + table);
    }

    /** @return {@code drop index <t>_<name>}, as Postgres writes it */
    @Override
    public String dropIndex(String table, SecondaryIndex index) {
        return "drop index " + index.indexName(table);
    }

    /**
     * @return one row's parameters in the INSERT's VALUES list, six {@code ?} in the order of
     *         {@link Column#INSERTED}; default {@code (?,?,?,?,?,?)}
     */
    protected String insertRowParameters() {
        return "(?,?,?,?,?,?)";
    }

    /**
     * @param table the table
     * @param index the index the query scans
     * @return text between the table name and WHERE, e.g. {@code force index (pi1_pdc)}; default none
     */
    protected String rangeQueryHint(String table, SecondaryIndex index) {
        return "";
    }

    @Override
    public String insertPrefix(String table) {
        return "insert into " + table + " (" + columns(Column.INSERTED, ",") + ") values ";
    }

    @Override
    public String insert(String table, int rows) {
        return rows(insertPrefix(table), insertRowParameters(), rows);
    }

    /** @return the INSERT of {@link #insert} with {@code transactionid} first and its {@code ?} before each row's */
    @Override
    public String insertWithIds(String table, int rows) {
        return rows("insert into " + table + " (transactionid," + columns(Column.INSERTED, ",") + ") values ",
                "(?," + insertRowParameters().substring(1), rows);
    }

    private static String rows(String prefix, String row, int rows) {
        StringBuilder sql = new StringBuilder(prefix.length() + rows * (row.length() + 1));
        sql.append(prefix);
        for (int r = 0; r < rows; r++) {
            sql.append(r == 0 ? "" : ",").append(row);
        }
        return sql.toString();
    }

    /**
     * The reference's range query, whose predicate is in parentheses as the reference writes it
     * ({@code where (productid >= ?)}): a server's statement digest keeps parentheses, so only this text has
     * the digest of the published runs.
     */
    @Override
    public String rangeQuery(String table, SecondaryIndex index, int limit) {
        String columns = columns(index.columns(), ", ");
        String hint = rangeQueryHint(table, index);
        return "select " + columns + " from " + table + (hint.isEmpty() ? "" : " " + hint) + " where ("
                + index.leadingColumn().sqlName() + " " + index.rangeOperator() + " ?) order by " + columns
                + " limit " + limit;
    }

    @Override
    public String pointQuery(String table, int ids) {
        return "select transactionid, productid, data from " + table + " where transactionid in ("
                + String.join(",", Collections.nCopies(ids, "?")) + ")";
    }

    @Override
    public String minTransactionId(String table) {
        return "select min(transactionid) from " + table;
    }

    @Override
    public String maxTransactionId(String table) {
        return "select max(transactionid) from " + table;
    }

    @Override
    public String newestData(String table) {
        return "select data from " + table + " order by transactionid desc limit 1";
    }

    /**
     * @param columns   columns
     * @param separator what goes between their names
     * @return the names joined, e.g. {@code productid, customerid, price}
     */
    protected static String columns(List<Column> columns, String separator) {
        return columns.stream().map(Column::sqlName).collect(Collectors.joining(separator));
    }
}
