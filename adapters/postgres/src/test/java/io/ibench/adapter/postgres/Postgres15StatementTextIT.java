package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.conformance.OwnServer;
import io.ibench.core.spi.ConnectionTarget;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conformance test against a PostgreSQL 15 of the test class's own (Debian's {@code /usr/lib/postgresql/15},
 * started by the adapter's server control with {@code pg_stat_statements} loaded, stopped after the class); and,
 * after every step ran, the statements as pg_stat_statements normalizes them (each constant a {@code $n}): every
 * statement ibench sent to the benchmark tables has the normalized text of the reference client's statement,
 * whose text is built here from the reference's own format strings (docs/workload.md#statements). The reference
 * PREPAREs its queries (the harness always asks it to on Postgres); pg_stat_statements keeps such a query under
 * the PREPARE's text, so the reference's texts are compared from the query on ({@code SELECT …}), which is what the
 * server plans.
 */
class Postgres15StatementTextIT extends PostgresConformance {
    private static final Path BASEDIR = Path.of("/usr/lib/postgresql/15");
    private static final String CONFIG = "shared_buffers = 32MB\nshared_preload_libraries = 'pg_stat_statements'\n";

    /** The reference's statements: its format strings, filled as iibench.py fills them. */
    private static final String CREATE = "create table %s ( %s ) %s %s";
    private static final String COLUMNS = "transactionid bigserial primary key, "
            + "dateandtime timestamp without time zone, cashregisterid int not null, customerid int not null, "
            + "productid int not null, price int not null, data varchar(4000) ";
    private static final String SEQUENCE = "alter sequence %s_transactionid_seq cache 1000";
    private static final List<String> INDEXES = List.of(
            "create index %1$s_marketsegment on %1$s (productid, customerid, price) ",
            "create index %1$s_registersegment on %1$s (cashregisterid, customerid, price) ",
            "create index %1$s_pdc on %1$s (price, dateandtime, customerid) ");
    private static final String INSERT = "insert into %s (dateandtime,cashregisterid,customerid,productid,price,data) "
            + "values %s";
    private static final String ROW = "('%s',%d,%d,%d,%.2f,'%s')";
    private static final String DELETE = "delete from %1$s where transactionid in (select transactionid from %1$s "
            + "where transactionid >= %2$d order by transactionid asc limit %3$d)";
    private static final List<String> QUERIES = List.of(
            "PREPARE market_query_ps (int) as SELECT productid, customerid, price FROM %s WHERE (productid >= $1) "
                    + "ORDER BY productid, customerid, price LIMIT %d",
            "PREPARE register_query_ps (int) as SELECT cashregisterid, customerid, price FROM %s WHERE "
                    + "(cashregisterid > $1) ORDER BY cashregisterid, customerid, price LIMIT %d",
            "PREPARE pdc_query_ps (int) as SELECT price, dateandtime, customerid FROM %s WHERE (price >= $1) "
                    + "ORDER BY price, dateandtime, customerid LIMIT %d");
    private static final String POINT = "PREPARE pk_query_ps (%s) as SELECT transactionid, productid, data FROM %s "
            + "WHERE transactionid in (%s)";
    private static final Pattern PREPARE = Pattern.compile("PREPARE \\w+ \\([^)]*\\) as (.*)", Pattern.DOTALL);
    private static final int SHOWN = 160;
    private static final Pattern ROWS = Pattern.compile("\\(\\$\\d+,\\$\\d+,\\$\\d+,\\$\\d+,\\$\\d+,\\$\\d+\\)");

    /**
     * What ibench sends to the benchmark tables beyond the reference client's statements, normalized, as patterns:
     * the cleanup's vacuum (the reference harness's, not its client's), l.x's drop of an index an interrupted l.x
     * left (the conformance test leaves one), and what a resume sends to put a table back
     * to a step's start (docs/results.md#restore-points; the conformance test resumes once): the rows inserted again
     * with their ids, the sequence's next id read, the table locked while running writes end, and the one-id point
     * query that reads a row back.
     */
    private static final List<String> OWN = List.of("vacuum \\(verbose, analyze, index_cleanup on\\) piN",
            "drop index piN_marketsegment",
            "insert into piN \\(transactionid,dateandtime,cashregisterid,customerid,productid,price,data\\) values "
                    + "\\(\\$1,cast\\(\\$2 as timestamp\\),.*",
            "select case when is_called then last_value \\+ \\$1 else last_value end from piN_transactionid_seq",
            "lock table piN in share mode",
            "SELECT transactionid, productid, data FROM piN WHERE transactionid in \\(\\$1\\)");
    /** The conformance test's own statements on the tables (its checks of the rows), normalized, as patterns. */
    private static final List<String> TESTS = List.of("select count\\(\\*\\) from piN( where transactionid > \\$1)?",
            "select transactionid from piN order by transactionid limit \\$1 offset \\$2",
            "select transactionid, cashregisterid, customerid, productid, price, data from piN order by transactionid");

    private OwnServer server;

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        // the server runs as user postgres when the test runs as root: it must enter the folder
        Path folder = Files.createTempDirectory("ibench-pg15-statements-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        server = OwnServer.start(adapter().serverControl().orElseThrow(), BASEDIR, folder, CONFIG);
        ConnectionTarget admin = adapter().serverTarget(server.connection(null));
        try (Connection c = DriverManager.getConnection(admin.jdbcUrl(), admin.properties());
             Statement s = c.createStatement()) {
            s.execute("create database ib");
            s.execute("create database ref");
        }
        try (Connection c = connect("ref"); Statement s = c.createStatement()) {
            s.execute("create extension pg_stat_statements");
        }
        return server.connection("ib");
    }

    private Connection connect(String database) throws SQLException {
        ConnectionTarget target = adapter().target(server.connection(database));
        return DriverManager.getConnection(target.jdbcUrl(), target.properties());
    }

    @Test
    @Order(100)
    void everyStatementOnTheBenchmarkTablesHasTheNormalizedTextOfTheReferencesStatement() throws Exception {
        Set<String> ibench = statements("ib");
        try (Connection c = connect("ref"); Statement s = c.createStatement()) {
            for (String table : List.of("pi1", "pi2")) {
                s.execute(String.format(Locale.ROOT, "drop table if exists %s", table));
                s.execute(String.format(Locale.ROOT, CREATE, table, COLUMNS, "", ""));
                s.execute(String.format(Locale.ROOT, SEQUENCE, table));
                for (int rows : insertSizes(ibench)) {
                    List<String> values = new ArrayList<>();
                    for (int r = 0; r < rows; r++) {
                        values.add(String.format(Locale.ROOT, ROW, "2026-11-27 10:00:00", r % 1000, r, r % 10000,
                                (double) (r % 500), "aaaaaaaaaaaa"));
                    }
                    s.execute(String.format(Locale.ROOT, INSERT, table, String.join(",\n", values)));
                }
                for (String index : INDEXES) {
                    s.execute(String.format(Locale.ROOT, index, table));
                }
                s.executeQuery(String.format(Locale.ROOT, "select min(transactionid) from %s", table)).close();
                s.executeQuery(String.format(Locale.ROOT, "select max(transactionid) from %s", table)).close();
                s.execute(String.format(Locale.ROOT, DELETE, table, 1, 50));
                for (String query : QUERIES) {
                    s.execute(String.format(Locale.ROOT, query, table, 10));
                    s.executeQuery("execute " + query.split(" ")[1] + " (7)").close();
                }
                List<String> params = new ArrayList<>();
                for (int i = 1; i <= 10; i++) {
                    params.add("$" + i);
                }
                s.execute(String.format(Locale.ROOT, POINT, String.join(",", Collections.nCopies(10, "int")), table,
                        String.join(",", params)));
                s.executeQuery("execute pk_query_ps (" + String.join(",", Collections.nCopies(10, "12")) + ")")
                        .close();
                s.execute("deallocate all");
            }
        }
        Set<String> reference = statements("ref");
        List<String> own = ibench.stream().filter(d -> !reference.contains(d))
                .filter(d -> TESTS.stream().noneMatch(d::matches)).toList();
        assertEquals(List.of(), abbreviated(own.stream().filter(d -> OWN.stream().noneMatch(d::matches)).toList()),
                "statements ibench sent to the benchmark tables whose normalized text is not the reference's; the "
                        + "reference's: " + abbreviated(reference));
        assertEquals(List.of(), OWN.stream().filter(o -> own.stream().noneMatch(d -> d.matches(o))).toList(),
                "ibench's own statements that it did not send");
        assertTrue(ibench.containsAll(reference), "ibench sent every statement of the reference: "
                + abbreviated(ibench));
    }

    /** @return the statements, each cut after its first {@value #SHOWN} characters: an INSERT has hundreds of $n */
    private static List<String> abbreviated(Collection<String> statements) {
        return statements.stream().map(t -> t.length() <= SHOWN ? t : t.substring(0, SHOWN) + "…").toList();
    }

    /** @return the row counts of ibench's INSERTs: the reference's are made with the same counts */
    private static Set<Integer> insertSizes(Set<String> ibench) {
        Set<Integer> sizes = new TreeSet<>();
        for (String statement : ibench) {
            if (statement.startsWith("insert into piN (dateandtime")) {
                Matcher rows = ROWS.matcher(statement);
                int count = 0;
                while (rows.find()) {
                    count++;
                }
                sizes.add(count);
            }
        }
        return sizes;
    }

    /**
     * @return the normalized texts of the statements on the tables pi1, pi2 (or their indexes or sequences) in the
     *         database, table names as piN, a PREPARE's text from its query on
     */
    private Set<String> statements(String database) throws SQLException {
        Set<String> texts = new TreeSet<>();
        try (Connection c = connect("ref"); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select s.query from pg_stat_statements s join pg_database d "
                     + "on d.oid = s.dbid where d.datname = '" + database + "'")) {
            while (rs.next()) {
                String text = rs.getString(1);
                if (text != null && text.matches("(?s).*\\bpi[12](_\\w+)?\\b.*")) {
                    Matcher prepare = PREPARE.matcher(text);
                    texts.add((prepare.matches() ? prepare.group(1) : text).replaceAll("\\bpi[12]((_\\w+)?)\\b",
                            "piN$1"));
                }
            }
        }
        return texts;
    }

    @Override
    protected void release() throws Exception {
        if (server != null) {
            server.close();
        }
    }
}
