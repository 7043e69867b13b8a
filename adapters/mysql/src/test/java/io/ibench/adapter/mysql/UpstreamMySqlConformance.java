package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.conformance.OwnServer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conformance test against an upstream MySQL server of the test class's own, started from an
 * {@link UpstreamMySql} tarball by the adapter's server control, stopped after the class; and, after
 * every step ran, the statement digests of the server's performance schema: every statement ibench
 * sent to the benchmark tables has the digest of the reference client's statement, whose text is built
 * here from the reference's own format strings (docs/workload.md#statements).
 */
abstract class UpstreamMySqlConformance extends MySqlConformance {
    /** A small server: the conformance steps are tiny. */
    static final String CONFIG = "[mysqld]\ninnodb_buffer_pool_size = 128M\nmax_connections = 200\n";

    private OwnServer server;
    private Path folder;

    /** @return the server to test against */
    abstract UpstreamMySql upstream();

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        folder = Files.createTempDirectory("ibench-" + upstream().version() + "-");
        server = upstream().start(folder, CONFIG);
        try (Connection c = DriverManager.getConnection(UpstreamMySql.url(server)
                + "?sslMode=DISABLED&allowPublicKeyRetrieval=true", "root", OwnServer.PASSWORD);
             Statement s = c.createStatement()) {
            s.execute("create database ib");
        }
        return server.connection("ib");
    }

    /** The reference's statements: its format strings, filled as iibench.py fills them. */
    private static final String INSERT = "insert into %s (dateandtime,cashregisterid,customerid,productid,price,data) "
            + "values %s";
    private static final String ROW = "('%s',%d,%d,%d,%.2f,'%s')";
    private static final String CREATE = "create table %s ( %s ) engine=%s %s %s";
    private static final String COLUMNS = "transactionid bigint not null auto_increment, dateandtime datetime, "
            + "cashregisterid int not null, customerid int not null, productid int not null, price int not null, "
            + "data varchar(4000), primary key (transactionid) ";
    private static final String INDEXES = "alter table %1$s add index %1$s_marketsegment (productid, customerid, "
            + "price) , add index %1$s_registersegment (cashregisterid, customerid, price) , add index %1$s_pdc "
            + "(price, dateandtime, customerid) ";
    private static final String DELETE = "delete from %s where transactionid >= %d order by transactionid asc limit %d";
    private static final String MARKET = "SELECT productid, customerid, price FROM %s %s WHERE (productid >= %s) "
            + "ORDER BY productid, customerid, price LIMIT %d";
    private static final String REGISTER = "SELECT cashregisterid,customerid,price FROM %s %s WHERE "
            + "(cashregisterid > %d) ORDER BY cashregisterid, customerid, price LIMIT %d";
    private static final String PDC = "SELECT price,dateandtime,customerid FROM %s %s WHERE (price >= %s) "
            + "ORDER BY price, dateandtime, customerid LIMIT %d";
    private static final String POINT = "SELECT transactionid, productid, data FROM %s WHERE transactionid in (%s)";
    /** The reference harness's post-load cleanup. */
    private static final String ANALYZE = "analyze table %s";
    /**
     * What ibench sends to the benchmark tables beyond the reference's statements: l.x drops an index that an
     * interrupted l.x left (the test leaves one, see l_x_addsTheThreeIndexesWithTheReferenceColumnOrder).
     */
    private static final List<String> OWN = List.of("ALTER TABLE `piN` DROP INDEX `piN_marketsegment`");
    /**
     * What a resume sends to put a table back to a step's start (docs/results.md#restore-points; the conformance
     * test resumes once): the generator's next id, the table locked while it is set, the rows inserted again with
     * their ids; and the one-id point query that reads a row back (MySQL 5.7 keeps one id apart from a list).
     */
    private static final List<String> RESTORE = List.of("ALTER TABLE `piN` AUTO_INCREMENT = ?",
            "INSERT INTO `piN` ( `transactionid` , `dateandtime` , `cashregisterid` , `customerid` , `productid` , "
                    + "`price` , DATA ) VALUES (...) /* , ... */",
            "LOCK TABLES `piN` WRITE", "SELECT COALESCE ( MAX ( `transactionid` ) , ? ) + ? FROM `piN`");
    private static final String RESTORE_ONE_ID = "SELECT `transactionid` , `productid` , DATA FROM `piN` WHERE "
            + "`transactionid` IN (?)";
    /** The conformance test's own statements: the interrupted l.x's index, and its checks of the tables. */
    private static final List<String> TESTS = List.of("ALTER TABLE `piN` ADD INDEX `piN_marketsegment` \\( [^)]*\\)",
            "SELECT COUNT \\( \\* \\) FROM `piN`.*", "SELECT `transactionid` FROM `piN` ORDER BY .* OFFSET \\?",
            "SELECT `transactionid` , `cashregisterid` , `customerid` , `productid` , `price` , DATA FROM `piN` "
                    + "ORDER BY `transactionid`");

    @Test
    @Order(100)
    void everyStatementOnTheBenchmarkTablesHasTheDigestOfTheReferencesStatement() throws Exception {
        try (Connection c = DriverManager.getConnection(UpstreamMySql.url(server)
                + "?sslMode=DISABLED&allowPublicKeyRetrieval=true", "root", OwnServer.PASSWORD);
             Statement s = c.createStatement()) {
            s.execute("create database ref");
            s.execute("use ref");
            for (String table : List.of("pi1", "pi2")) {
                s.execute(String.format(Locale.ROOT, "drop table if exists %s", table));
                s.execute(String.format(Locale.ROOT, CREATE, table, COLUMNS, "innodb", "", ""));
                for (int rows : List.of(100, 50, 5)) {
                    List<String> values = new ArrayList<>();
                    for (int r = 0; r < rows; r++) {
                        values.add(String.format(Locale.ROOT, ROW, "2026-11-27 10:00:00", r % 1000, r, r % 10000,
                                (double) (r % 500), "aaaaaaaaaaaa"));
                    }
                    s.execute(String.format(Locale.ROOT, INSERT, table, String.join(",\n", values)));
                }
                s.execute(String.format(Locale.ROOT, INDEXES, table));
                s.executeQuery(String.format(Locale.ROOT, "select min(transactionid) from %s", table)).close();
                s.executeQuery(String.format(Locale.ROOT, "select max(transactionid) from %s", table)).close();
                s.execute(String.format(Locale.ROOT, DELETE, table, 1, 50));
                s.executeQuery(String.format(Locale.ROOT, MARKET, table,
                        "FORCE INDEX (" + table + "_marketsegment)", 7, 10)).close();
                s.executeQuery(String.format(Locale.ROOT, REGISTER, table,
                        "FORCE INDEX (" + table + "_registersegment)", 7, 10)).close();
                s.executeQuery(String.format(Locale.ROOT, PDC, table, "FORCE INDEX (" + table + "_pdc)", 7, 10))
                        .close();
                s.executeQuery(String.format(Locale.ROOT, POINT, table,
                        String.join(",", Collections.nCopies(10, "12")))).close();
                s.executeQuery(String.format(Locale.ROOT, ANALYZE, table)).close();
            }
            Set<String> reference = digests(s, "ref");
            Set<String> ibench = digests(s, "ib");
            List<String> own = ibench.stream().filter(d -> !reference.contains(d))
                    .filter(d -> TESTS.stream().noneMatch(d::matches)).filter(d -> !d.equals(RESTORE_ONE_ID))
                    .toList();
            List<String> expected = new ArrayList<>(OWN);
            expected.addAll(RESTORE);
            Collections.sort(expected);
            assertEquals(expected, own, "statements ibench sent to the benchmark tables whose digest is not the "
                    + "reference's; the reference's: " + reference);
            assertTrue(ibench.containsAll(reference), "ibench sent every statement of the reference: " + ibench);
        }
    }

    /**
     * @return the digest texts of the statements on the tables pi1, pi2 in the schema, table names as piN, without
     *         the space MySQL 5.7 ends them with
     */
    private static Set<String> digests(Statement s, String schema) throws SQLException {
        Set<String> digests = new TreeSet<>();
        try (ResultSet rs = s.executeQuery("select digest_text from performance_schema."
                + "events_statements_summary_by_digest where schema_name = '" + schema + "'")) {
            while (rs.next()) {
                String text = rs.getString(1);
                if (text != null && text.matches("(?s).*`pi[12]`.*")) {
                    digests.add(text.replaceAll("`pi[12](_[a-z]+)?`", "`piN$1`").strip());
                }
            }
        }
        return digests;
    }

    @Override
    protected void release() throws Exception {
        if (server != null) {
            server.close();
        }
    }
}
