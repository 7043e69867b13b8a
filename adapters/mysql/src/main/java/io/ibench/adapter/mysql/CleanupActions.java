package io.ibench.adapter.mysql;

import io.ibench.core.spi.ActionOutcome;
import io.ibench.core.spi.CleanupContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The recorded actions of a MySQL-family cleanup. A failed action (e.g. the user lacks the
 * privilege to set a global variable) is recorded, not thrown: the cleanup only reduces
 * variance, and the benchmark can go on without it.
 */
final class CleanupActions {
    private final Connection connection;
    private final CleanupContext context;

    CleanupActions(Connection connection, CleanupContext context) {
        this.connection = connection;
        this.context = context;
    }

    CleanupContext context() {
        return context;
    }

    /**
     * @param action what is done, as recorded
     * @param sql    the statement to run for it
     * @return true when it succeeded
     */
    boolean execute(String action, String sql) {
        return timed(action, () -> {
            try (Statement s = connection.createStatement()) {
                s.execute(sql);
            }
        });
    }

    /**
     * Saves {@code show engine <engine> status} into the cleanup folder.
     *
     * @param engine {@code innodb} or {@code rocksdb}
     * @param file   file name in the cleanup folder
     */
    void captureStatus(String engine, String file) {
        timed("show engine " + engine + " status > cleanup/" + file, () -> {
            try (Statement s = connection.createStatement();
                 ResultSet rs = s.executeQuery("show engine " + engine + " status")) {
                StringBuilder text = new StringBuilder();
                int columns = rs.getMetaData().getColumnCount();
                while (rs.next()) {
                    text.append(rs.getString(columns)).append('\n');
                }
                Files.writeString(context.outputDirectory().resolve(file), text, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
            }
        });
    }

    /**
     * @param name a global variable
     * @return its value, or null when the server has no such variable
     * @throws SQLException when the server cannot be asked
     */
    String variable(String name) throws SQLException {
        return variable(connection, name);
    }

    static String variable(Connection connection, String name) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("show global variables like ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(2) : null;
            }
        }
    }

    /**
     * @param sql a query with one numeric value
     * @return the value
     * @throws SQLException when the query fails
     */
    long queryLong(String sql) throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    /** @param action what was skipped, and why in {@code reason} */
    void skipped(String action, String reason) {
        context.record(action, 0, ActionOutcome.skipped(reason));
    }

    /**
     * Records a wait of the cleanup itself.
     *
     * @param action  what was waited for
     * @param seconds how long
     */
    void waited(String action, double seconds) {
        context.record(action, seconds, ActionOutcome.DONE);
    }

    boolean timed(String action, SqlAction work) {
        long start = System.nanoTime();
        try {
            work.run();
            context.record(action, (System.nanoTime() - start) / 1e9, ActionOutcome.DONE);
            return true;
        } catch (SQLException | UncheckedIOException e) {
            context.record(action, (System.nanoTime() - start) / 1e9, ActionOutcome.failed(e.getMessage()));
            return false;
        }
    }

    @FunctionalInterface
    interface SqlAction {
        void run() throws SQLException;
    }
}
