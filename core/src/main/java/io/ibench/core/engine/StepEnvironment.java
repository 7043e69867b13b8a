package io.ibench.core.engine;

import io.ibench.core.config.RunConfig;
import io.ibench.core.progress.ProgressListener;
import io.ibench.core.result.ResultStore;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.Dialect;
import io.ibench.core.spi.ServerProbes;
import io.ibench.core.workload.SecondaryIndex;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What every step of a run uses.
 *
 * @param config      the run configuration
 * @param adapter     the DBMS adapter
 * @param dialect     its SQL for the run's table options
 * @param connections the connection pool
 * @param store       the run folder
 * @param progress    where progress goes
 */
record StepEnvironment(RunConfig config, Adapter adapter, Dialect dialect, ServerProbes probes,
                       ConnectionSource connections, ResultStore store, ProgressListener progress) {

    /**
     * @param client client number, 1-based
     * @return the table the client uses: {@code pi<client>}, or {@code pi1} when shared
     */
    String table(int client) {
        return "pi" + (config.sharedTable() ? 1 : client);
    }

    /** @return every benchmark table, {@code pi1 … piN} */
    List<String> tables() {
        return java.util.stream.IntStream.rangeClosed(1, config.tableCount()).mapToObj(i -> "pi" + i).toList();
    }

    /**
     * @return the server probes now, or null when the server cannot be asked (the step's own
     *         result says what went wrong)
     */
    Map<String, Double> probe() {
        // The step's sessions end first: servers that publish statistics lazily (Postgres
        // backends flush theirs when they exit, or after a second) then show the step's work.
        connections.renew();
        try (Connection c = connections.get()) {
            Map<String, Double> values = probes.sample(c, tables());
            return values.isEmpty() ? null : new TreeMap<>(values);
        } catch (SQLException e) {
            return null;
        }
    }

    /** @return the secondary indexes the run's tables have once l.x ran */
    List<SecondaryIndex> indexes() {
        return SecondaryIndex.firstN(config.secondaryIndexes());
    }
}
