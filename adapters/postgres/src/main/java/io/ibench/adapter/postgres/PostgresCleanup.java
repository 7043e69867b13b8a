package io.ibench.adapter.postgres;

import io.ibench.core.spi.ActionOutcome;
import io.ibench.core.spi.CleanupContext;
import io.ibench.core.spi.PostLoadCleanup;
import io.ibench.core.spi.support.CleanupThreads;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * The Postgres post-load cleanup of docs/workload.md#the-post-load-cleanup-cleanup:
 * {@code vacuum (verbose, analyze, index_cleanup on)}
 * of every table in parallel ({@code index_cleanup} from PostgreSQL 12), each table's VERBOSE
 * report saved in the cleanup folder, then {@code checkpoint}; the core then waits out the rest
 * of the target duration. A failed action is recorded, and the benchmark goes on.
 */
final class PostgresCleanup implements PostLoadCleanup {
    @Override
    public Finisher begin(CleanupContext context) throws SQLException {
        boolean indexCleanup;
        try (Connection c = context.connection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("show server_version_num")) {
            rs.next();
            indexCleanup = Integer.parseInt(rs.getString(1)) >= 120000;
        }
        String options = indexCleanup ? "verbose, analyze, index_cleanup on" : "verbose, analyze";
        ExecutorService vacuums = CleanupThreads.pool("ibench vacuum", context.tables().size());
        try {
            List<Future<?>> running = new ArrayList<>();
            for (String table : context.tables()) {
                running.add(vacuums.submit(() -> vacuum(context, table, options)));
            }
            CleanupThreads.awaitAll(running, "vacuum");
        } finally {
            vacuums.shutdownNow();
        }
        long start = System.nanoTime();
        ActionOutcome outcome = ActionOutcome.DONE;
        try (Connection c = context.connection(); Statement s = c.createStatement()) {
            s.execute("checkpoint");
        } catch (SQLException e) {
            outcome = ActionOutcome.failed(e.getMessage());
        }
        context.record("checkpoint", (System.nanoTime() - start) / 1e9, outcome);
        return () -> { };
    }

    private static Void vacuum(CleanupContext context, String table, String options) {
        String action = "vacuum (" + options + ") " + table;
        long start = System.nanoTime();
        ActionOutcome outcome = ActionOutcome.DONE;
        try (Connection c = context.connection(); Statement s = c.createStatement()) {
            s.execute("vacuum (" + options + ") " + table);
            StringBuilder report = new StringBuilder();
            for (SQLWarning w = s.getWarnings(); w != null; w = w.getNextWarning()) {
                report.append(w.getMessage()).append('\n');
            }
            Files.writeString(context.outputDirectory().resolve("vacuum-" + table + ".txt"), report,
                    StandardCharsets.UTF_8);
        } catch (SQLException | IOException e) {
            outcome = ActionOutcome.failed(e.getMessage());
        }
        context.record(action, (System.nanoTime() - start) / 1e9, outcome);
        return null;
    }
}
