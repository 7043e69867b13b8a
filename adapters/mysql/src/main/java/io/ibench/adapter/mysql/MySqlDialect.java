package io.ibench.adapter.mysql;

import io.ibench.core.spi.Dialect;
import io.ibench.core.workload.Column;
import io.ibench.core.workload.SecondaryIndex;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The reference's MySQL statements (spec §3.1, §3.3, §6.2, §7.2, §7.3): {@code bigint
 * auto_increment} key, {@code ENGINE=<engine>}, FORCE INDEX on every range query, and
 * {@code DELETE … ORDER BY transactionid LIMIT n}. InnoDB gets its three indexes in one ALTER
 * (one table scan); MyRocks gets one ALTER per index, as the reference does since January 2024.
 */
final class MySqlDialect implements Dialect {
    static final String ROCKSDB = "rocksdb";

    private final String engine;
    private final String engineOptions;

    /**
     * @param engine        storage engine, lower case, e.g. {@code innodb}
     * @param engineOptions text appended to CREATE TABLE, possibly empty
     */
    MySqlDialect(String engine, String engineOptions) {
        this.engine = engine.toLowerCase(Locale.ROOT);
        this.engineOptions = engineOptions;
    }

    @Override
    public List<String> dropTable(String table) {
        return List.of("drop table if exists " + table);
    }

    @Override
    public List<String> createTable(String table) {
        return List.of("create table " + table + " ("
                + "transactionid bigint not null auto_increment, "
                + "dateandtime datetime, "
                + "cashregisterid int not null, "
                + "customerid int not null, "
                + "productid int not null, "
                + "price int not null, "
                + "data varchar(4000), "
                + "primary key (transactionid)) engine=" + engine
                + (engineOptions.isEmpty() ? "" : " " + engineOptions));
    }

    @Override
    public List<String> createIndexes(String table, List<SecondaryIndex> indexes) {
        if (indexes.isEmpty()) {
            return List.of();
        }
        List<String> clauses = indexes.stream().map(i -> "add index " + i.indexName(table) + " (" + columns(i.columns()) + ")").toList();
        if (engine.equals(ROCKSDB)) {
            return clauses.stream().map(c -> "alter table " + table + " " + c).toList();
        }
        return List.of("alter table " + table + " " + String.join(", ", clauses));
    }

    @Override
    public String insert(String table, int rows) {
        StringBuilder sql = new StringBuilder(64 + rows * 14);
        sql.append("insert into ").append(table).append(" (").append(columns(Column.INSERTED).replace(" ", ""))
                .append(") values ");
        for (int r = 0; r < rows; r++) {
            sql.append(r == 0 ? "" : ",").append("(?,?,?,?,?,?)");
        }
        return sql.toString();
    }

    @Override
    public String deleteOldest(String table) {
        return "delete from " + table + " where transactionid >= ? order by transactionid asc limit ?";
    }

    @Override
    public String rangeQuery(String table, SecondaryIndex index, int limit) {
        String columns = columns(index.columns());
        return "select " + columns + " from " + table + " force index (" + index.indexName(table) + ") where "
                + index.leadingColumn().sqlName() + " " + index.rangeOperator() + " ? order by " + columns
                + " limit " + limit;
    }

    @Override
    public String pointQuery(String table, int ids) {
        return "select transactionid, productid, data from " + table + " where transactionid in ("
                + String.join(",", java.util.Collections.nCopies(ids, "?")) + ")";
    }

    @Override
    public String minTransactionId(String table) {
        return "select min(transactionid) from " + table;
    }

    @Override
    public String maxTransactionId(String table) {
        return "select max(transactionid) from " + table;
    }

    private static String columns(List<Column> columns) {
        return columns.stream().map(Column::sqlName).collect(Collectors.joining(", "));
    }
}
