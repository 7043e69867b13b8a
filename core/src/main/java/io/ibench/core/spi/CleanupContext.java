package io.ibench.core.spi;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/** What a {@link PostLoadCleanup} may use. */
public interface CleanupContext {

    /** @return the cleanup's target duration in seconds; work that waits (e.g. for compaction) should fit in it */
    int targetSeconds();

    /** @return the benchmark tables, e.g. {@code pi1 … pi8} */
    List<String> tables();

    /**
     * @return a new connection to the server, owned by the caller (close it when done)
     * @throws SQLException when the server cannot be reached
     */
    Connection connection() throws SQLException;

    /** @return a folder where server status captures may be written, e.g. {@code show engine innodb status} */
    Path outputDirectory();

    /**
     * Records one action of the cleanup in the results. Every cleanup records at least one.
     *
     * @param action  what was done, e.g. {@code set global innodb_max_dirty_pages_pct=1}
     * @param seconds how long it took
     * @param outcome how it ended
     */
    void record(String action, double seconds, ActionOutcome outcome);
}
