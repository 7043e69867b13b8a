package io.ibench.core.conformance;

import io.ibench.core.spi.ActionOutcome;
import io.ibench.core.spi.CleanupContext;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** A {@link CleanupContext} for tests of a cleanup: it records each action as {@code "action -> outcome"}. */
public final class RecordingCleanupContext implements CleanupContext {
    /** Opens a connection to the test database. */
    @FunctionalInterface
    public interface Connector {
        /** @return a new connection @throws SQLException when it cannot be opened */
        Connection connect() throws SQLException;
    }

    private final List<String> tables;
    private final int targetSeconds;
    private final Path output;
    private final Connector connector;
    private final List<String> actions = new ArrayList<>();

    /**
     * @param tables        the tables to clean up
     * @param targetSeconds the cleanup's target duration
     * @param output        the folder for status captures
     * @param connector     opens connections to the test database
     */
    public RecordingCleanupContext(List<String> tables, int targetSeconds, Path output, Connector connector) {
        this.tables = List.copyOf(tables);
        this.targetSeconds = targetSeconds;
        this.output = output;
        this.connector = connector;
    }

    /** @return every recorded action, {@code "action -> outcome"}, in order */
    public synchronized List<String> actions() {
        return List.copyOf(actions);
    }

    @Override
    public int targetSeconds() {
        return targetSeconds;
    }

    @Override
    public List<String> tables() {
        return tables;
    }

    @Override
    public Connection connection() throws SQLException {
        return connector.connect();
    }

    @Override
    public Path outputDirectory() {
        return output;
    }

    @Override
    public synchronized void record(String action, double seconds, ActionOutcome outcome) {
        actions.add(action + " -> " + outcome.text());
    }
}
