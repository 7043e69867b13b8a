package io.ibench.adapter.postgres;

import io.ibench.core.spi.StatementKind;
import io.ibench.core.spi.support.SqlDialect;
import io.ibench.core.workload.SecondaryIndex;
import org.postgresql.PGStatement;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/**
 * The reference's Postgres statements (docs/workload.md#tables-and-indexes, docs/workload.md#statements): a
 * {@code bigserial} key whose sequence caches 1000 values, one CREATE INDEX per index, the DELETE with an
 * {@code IN (SELECT … LIMIT n)} subquery, and queries without hints. Queries are server-side
 * prepared once per connection, as the reference's harness does ({@code --use_prepared_query});
 * inserts and deletes are not, as the reference sends them as plain statements.
 */
final class PostgresDialect extends SqlDialect {

    private final String tableOptions;

    /** @param tableOptions text appended to CREATE TABLE, e.g. {@code using orioledb}; possibly empty */
    PostgresDialect(String tableOptions) {
        this.tableOptions = tableOptions;
    }

    @Override
    public List<String> createTable(String table) {
        return List.of("create table " + table + " ("
                + "transactionid bigserial primary key, "
                + "dateandtime timestamp without time zone, "
                + "cashregisterid int not null, "
                + "customerid int not null, "
                + "productid int not null, "
                + "price int not null, "
                + "data varchar(4000))" + (tableOptions.isEmpty() ? "" : " " + tableOptions),
                "alter sequence " + table + "_transactionid_seq cache 1000");
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

    @Override
    public PreparedStatement prepare(Connection connection, String sql, StatementKind kind) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        PGStatement pg = statement.unwrap(PGStatement.class);
        switch (kind) {
            case RANGE_QUERY:
            case POINT_QUERY:
                pg.setPrepareThreshold(1); // a named server-side statement from the first execution
                break;
            case INSERT:
            case DELETE:
                pg.setPrepareThreshold(0); // parsed and planned on every execution, as a plain statement
                break;
            default:
                break;
        }
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
