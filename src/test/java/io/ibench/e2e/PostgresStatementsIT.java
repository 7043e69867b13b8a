package io.ibench.e2e;

import io.ibench.core.conformance.OwnServer;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.result.RunResult;
import io.ibench.core.spi.Adapters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every statement a whole sequence sends to PostgreSQL 15, as {@code pg_stat_statements} counts them
 * in the benchmark database: the workload's and the ones docs/metrics.md lists ("Statements besides the
 * workload"), nothing else; and the server logs no error (no probe of another version, no metadata
 * look-up that fails). The server is the test's own (Debian's binaries), with the extension preloaded;
 * named by 127.0.0.1, it is reached through the socket in its own folder.
 */
class PostgresStatementsIT {
    private static final Path BASEDIR = Path.of("/usr/lib/postgresql/15");
    /** The workload's statements and the documented ones, as pg_stat_statements normalises them. */
    private static final List<Pattern> KNOWN = Stream.of(
            "insert into pi\\d+ ", "delete from pi\\d+ ", "select .* from pi\\d+ ",
            "select (min|max)\\(transactionid\\) from pi\\d+",
            "drop table if exists pi\\d+", "create table pi\\d+", "alter sequence pi\\d+_transactionid_seq cache ",
            "create index ", "drop index ",
            "vacuum \\(verbose, analyze, index_cleanup on\\) pi\\d+", "checkpoint",
            "select relname, n_dead_tup, n_live_tup, autovacuum_count, vacuum_count from pg_stat_user_tables ",
            "select pg_database_size\\(current_database\\(\\)\\)", "select wal_bytes from pg_stat_wal",
            "select checkpoints_timed \\+ checkpoints_req from pg_stat_bgwriter",
            "select blks_(read|hit) from pg_stat_database where datname = current_database\\(\\)",
            "select name, setting, unit from pg_settings", "show server_version", "select current_catalog",
            "select \\$\\d+ from pg_am where amname = \\$\\d+ and amtype = \\$\\d+",
            "select \\(select setting from pg_settings where name = \\$1\\), pg_postmaster_start_time\\(\\)",
            "select current_schema\\(\\)", "select c.relname from pg_class c join pg_namespace n ",
            "select indexname from pg_indexes where schemaname = current_schema\\(\\) ",
            "show transaction isolation level",
            // a step's restore point: the id the table's next row gets
            "select case when is_called then last_value \\+ \\$1 else last_value end from pi\\d+_transactionid_seq",
            // the probes of partitioned tables and of the oldest snapshot (--htap-transaction-seconds)
            "select regexp_replace\\(relname, ",
            "select coalesce\\(max\\(age\\(backend_xmin\\)\\), \\$1\\) from pg_stat_activity ",
            // the step-end dumps
            "select (relname|indexrelname) as key, \\* from pg_stat_user_(tables|indexes) ",
            "select \\$1 as key, \\* from pg_stat_(database|bgwriter|checkpointer|wal|io)",
            "select \\(select count\\(\\*\\) from pg_extension where extname = ",
            "select relname as table, (indexrelname as index, )?pg_relation_size")
            .map(p -> Pattern.compile("^" + p + ".*", Pattern.DOTALL)).toList();

    @TempDir
    Path work;

    @Test
    void aSequenceSendsOnlyTheWorkloadAndTheDocumentedStatementsAndNoneFails() throws Exception {
        Requirements.executable(BASEDIR.resolve("bin/postgres"), "PostgreSQL 15 server from Debian's packages");
        var control = Adapters.discover().choose("postgres", null).serverControl().orElseThrow();
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path folder = Files.createDirectories(work.resolve("server"));
        try (OwnServer server = OwnServer.start(control, BASEDIR, folder, "shared_buffers = 128MB\n"
                + "max_connections = 100\nshared_preload_libraries = 'pg_stat_statements'\n"
                + "pg_stat_statements.track = all\nlog_min_error_statement = error\n")) {
            String user = server.connection("ib").user();
            String url = "jdbc:postgresql://127.0.0.1:" + server.port() + "/";
            try (Connection c = DriverManager.getConnection(url + "postgres", user, OwnServer.PASSWORD);
                 Statement s = c.createStatement()) {
                s.execute("create extension pg_stat_statements");
                s.execute("create database ib");
                s.execute("select pg_stat_statements_reset()");
            }
            Path results = work.resolve("results");
            Ibench.Result result = Ibench.run(work, "run", "--url=" + url + "ib", "--user=" + user,
                    "--password-file=" + server.passwordFile(),
                    "--steps=l.i0,l.x,l.i1,l.i2,cleanup,qr100,qp100", "--rows-per-table=2k", "--query-seconds=2",
                    "--cleanup-seconds=1", "--results=" + results, "--no-progress");
            assertEquals(0, result.exitCode(), result.all());
            RunResult run = ResultFiles.read(results);
            assertEquals("socket", run.transport().kind(), run.transport().describe());
            assertTrue(run.transport().address().startsWith(folder.toString()), run.transport().describe());

            List<String> unknown = new ArrayList<>();
            for (String statement : statementsIn(url, user)) {
                String text = statement.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").trim();
                if (KNOWN.stream().noneMatch(p -> p.matcher(text).matches())) {
                    unknown.add(statement);
                }
            }
            List<String> errors;
            try (Stream<Path> files = Files.walk(folder)) {
                Path log = files.filter(p -> p.getFileName().toString().equals("server.log")).findFirst()
                        .orElseThrow();
                errors = Files.readAllLines(log).stream().filter(l -> l.contains("ERROR:")).toList();
            }
            assertAll(
                    () -> assertEquals(List.of(), unknown,
                            "statements neither the workload's nor documented in docs/metrics.md"),
                    () -> assertEquals(List.of(), errors, "the server logged no failed statement"));
        }
    }

    private static List<String> statementsIn(String url, String user) throws SQLException {
        List<String> statements = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url + "postgres", user, OwnServer.PASSWORD);
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select query from pg_stat_statements"
                     + " where dbid = (select oid from pg_database where datname = 'ib')")) {
            while (rs.next()) {
                statements.add(rs.getString(1));
            }
        }
        return statements;
    }
}
