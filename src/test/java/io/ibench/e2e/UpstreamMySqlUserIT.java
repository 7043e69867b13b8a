package io.ibench.e2e;

import io.ibench.adapter.mysql.UpstreamMySql;
import io.ibench.core.conformance.OwnServer;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * ibench as a user who is not root, on upstream MySQL 8.0.31 named by host and port, over TCP ({@code --tcp}) and
 * MySQL Connector/J (docs/workload.md#the-driver): a password checked by
 * {@code caching_sha2_password} (8.0's default plugin), the privileges docs/adapters.md names as
 * the least a run needs (everything on the benchmark database, and PROCESS for the purge-lag
 * probe), and no global privileges, so that the cleanup's global settings are recorded as refused
 * and the binary-log reset around each step as skipped.
 */
class UpstreamMySqlUserIT {
    private static final String PASSWORD = "Bench-pw-7";

    @TempDir
    Path work;

    @Test
    void aCachingSha2UserWithTheLeastPrivilegesRunsEveryStep() throws Exception {
        try (OwnServer server = UpstreamMySql.MYSQL_8_0_31.start(Files.createDirectories(work.resolve("server")),
                "[mysqld]\ninnodb_buffer_pool_size = 128M\nmax_connections = 200\n")) {
            String url = UpstreamMySql.url(server);
            try (Connection c = DriverManager.getConnection(url + "?sslMode=DISABLED&allowPublicKeyRetrieval=true",
                    "root", OwnServer.PASSWORD);
                 Statement s = c.createStatement()) {
                s.execute("create database ib");
                s.execute("create user 'bench'@'%' identified with caching_sha2_password by '" + PASSWORD + "'");
                s.execute("grant all on ib.* to 'bench'@'%'");
                s.execute("grant process on *.* to 'bench'@'%'");
                try (ResultSet rs = s.executeQuery("select plugin from mysql.user where user = 'bench'")) {
                    assertTrue(rs.next());
                    assertEquals("caching_sha2_password", rs.getString(1));
                }
            }
            Path passwordFile = Files.writeString(work.resolve("password"), PASSWORD + "\n");
            Path results = work.resolve("results");
            Ibench.Result result = Ibench.run(work, "run", "--host=127.0.0.1", "--port=" + server.port(),
                    "--database=ib", "--user=bench",
                    "--password-file=" + passwordFile, "--tcp", "--steps=l.i0,l.x,l.i1,cleanup,qr100",
                    "--rows-per-table=5k",
                    "--query-seconds=2", "--cleanup-seconds=1", "--results=" + results, "--no-progress");
            assertEquals(0, result.exitCode(), result.all());
            assertFalse(result.all().contains(PASSWORD), "the password appears nowhere");
            RunResult run = ResultFiles.read(results);
            assertEquals("8.0.31", run.server().version());
            for (StepResult step : run.steps()) {
                assertEquals(StepStatus.COMPLETE, step.status(), step.name() + ": " + step.outcome().error());
            }
            assertNotNull(ResultFiles.step(run, "l.i1").server().probes().purgeLagAtEnd(),
                    "PROCESS lets the purge-lag probe read");
            List<String> refused = ResultFiles.step(run, "cleanup").measurements().cleanup().actions().stream()
                    .filter(a -> a.action().startsWith("set global")).map(a -> a.outcome()).toList();
            assertFalse(refused.isEmpty(), "the cleanup tried its global settings");
            assertTrue(refused.stream().noneMatch("done"::equals),
                    "without SYSTEM_VARIABLES_ADMIN none is done: " + refused);
            for (StepResult step : run.steps()) {
                ResultFiles.assertDumps(results, step, "innodb_status.txt", "innodb_metrics.changes.tsv",
                        "global_status.changes.tsv", "global_variables.tsv", "table_status.tsv");
                assertEquals(List.of(), step.server().dumps().skipped(), "PROCESS lets every dump read");
            }
            assertTrue(ResultFiles.step(run, "l.i1").server().dumps().changes()
                    .get("global_status/Innodb_rows_inserted/Value") > 0, "the summarised counters' changes");
            assertFalse(Files.readString(ResultFiles.onlyRun(results).resolve("result.json")).contains(PASSWORD));
            assertEquals("tcp", run.transport().kind(), "--tcp: " + run.transport().describe());
            assertTrue(run.transport().driver().startsWith("MySQL Connector/J "),
                    "named by host, a MySQL server gets MySQL Connector/J: " + run.transport().describe());
            assertEquals("skipped: the user lacks the RELOAD privilege",
                    ResultFiles.step(run, "l.i1").server().actions().get(0).outcome(),
                    "MySQL 8.0 logs binary logs by default; without RELOAD the reset is skipped, not failed");
        }
    }
}
