package io.ibench.e2e;

import io.ibench.adapter.mysql.TestServer;
import io.ibench.adapter.postgres.PgTestServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * l.i0 sets up only where it may, against the real servers: a database that holds other tables
 * or views is refused before anything is dropped unless {@code --force} is given; tables of
 * earlier runs ({@code pi9}), other schemas and steps that set nothing up are not refused; a
 * system schema reached through driver settings is refused at run time.
 */
class SafetyIT {
    private static final String MYSQL_DB = "ibench_safety_guard";
    private static final String PG_DB = "ibench_safety_guard_pg";
    private static final String REFUSED_TAIL = "holds tables that are not ibench's (orders, v_orders), "
            + "so l.i0 will not drop and re-create pi1 … pi2 there; give the benchmark a database of its own "
            + "(e.g. ib; --create-database creates it) or add --force to run anyway";

    @TempDir
    Path work;

    @AfterEach
    void dropDatabases() throws SQLException {
        TestServer.drop(MYSQL_DB);
        PgTestServer.drop(PG_DB);
    }

    private Ibench.Result run(String url, String user, String results, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("run", "--url=" + url, "--user=" + user, "--no-progress",
                "--rows-per-table=1000", "--results=" + work.resolve(results)));
        args.addAll(List.of(more));
        return Ibench.run(work, args.toArray(String[]::new));
    }

    private static void execute(Connection c, String... statements) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        }
    }

    private static List<String> tables(Connection c, String catalog, String schema) throws SQLException {
        List<String> names = new ArrayList<>();
        try (ResultSet rs = c.getMetaData().getTables(catalog, schema, "%", new String[] {"TABLE", "VIEW"})) {
            while (rs.next()) {
                names.add(rs.getString("TABLE_NAME"));
            }
        }
        return names.stream().sorted().toList();
    }

    private long runFolders(String results) throws IOException {
        Path folder = work.resolve(results);
        if (!Files.exists(folder)) {
            return 0;
        }
        try (Stream<Path> runs = Files.list(folder)) {
            return runs.count();
        }
    }

    @Test
    void aMySqlDatabaseInUseIsRefusedUnlessForced() throws Exception {
        TestServer.freshDatabase(MYSQL_DB);
        String url = TestServer.URL + MYSQL_DB;
        try (Connection admin = TestServer.admin()) {
            execute(admin, "create table " + MYSQL_DB + ".orders (id int primary key)",
                    "insert into " + MYSQL_DB + ".orders values (1)",
                    "create view " + MYSQL_DB + ".v_orders as select id from " + MYSQL_DB + ".orders",
                    "create table " + MYSQL_DB + ".pi9 (id int)");

            Ibench.Result refused = run(url, TestServer.USER, "refused", "--steps=l.i0", "--clients=2");
            assertEquals(2, refused.exitCode(), refused.all());
            String message = refused.err().strip();
            assertTrue(message.startsWith("ibench run: database " + MYSQL_DB + " on "), message);
            assertTrue(message.endsWith(REFUSED_TAIL), message);
            assertEquals(List.of("orders", "pi9", "v_orders"), tables(admin, MYSQL_DB, null),
                    "nothing dropped or created");
            assertEquals(0, runFolders("refused"), "refused before the run folder is made");

            Ibench.Result forced = run(url, TestServer.USER, "forced", "--steps=l.i0", "--clients=2", "--force");
            assertEquals(0, forced.exitCode(), forced.all());
            assertEquals(true, ResultFiles.read(work.resolve("forced")).config().get("force"));
            assertEquals(List.of("orders", "pi1", "pi2", "pi9", "v_orders"), tables(admin, MYSQL_DB, null));

            Ibench.Result noSetup = run(url, TestServer.USER, "indexes", "--steps=l.x", "--clients=2");
            assertEquals(0, noSetup.exitCode(), "a step that drops nothing needs no --force: " + noSetup.all());

            execute(admin, "drop view " + MYSQL_DB + ".v_orders", "drop table " + MYSQL_DB + ".orders");
            Ibench.Result ownTablesOnly = run(url, TestServer.USER, "own", "--steps=l.i0", "--clients=2");
            assertEquals(0, ownTablesOnly.exitCode(),
                    "pi9 of an earlier run is the benchmark's own: " + ownTablesOnly.all());
        }
    }

    @Test
    void postgresLooksAtTheCurrentSchemaAndRefusesASystemSchema() throws Exception {
        PgTestServer.freshDatabase(PG_DB);
        String url = PgTestServer.URL + PG_DB;
        try (Connection admin = DriverManager.getConnection(url + "?sslmode=disable", PgTestServer.USER,
                PgTestServer.PASSWORD)) {
            execute(admin, "create schema other", "create table other.orders (id int)");
            Ibench.Result otherSchema = run(url, PgTestServer.USER, "other", "--steps=l.i0", "--clients=2");
            assertEquals(0, otherSchema.exitCode(), "tables in other schemas are not in the way: " + otherSchema.all());

            execute(admin, "create table public.orders (id int)",
                    "create view public.v_orders as select id from public.orders");
            Ibench.Result refused = run(url, PgTestServer.USER, "refused", "--steps=l.i0", "--clients=2");
            assertEquals(2, refused.exitCode(), refused.all());
            String message = refused.err().strip();
            assertTrue(message.startsWith("ibench run: schema public of database " + PG_DB + " on "), message);
            assertTrue(message.endsWith(REFUSED_TAIL), message);
            assertEquals(List.of("orders", "pi1", "pi2", "v_orders"), tables(admin, null, "public"), "nothing dropped");
            assertEquals(0, runFolders("refused"), "refused before the run folder is made");

            Ibench.Result system = run(url + "?currentSchema=information_schema", PgTestServer.USER, "system",
                    "--steps=qp0", "--force");
            assertEquals(2, system.exitCode(), system.all());
            assertEquals("ibench run: the connection's schema is 'information_schema', a system database or schema "
                    + "that ibench never runs in (mysql, sys, information_schema, performance_schema, postgres); "
                    + "give the benchmark a database of its own, e.g. ib (--create-database creates it)",
                    system.err().strip());
        }
    }
}
