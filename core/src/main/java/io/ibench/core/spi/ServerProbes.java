package io.ibench.core.spi;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the server's own measures of debt, work and size that explain throughput: InnoDB's
 * history list length (purge lag), Postgres dead tuples, RocksDB compaction debt, database size.
 * Values are sampled every few seconds during a step (the step's {@code .probes.tsv}) and at its
 * start and end (result.json). A name carries its unit, e.g. {@code historyListLength},
 * {@code deadTuples}, {@code databaseBytes}, {@code dataWrittenBytes}.
 *
 * <p>A probe is a gauge (its value is the current state) unless {@link #counters()} names it as a
 * counter that only grows, whose change over a step is what matters.
 */
public interface ServerProbes {
    /**
     * The probe of the database's size on disk in bytes, a gauge every adapter reports when it can: each step's
     * database growth ({@code StepMetrics}) and the report's size chart read it.
     */
    String DATABASE_BYTES = "databaseBytes";

    /** Probes that read nothing. */
    ServerProbes NONE = (connection, tables) -> Map.of();

    /**
     * @param connection a connection of its own, in autocommit mode
     * @param tables     the benchmark tables
     * @return probe name → value; a probe the server cannot answer is left out
     * @throws SQLException when the server cannot be queried at all
     */
    Map<String, Double> sample(Connection connection, List<String> tables) throws SQLException;

    /**
     * @return the probe that measures MVCC garbage waiting to be removed — InnoDB's
     *         {@code historyListLength}, Postgres's {@code deadTuples}, RocksDB's
     *         {@code tombstones} (delete markers not yet compacted away) — reported as each step's
     *         purge lag; null when none
     */
    default String purgeLagProbe() {
        return null;
    }

    /** @return the names of probes that are counters (their change over a step is reported) */
    default Set<String> counters() {
        return Set.of();
    }

    /**
     * @param changes the counters' change over a step, by name
     * @return figures derived from them, e.g. a cache hit rate; none by default
     */
    default Map<String, Double> derive(Map<String, Double> changes) {
        return Map.of();
    }
}
