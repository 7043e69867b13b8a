package io.ibench.adapter.mysql;

import io.ibench.core.spi.ActionOutcome;
import io.ibench.core.spi.CleanupContext;
import io.ibench.core.spi.PostLoadCleanup;
import io.ibench.core.spi.support.CleanupThreads;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * The MySQL-family post-load cleanup of docs/workload.md#the-post-load-cleanup-cleanup: what every engine shares —
 * purge the binary logs ({@link BinlogReset}, when binary logging is on) and {@code analyze table} every table in
 * the background — then the engine's own part ({@link InnoDbWriteBack}, {@link MyRocksCompaction}).
 * When the wait is over, the analyzes are awaited and the engine part finishes.
 */
final class MySqlCleanup implements PostLoadCleanup {
    /** The engine-specific part of the cleanup. */
    interface EnginePart {
        /**
         * @param actions the cleanup's recorded actions on its control connection
         * @param flavor  the server
         * @return what to run after the wait
         * @throws SQLException when the server cannot be asked
         */
        Finisher begin(CleanupActions actions, MySqlFlavor flavor) throws SQLException;
    }

    private final EnginePart engine;

    MySqlCleanup(EnginePart engine) {
        this.engine = engine;
    }

    @Override
    public Finisher begin(CleanupContext context) throws SQLException {
        Connection control = context.connection();
        try {
            MySqlFlavor flavor = MySqlFlavor.read(control);
            CleanupActions actions = new CleanupActions(control, context);
            new BinlogReset().run(control, context::record);
            List<Future<?>> analyzes = analyzeInBackground(context);
            Finisher enginePart = engine.begin(actions, flavor);
            return () -> {
                try {
                    CleanupThreads.awaitAll(analyzes, "analyze table");
                    enginePart.finish();
                } finally {
                    control.close();
                }
            };
        } catch (SQLException | RuntimeException e) {
            control.close();
            throw e;
        }
    }

    private static List<Future<?>> analyzeInBackground(CleanupContext context) {
        ExecutorService analyzers = CleanupThreads.pool("ibench analyze", context.tables().size());
        List<Future<?>> analyzes = new ArrayList<>();
        for (String table : context.tables()) {
            analyzes.add(analyzers.submit(() -> analyze(context, table)));
        }
        analyzers.shutdown();
        return analyzes;
    }

    private static Void analyze(CleanupContext context, String table) {
        long start = System.nanoTime();
        ActionOutcome outcome = ActionOutcome.DONE;
        try (Connection c = context.connection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("analyze table " + table)) {
            while (rs.next()) {
                if ("error".equalsIgnoreCase(rs.getString("Msg_type"))) {
                    outcome = ActionOutcome.failed(rs.getString("Msg_text"));
                }
            }
        } catch (SQLException e) {
            outcome = ActionOutcome.failed(e.getMessage());
        }
        context.record("analyze table " + table, (System.nanoTime() - start) / 1e9, outcome);
        return null;
    }
}
