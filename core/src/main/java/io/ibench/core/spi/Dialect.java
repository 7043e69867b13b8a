package io.ibench.core.spi;

import io.ibench.core.config.StatementMode;
import io.ibench.core.workload.Column;
import io.ibench.core.workload.Partitioning;
import io.ibench.core.workload.SecondaryIndex;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/**
 * The SQL text of one DBMS for the benchmark's statements. The core owns the workload (which
 * statements run, when, and with which values); a dialect only spells them. Parameters are
 * JDBC {@code ?} placeholders bound by the core in the order each method documents.
 */
public interface Dialect {

    /**
     * @return statements that drop {@code table} if it exists (docs/workload.md#tables-and-indexes: {@code --setup})
     */
    List<String> dropTable(String table);

    /**
     * @param table        the table
     * @param partitioning how its primary key is range partitioned, or {@link Partitioning#NONE}
     * @return statements that create {@code table} with its primary key, its partitions
     *         (docs/workload.md#partitions) and no secondary index
     */
    List<String> createTable(String table, Partitioning partitioning);

    /**
     * @param table   the table
     * @param indexes the secondary indexes to add, in creation order
     * @return the DDL that adds them: one statement for all, or one per index, as the DBMS's
     *         reference run does (docs/workload.md#tables-and-indexes)
     */
    List<String> createIndexes(String table, List<SecondaryIndex> indexes);

    /**
     * @param table the table
     * @param index one of its secondary indexes, which exists
     * @return the DDL that drops it, so that an l.x that was interrupted (and is run again by
     *         {@code --resume}) starts from the table without secondary indexes
     */
    String dropIndex(String table, SecondaryIndex index);

    /**
     * @param table the table
     * @return the INSERT up to its VALUES list, as the reference writes it:
     *         {@code insert into <t> (dateandtime,cashregisterid,customerid,productid,price,data) values }
     *         (with the trailing space); rows follow, comma-separated
     */
    String insertPrefix(String table);

    /**
     * @param table the table
     * @param rows  rows per statement, ≥ 1
     * @return a multi-row INSERT of {@code rows} rows; parameters per row in the order of
     *         {@link Column#INSERTED}: dateandtime (a string {@code yyyy-MM-dd HH:mm:ss}, local
     *         time; a dialect whose driver does not convert strings to timestamps casts it in
     *         the SQL), cashregisterid, customerid, productid, price (ints), data (string)
     */
    String insert(String table, int rows);

    /**
     * @param table the table
     * @return a DELETE of the oldest rows; parameters: (1) the lower bound X of
     *         {@code transactionid >= X} (long), (2) the row count N (int)
     */
    String deleteOldest(String table);

    /**
     * @param table the table
     * @param index the covering index the query scans
     * @param limit rows per query (LIMIT)
     * @return the range query of docs/workload.md#statements; parameter: (1) the start value (int)
     */
    String rangeQuery(String table, SecondaryIndex index, int limit);

    /**
     * @param table the table
     * @param ids   the IN-list size
     * @return {@code select transactionid, productid, data from <t> where transactionid in (…)};
     *         parameters: the ids (long)
     */
    String pointQuery(String table, int ids);

    /** @return {@code select min(transactionid) from <t>}: no parameters, one nullable long */
    String minTransactionId(String table);

    /** @return {@code select max(transactionid) from <t>}: no parameters, one nullable long */
    String maxTransactionId(String table);

    /**
     * @return the {@code data} of the row with the largest id, {@code select data from <t> order by transactionid
     *         desc limit 1}: no parameters, no row or one string (an inserter asks it after a lost connection)
     */
    String newestData(String table);

    /**
     * @param table the table
     * @return a query without parameters whose one column (a long) is the id the next row inserted into the table
     *         gets from its id generator, as a step's new session sees it: the MySQL family's {@code auto_increment}
     *         follows the largest id ({@code max + 1}, 1 when empty), a Postgres sequence its last value handed out
     *         (cached blocks included) + 1. Read before every step, outside the measured time, and never from the
     *         head of the primary key (docs/results.md#restore-points)
     */
    String nextId(String table);

    /**
     * @param table  the table, with no id at or above {@code nextId}
     * @param nextId the id its next inserted row is to get, ≥ 1
     * @return statements that set the table's id generator there, so that a step run again after {@code --resume}
     *         numbers its rows as its first attempt did (MySQL: {@code alter table … auto_increment = N}; Postgres:
     *         {@code setval} of the key's sequence)
     */
    List<String> restartIds(String table, long nextId);

    /**
     * @param table the table
     * @param rows  rows per statement, ≥ 1
     * @return a multi-row INSERT that gives each row its {@code transactionid}, as {@code --resume} puts back the
     *         rows a killed step deleted: per row the id (long), then the parameters of {@link #insert}
     */
    String insertWithIds(String table, int rows);

    /**
     * @param table the table
     * @return statements, run in order on one connection in autocommit mode, that return once every write to the
     *         table that began before them has ended, so that a statement a killed client left running on the server
     *         cannot change the table while {@code --resume} puts it back (MySQL: {@code lock tables … write} and
     *         {@code unlock tables}; Postgres: a {@code share} table lock in a transaction of its own)
     */
    List<String> awaitWrites(String table);

    /**
     * @return a query without parameters whose one column names every table and view (of any kind) in the
     *         connection's own database (MySQL) or current schema (Postgres); a plain catalog query, not the
     *         driver's metadata calls, which may look into system tables the user cannot read
     */
    String listTables();

    /**
     * @param table a benchmark table
     * @return a query without parameters whose one column names the table's indexes in the connection's own
     *         database or current schema
     */
    String listIndexes(String table);

    /**
     * @param role what the connection runs: {@link StatementKind#INSERT} for an inserter,
     *             {@link StatementKind#DELETE} for a deleter, {@link StatementKind#RANGE_QUERY} or
     *             {@link StatementKind#POINT_QUERY} for a query thread
     * @return session settings to run on such a connection before each step, possibly none
     */
    default List<String> sessionSettings(StatementKind role) {
        return List.of();
    }

    /**
     * Prepares one of the benchmark's statements on a role's connection, once per step, as {@code --statements} says
     * (docs/workload.md#statements): {@link StatementMode#REFERENCE} as the reference sends it, text with the values
     * that the server parses and plans at every execution (a dialect whose driver would switch to a server-side
     * prepared statement after repeated use turns that off); {@link StatementMode#PREPARED} as a statement prepared
     * on the server once and executed with bound values. The default is a plain {@link Connection#prepareStatement}.
     *
     * @param connection the role's connection
     * @param sql        text from one of this dialect's methods
     * @param mode       how the statement reaches the server
     * @return the prepared statement, owned by the caller
     * @throws SQLException when the statement cannot be prepared
     */
    default PreparedStatement prepare(Connection connection, String sql, StatementMode mode) throws SQLException {
        return connection.prepareStatement(sql);
    }
}
