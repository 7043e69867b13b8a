package io.ibench.core.spi;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * Reads the server's own measures of debt and size that explain throughput: InnoDB's history
 * list length (purge lag), Postgres dead tuples, RocksDB compaction debt, database size. Values
 * are sampled at the end of every step (and by later versions during steps) and recorded under
 * their names; a name should carry its unit, e.g. {@code historyListLength}, {@code deadTuples},
 * {@code databaseBytes}.
 */
public interface ServerProbes {
    /** Probes that read nothing. */
    ServerProbes NONE = (connection, tables) -> Map.of();

    /**
     * @param connection a connection of its own, in autocommit mode
     * @param tables     the benchmark tables
     * @return probe name → value; a probe the server cannot answer is left out
     * @throws SQLException when the server cannot be queried at all
     */
    Map<String, Double> sample(Connection connection, List<String> tables) throws SQLException;
}
