package io.ibench.e2e;

import io.ibench.core.conformance.OwnServer;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.result.OperationResult;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import io.ibench.core.spi.Adapters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A PostgreSQL 15 server of the test's own (Debian's binaries, started by the adapter's server
 * control) killed and restarted in the middle of l.i1 of two clients: the inserters and deleters
 * reconnect, the step ends degraded (exit code 4) with every lost connection counted and
 * re-established, and the tables hold exactly the rows the steps intended: no write lost or
 * applied twice.
 */
class PostgresServerFaultsIT {
    private static final Path BASEDIR = Path.of("/usr/lib/postgresql/15");

    @TempDir
    Path work;

    @Test
    void aRunReconnectsAfterThePostgresServerRestarts() throws Exception {
        Requirements.executable(BASEDIR.resolve("bin/postgres"), "PostgreSQL 15 server from Debian's packages");
        var control = Adapters.discover().choose("postgres", null).serverControl().orElseThrow();
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
        try (OwnServer server = OwnServer.start(control, BASEDIR, Files.createDirectories(work.resolve("server")),
                "shared_buffers = 128MB\nmax_connections = 100\n")) {
            String user = server.connection("ib").user();
            String url = "jdbc:postgresql://127.0.0.1:" + server.port() + "/";
            Path results = work.resolve("results");
            Ibench.Running run = Ibench.start(work, "run", "--url=" + url + "ib", "--user=" + user,
                    "--password-file=" + server.passwordFile(), "--create-database",
                    "--clients=2", "--steps=l.i0,l.x,l.i1", "--rows-per-table=20k", "--write-rows-per-table=250k",
                    "--reconnect-seconds=120", "--results=" + results, "--no-progress");
            run.awaitIntervals(results, "l.i1", 2);
            server.kill();
            Thread.sleep(1000);
            server.startProcess();

            Ibench.Result result = run.await(5, TimeUnit.MINUTES);
            assertEquals(4, result.exitCode(), "degraded run: " + result.all());
            RunResult saved = ResultFiles.read(results);
            assertEquals(List.of(StepStatus.COMPLETE, StepStatus.COMPLETE, StepStatus.DEGRADED),
                    saved.steps().stream().map(StepResult::status).toList());
            StepResult crashed = ResultFiles.step(saved, "l.i1");
            for (Map.Entry<String, OperationResult> op : crashed.measurements().operations().entrySet()) {
                OperationResult o = op.getValue();
                assertTrue(o.connectionLosses() >= 1, op.getKey() + " lost its connection: " + o);
                assertEquals(o.connectionLosses() + o.timeouts(), o.reconnects(),
                        op.getKey() + ": each re-established once");
                assertEquals(0, o.failures(), op.getKey() + ": no statement failed for good");
            }
            assertEquals(crashed.run().clients() * crashed.run().settings().rowsPerClient(),
                    crashed.measurements().operations().get("insert").rows(),
                    "l.i1 inserted all its rows in spite of the restart");
            for (StepResult step : saved.steps()) {
                ResultFiles.assertDumps(results, step, "pg_stat_database.changes.tsv",
                        "pg_stat_user_tables.changes.tsv", "pg_stat_user_indexes.changes.tsv",
                        "pg_stat_bgwriter.changes.tsv", "pg_stat_wal.changes.tsv", "table_sizes.tsv",
                        "index_sizes.tsv");
            }
            assertTrue(crashed.server().dumps().skipped().stream().anyMatch(s -> s.startsWith("pgstattuple: ")),
                    "after the last step: pgstattuple, which the database does not have installed: "
                            + crashed.server().dumps().skipped());
            assertTrue(crashed.server().dumps().sizes().containsKey("pi1.pi1_pkey"), "index sizes");
            assertNotEquals("-", ResultFiles.lastInterval(results, "l.i1", "srv_rss_mb"),
                    "the restarted postmaster's processes are measured again");
            try (Connection c = DriverManager.getConnection(url + "ib", user, OwnServer.PASSWORD)) {
                TableAfterRetries.checkWithSequenceGaps(c, saved);
            }
        }
    }
}
