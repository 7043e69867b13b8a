package io.ibench.core.spi;

import java.sql.SQLException;

/**
 * The DBMS-specific part of the post-load cleanup that runs once between l.i2 and the first
 * read-write step (docs/workload.md#the-post-load-cleanup-cleanup). The core times it: it calls {@link #begin}, waits
 * until the cleanup's target duration has passed, then calls {@link Finisher#finish()}.
 */
public interface PostLoadCleanup {

    /**
     * Starts the cleanup work; may block until part of it is done (e.g. vacuum then checkpoint).
     *
     * @param context the tables, connections and output folder of the cleanup
     * @return what to run once the target duration has passed
     * @throws SQLException when a statement the cleanup cannot do without fails
     */
    Finisher begin(CleanupContext context) throws SQLException;

    /**
     * The second half of a cleanup: wait for background work, restore settings; {@code () -> { }} when there is none.
     */
    interface Finisher {
        /** @throws SQLException when restoring fails */
        void finish() throws SQLException;
    }
}
