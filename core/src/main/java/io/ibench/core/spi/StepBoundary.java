package io.ibench.core.spi;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * What an adapter does to the server at the start and at the end of every step with clients,
 * outside the measured time, as the reference's harness does around each client run: e.g. the
 * MySQL family's {@code reset master}, so binary logs do not pile up across steps. Recorded per step
 * in {@code result.json} ({@code server.actions}).
 */
public interface StepBoundary {
    /** Does nothing. */
    StepBoundary NONE = (connection, log) -> { };

    /**
     * Runs the boundary's actions; an action that cannot run is recorded as skipped or failed, not thrown.
     *
     * @param connection a connection to the server in autocommit mode, owned by the caller
     * @param log        where each action goes, with its duration and outcome
     * @throws SQLException when the server cannot be asked whether an action applies
     */
    void run(Connection connection, ActionLog log) throws SQLException;

    /** Records one action. */
    @FunctionalInterface
    interface ActionLog {
        /**
         * @param action  what was done, e.g. {@code reset master}
         * @param seconds how long it took
         * @param outcome how it ended
         */
        void record(String action, double seconds, ActionOutcome outcome);
    }
}
