package io.ibench.adapter.postgres;

import io.ibench.core.config.StatementMode;
import io.ibench.core.spi.support.SqlDialect;
import io.ibench.core.workload.Partitioning;
import io.ibench.core.workload.SecondaryIndex;
import org.postgresql.PGStatement;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The reference's Postgres statements (docs/workload.md#tables-and-indexes, docs/workload.md#statements): a
 * {@code bigserial} key whose sequence caches 1000 values, one CREATE INDEX per index, the DELETE with an
 * {@code IN (SELECT … LIMIT n)} subquery, and queries without hints. By default every statement is parsed and
 * planned at each execution, as the reference's text statements are (pgjdbc's switch to a named server-side
 * statement after repeated use is turned off); {@code --statements prepared} prepares them on the server once.
 */
final class PostgresDialect extends SqlDialect {

    private final String tableOptions;

    /** @param tableOptions text appended to CREATE TABLE, e.g. {@code using orioledb}; possibly empty */
    PostgresDialect(String tableOptions) {
        this.tableOptions = tableOptions;
    }

    /**
     * As the reference writes it ({@code create table <t> ( <columns> ) <partition clause> <table options>}): a
     * partitioned parent ({@code partition by range( transactionid )}, the table options after it) and one child
     * table {@code <t>_p<i>} per partition, {@code for values from (lo) to (hi)}, the last {@code to (MAXVALUE)}.
     */
    @Override
    public List<String> createTable(String table, Partitioning partitioning) {
        List<String> ddl = new ArrayList<>();
        ddl.add("create table " + table + " ( "
                + "transactionid bigserial primary key, "
                + "dateandtime timestamp without time zone, "
                + "cashregisterid int not null, "
                + "customerid int not null, "
                + "productid int not null, "
                + "price int not null, "
                + "data varchar(4000)  ) " + (partitioning.partitioned() ? "partition by range( transactionid )" : "")
                + " " + tableOptions);
        long low = 0;
        List<Long> bounds = partitioning.upperBounds();
        for (int i = 0; i < partitioning.partitions(); i++) {
            String high = i < bounds.size() ? String.valueOf(bounds.get(i)) : "MAXVALUE";
            ddl.add("create table " + Partitioning.partitionTable(table, i) + " partition of " + table
                    + " for values from (" + low + ") to (" + high + ")");
            low = i < bounds.size() ? bounds.get(i) : low;
        }
        ddl.add("alter sequence " + sequence(table) + " cache 1000");
        return ddl;
    }

    /** @return the sequence of the table's {@code bigserial} key */
    private static String sequence(String table) {
        return table + "_transactionid_seq";
    }

    /**
     * The sequence's last value + 1 once it handed one out: a new session's first {@code nextval}, which takes a
     * block of 1000 from there (a session's unused cached values are skipped, as between steps).
     */
    @Override
    public String nextId(String table) {
        return "select case when is_called then last_value + 1 else last_value end from " + sequence(table);
    }

    @Override
    public List<String> restartIds(String table, long nextId) {
        return List.of("select setval('" + sequence(table) + "', " + nextId + ", false)");
    }

    /** {@code share} mode waits for every transaction that inserted or deleted rows of the table. */
    @Override
    public List<String> awaitWrites(String table) {
        return List.of("begin", "lock table " + table + " in share mode", "commit");
    }

    @Override
    public List<String> createIndexes(String table, List<SecondaryIndex> indexes) {
        return indexes.stream()
                .map(i -> "create index " + i.indexName(table) + " on " + table
                        + " (" + columns(i.columns(), ", ") + ")")
                .toList();
    }

    /** The {@code dateandtime} string is cast in the SQL: pgjdbc does not convert strings to timestamps by itself. */
    @Override
    protected String insertRowParameters() {
        return "(cast(? as timestamp),?,?,?,?,?)";
    }

    @Override
    public String deleteOldest(String table) {
        return "delete from " + table + " where transactionid in (select transactionid from " + table
                + " where transactionid >= ? order by transactionid asc limit ?)";
    }

    /**
     * The text of the reference's prepared range query ({@code SELECT productid, customerid, price FROM pi1 WHERE
     * (productid >= ?) ORDER BY productid, customerid, price LIMIT 10}), whose {@code pg_stat_statements} text is
     * the reference's query.
     */
    @Override
    public String rangeQuery(String table, SecondaryIndex index, int limit) {
        String columns = columns(index.columns(), ", ");
        return "SELECT " + columns + " FROM " + table + " WHERE (" + index.leadingColumn().sqlName() + " "
                + index.rangeOperator() + " ?) ORDER BY " + columns + " LIMIT " + limit;
    }

    /** The text of the reference's prepared point query, {@code SELECT … FROM pi1 WHERE transactionid in (?,…)}. */
    @Override
    public String pointQuery(String table, int ids) {
        return "SELECT transactionid, productid, data FROM " + table + " WHERE transactionid in ("
                + String.join(",", Collections.nCopies(ids, "?")) + ")";
    }

    /** Turns pgjdbc's server-side preparation off ({@code reference}) or on from the first execution. */
    @Override
    public PreparedStatement prepare(Connection connection, String sql, StatementMode mode) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        statement.unwrap(PGStatement.class).setPrepareThreshold(mode == StatementMode.PREPARED ? 1 : 0);
        return statement;
    }

    /** Tables, views, materialized views, foreign and partitioned tables. */
    @Override
    public String listTables() {
        return "select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace"
                + " where n.nspname = current_schema() and c.relkind in ('r', 'v', 'm', 'f', 'p')";
    }

    @Override
    public String listIndexes(String table) {
        return "select indexname from pg_indexes where schemaname = current_schema() and tablename = '" + table + "'";
    }
}
