package io.ibench.adapter.mysql;

import com.mysql.cj.jdbc.JdbcConnection;
import io.ibench.core.config.StatementMode;
import io.ibench.core.spi.StatementKind;
import io.ibench.core.spi.support.SqlDialect;
import io.ibench.core.workload.Partitioning;
import io.ibench.core.workload.SecondaryIndex;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The reference's MySQL statements (docs/workload.md#tables-and-indexes, docs/workload.md#statements): {@code bigint
 * auto_increment} key, {@code ENGINE=<engine>}, FORCE INDEX on every range query, and
 * {@code DELETE … ORDER BY transactionid LIMIT n}. InnoDB gets its three indexes in one ALTER
 * (one table scan); MyRocks gets one ALTER per index, as the reference does since January 2024. Statements reach
 * the server as text with their values written in; with {@code --statements prepared} both drivers prepare them on
 * the server, whatever the URL's {@code useServerPrepStmts} says.
 */
final class MySqlDialect extends SqlDialect {

    static final String ROCKSDB = "rocksdb";
    static final String TOKUDB = "tokudb";

    private final String engine;
    private final String engineOptions;
    private final boolean uniqueChecks;
    private final boolean bulkLoad;

    /**
     * @param engine        storage engine, e.g. {@code innodb}
     * @param engineOptions text appended to CREATE TABLE, possibly empty
     * @param uniqueChecks  false: writers of MyRocks (and TokuDB) tables run with {@code unique_checks=0}
     * @param bulkLoad      true: MyRocks inserters run with {@code rocksdb_bulk_load=1}
     */
    MySqlDialect(String engine, String engineOptions, boolean uniqueChecks, boolean bulkLoad) {
        this.engine = engine.toLowerCase(Locale.ROOT);
        this.engineOptions = engineOptions;
        this.uniqueChecks = uniqueChecks;
        this.bulkLoad = bulkLoad;
    }

    /**
     * The reference's session options: {@code --unique_checks=0} for RocksDB and TokuDB writers,
     * {@code --bulk_load} for RocksDB.
     */
    @Override
    public List<String> sessionSettings(StatementKind role) {
        boolean writer = role == StatementKind.INSERT || role == StatementKind.DELETE;
        List<String> settings = new ArrayList<>();
        if (writer && !uniqueChecks && (engine.equals(ROCKSDB) || engine.equals(TOKUDB))) {
            settings.add("set unique_checks=0");
        }
        if (role == StatementKind.INSERT && bulkLoad && engine.equals(ROCKSDB)) {
            settings.add("set rocksdb_bulk_load=1");
        }
        return settings;
    }

    @Override
    public PreparedStatement prepare(Connection connection, String sql, StatementMode mode) throws SQLException {
        if (connection.isWrapperFor(JdbcConnection.class)) {
            JdbcConnection cj = connection.unwrap(JdbcConnection.class);
            return mode == StatementMode.PREPARED ? cj.serverPrepareStatement(sql) : cj.clientPrepareStatement(sql);
        }
        if (connection.isWrapperFor(org.mariadb.jdbc.Connection.class)) {
            return connection.unwrap(org.mariadb.jdbc.Connection.class).prepareInternal(sql,
                    Statement.NO_GENERATED_KEYS, ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY,
                    mode == StatementMode.PREPARED);
        }
        return connection.prepareStatement(sql);
    }

    /**
     * As the reference: {@code partition by range (transactionid)} after the engine options, partitions
     * {@code p0 … p<n-1>}, the last {@code values less than (MAXVALUE)}.
     */
    @Override
    public List<String> createTable(String table, Partitioning partitioning) {
        return List.of("create table " + table + " ("
                + "transactionid bigint not null auto_increment, "
                + "dateandtime datetime, "
                + "cashregisterid int not null, "
                + "customerid int not null, "
                + "productid int not null, "
                + "price int not null, "
                + "data varchar(4000), "
                + "primary key (transactionid)) engine=" + engine
                + (engineOptions.isEmpty() ? "" : " " + engineOptions) + partitionClause(partitioning));
    }

    private static String partitionClause(Partitioning partitioning) {
        if (!partitioning.partitioned()) {
            return "";
        }
        StringBuilder sql = new StringBuilder(" partition by range (transactionid) (");
        List<Long> bounds = partitioning.upperBounds();
        for (int i = 0; i < bounds.size(); i++) {
            sql.append("partition p").append(i).append(" values less than (").append(bounds.get(i)).append("), ");
        }
        return sql.append("partition p").append(bounds.size()).append(" values less than (MAXVALUE))").toString();
    }

    @Override
    public String dropIndex(String table, SecondaryIndex index) {
        return "alter table " + table + " drop index " + index.indexName(table);
    }

    @Override
    public List<String> createIndexes(String table, List<SecondaryIndex> indexes) {
        if (indexes.isEmpty()) {
            return List.of();
        }
        List<String> clauses = indexes.stream()
                .map(i -> "add index " + i.indexName(table) + " (" + columns(i.columns(), ", ") + ")").toList();
        if (engine.equals(ROCKSDB)) {
            return clauses.stream().map(c -> "alter table " + table + " " + c).toList();
        }
        return List.of("alter table " + table + " " + String.join(", ", clauses));
    }

    @Override
    public String deleteOldest(String table) {
        return "delete from " + table + " where transactionid >= ? order by transactionid asc limit ?";
    }

    /**
     * The largest id + 1: InnoDB and MyRocks hand out {@code max + 1} after a restart, and at a step's start the
     * counter is there unless an INSERT failed at the end of the step before (its ids are then skipped, which the
     * restore points show as a gap; docs/results.md#restore-points).
     */
    @Override
    public String nextId(String table) {
        return "select coalesce(max(transactionid), 0) + 1 from " + table;
    }

    /** An id below the largest + 1 is raised to it by the server; after a restore there is none. */
    @Override
    public List<String> restartIds(String table, long nextId) {
        return List.of("alter table " + table + " auto_increment = " + nextId);
    }

    @Override
    public List<String> awaitWrites(String table) {
        return List.of("lock tables " + table + " write", "unlock tables");
    }

    @Override
    protected String rangeQueryHint(String table, SecondaryIndex index) {
        return "force index (" + index.indexName(table) + ")";
    }

    @Override
    public String listTables() {
        return "select table_name from information_schema.tables where table_schema = database()";
    }

    @Override
    public String listIndexes(String table) {
        return "select distinct index_name from information_schema.statistics where table_schema = database()"
                + " and table_name = '" + table + "'";
    }
}
