package io.ibench.adapter.mysql;

import io.ibench.core.spi.CleanupContext;
import io.ibench.core.spi.PostLoadCleanup;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The InnoDB post-load cleanup of spec §13: purge the binary logs ({@code reset master}, when
 * binary logging is on), {@code analyze table} every table in the background, capture
 * {@code show engine innodb status}, and force buffer-pool write-back by setting
 * {@code innodb_max_dirty_pages_pct_lwm=1}, {@code innodb_max_dirty_pages_pct=1} and
 * {@code innodb_idle_flush_pct=100} for the wait (each only where the server has it); when the
 * wait is over, wait for the analyzes, restore the settings, capture the status again.
 */
final class InnoDbCleanup implements PostLoadCleanup {
    /** The settings the cleanup lowers for its duration, in the order they are set. */
    static final Map<String, String> WRITE_BACK = writeBack();

    private static Map<String, String> writeBack() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("innodb_max_dirty_pages_pct_lwm", "1");
        m.put("innodb_max_dirty_pages_pct", "1");
        m.put("innodb_idle_flush_pct", "100");
        return m;
    }

    @Override
    public Finisher begin(CleanupContext context) throws SQLException {
        Connection control = context.connection();
        try {
            resetMaster(control, context);
            ExecutorService analyzers = Executors.newFixedThreadPool(context.tables().size(), r -> {
                Thread t = new Thread(r, "ibench analyze");
                t.setDaemon(true);
                return t;
            });
            List<Future<?>> analyzes = new ArrayList<>();
            for (String table : context.tables()) {
                analyzes.add(analyzers.submit(() -> analyze(context, table)));
            }
            analyzers.shutdown();
            captureStatus(control, context, "innodb-status-before.txt");
            Map<String, String> saved = lowerDirtyPageTargets(control, context);
            return () -> {
                try {
                    awaitAll(analyzes);
                    restore(control, context, saved);
                    captureStatus(control, context, "innodb-status-after.txt");
                } finally {
                    control.close();
                }
            };
        } catch (SQLException | RuntimeException e) {
            control.close();
            throw e;
        }
    }

    private static void resetMaster(Connection c, CleanupContext context) throws SQLException {
        // reset master purges the binary logs written by the load, as the reference's harness does
        if (!"ON".equalsIgnoreCase(variable(c, "log_bin"))) {
            context.record("reset master", 0, "skipped: binary logging is off");
            return;
        }
        timed(context, "reset master", () -> execute(c, "reset master"));
    }

    private static Void analyze(CleanupContext context, String table) {
        long start = System.nanoTime();
        String outcome = "done";
        try (Connection c = context.connection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("analyze table " + table)) {
            while (rs.next()) {
                if ("error".equalsIgnoreCase(rs.getString("Msg_type"))) {
                    outcome = "failed: " + rs.getString("Msg_text");
                }
            }
        } catch (SQLException e) {
            outcome = "failed: " + e.getMessage();
        }
        context.record("analyze table " + table, (System.nanoTime() - start) / 1e9, outcome);
        return null;
    }

    private static Map<String, String> lowerDirtyPageTargets(Connection c, CleanupContext context) throws SQLException {
        Map<String, String> saved = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : WRITE_BACK.entrySet()) {
            String name = e.getKey();
            String old = variable(c, name);
            String action = "set global " + name + "=" + e.getValue();
            if (old == null) {
                context.record(action, 0, "skipped: the server has no " + name);
                continue;
            }
            if (timed(context, action + " (was " + old + ")", () -> execute(c, action))) {
                saved.put(name, old);
            }
        }
        return saved;
    }

    /** Restores in reverse order, so that a low-water mark never exceeds its maximum. */
    private static void restore(Connection c, CleanupContext context, Map<String, String> saved) {
        List<String> names = new ArrayList<>(saved.keySet());
        java.util.Collections.reverse(names);
        for (String name : names) {
            String action = "set global " + name + "=" + saved.get(name);
            timed(context, action, () -> execute(c, action));
        }
    }

    private static void captureStatus(Connection c, CleanupContext context, String file) {
        timed(context, "show engine innodb status > cleanup/" + file, () -> {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("show engine innodb status")) {
                StringBuilder text = new StringBuilder();
                while (rs.next()) {
                    text.append(rs.getString("Status")).append('\n');
                }
                Files.writeString(context.outputDirectory().resolve(file), text, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
            }
        });
    }

    private static void awaitAll(List<Future<?>> futures) throws SQLException {
        for (Future<?> f : futures) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("interrupted while waiting for analyze table", e);
            } catch (ExecutionException e) {
                throw new SQLException("analyze table failed: " + e.getCause(), e.getCause());
            }
        }
    }

    static String variable(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("show global variables like ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(2) : null;
            }
        }
    }

    private static void execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    /**
     * Runs one action and records it. A failure (e.g. the user lacks the privilege to set a
     * global variable) is recorded, not thrown: the cleanup only reduces variance, and the
     * benchmark can go on without it.
     */
    private static boolean timed(CleanupContext context, String action, SqlAction work) {
        long start = System.nanoTime();
        try {
            work.run();
            context.record(action, (System.nanoTime() - start) / 1e9, "done");
            return true;
        } catch (SQLException e) {
            context.record(action, (System.nanoTime() - start) / 1e9, "failed: " + e.getMessage());
            return false;
        }
    }

    @FunctionalInterface
    private interface SqlAction {
        void run() throws SQLException;
    }
}
