package io.ibench.adapter.postgres;

import io.ibench.core.spi.ServerProbes;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Postgres's server probes, from the statistics views (which backends publish up to a second
 * late). Gauges: {@code deadTuples} and {@code liveTuples} of the benchmark tables, also per
 * table ({@code deadTuples.pi1}, …; a partitioned table's partitions {@code pi1_p0 …} count for it),
 * {@code databaseBytes} ({@code pg_database_size}), {@code snapshotAgeXids} (the age in transactions of the
 * oldest snapshot a session of the database holds: the xmin horizon, which keeps vacuum from removing newer
 * dead tuples). Counters:
 * {@code autovacuumRuns} and {@code vacuumRuns} of the benchmark tables, {@code walBytes}
 * ({@code pg_stat_wal}, PostgreSQL 14+), {@code checkpoints} (timed and requested;
 * {@code pg_stat_checkpointer} from 17, {@code pg_stat_bgwriter} before; chosen by the version the driver
 * learnt when it connected, so no probe fails by design), {@code blocksRead} and
 * {@code blocksHit} of the database. Derived per step: {@code bufferHitRate}.
 */
final class PostgresProbes implements ServerProbes {
    /** A benchmark table's name from its own or one of its partitions' ({@code pi1_p0}) relname. */
    private static final String TABLE_OF_PARTITION = "regexp_replace(relname, '_p[0-9]+$', '')";
    private static final Set<String> COUNTERS = Set.of("autovacuumRuns", "vacuumRuns", "walBytes", "checkpoints",
            "blocksRead", "blocksHit");

    @Override
    public Map<String, Double> sample(Connection connection, List<String> tables) throws SQLException {
        Map<String, Double> values = new LinkedHashMap<>();
        String names = tables.stream().map(t -> "'" + t + "'").collect(Collectors.joining(","));
        double dead = 0;
        double live = 0;
        double autovacuums = 0;
        double vacuums = 0;
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select " + TABLE_OF_PARTITION + ", sum(n_dead_tup), sum(n_live_tup), "
                     + "sum(autovacuum_count), sum(vacuum_count) from pg_stat_user_tables where "
                     + TABLE_OF_PARTITION + " in (" + names + ") group by 1 order by 1")) {
            while (rs.next()) {
                values.put("deadTuples." + rs.getString(1), rs.getDouble(2));
                dead += rs.getDouble(2);
                live += rs.getDouble(3);
                autovacuums += rs.getDouble(4);
                vacuums += rs.getDouble(5);
            }
        }
        values.put("deadTuples", dead);
        values.put("liveTuples", live);
        values.put("autovacuumRuns", autovacuums);
        values.put("vacuumRuns", vacuums);
        putIfPresent(values, DATABASE_BYTES, connection, "select pg_database_size(current_database())");
        int major = connection.getMetaData().getDatabaseMajorVersion();
        if (major >= 14) {
            putIfPresent(values, "walBytes", connection, "select wal_bytes from pg_stat_wal");
        }
        putIfPresent(values, "checkpoints", connection, major >= 17
                ? "select num_timed + num_requested from pg_stat_checkpointer"
                : "select checkpoints_timed + checkpoints_req from pg_stat_bgwriter");
        putIfPresent(values, "blocksRead", connection,
                "select blks_read from pg_stat_database where datname = current_database()");
        putIfPresent(values, "blocksHit", connection,
                "select blks_hit from pg_stat_database where datname = current_database()");
        putIfPresent(values, "snapshotAgeXids", connection, "select coalesce(max(age(backend_xmin)), 0) "
                + "from pg_stat_activity where datname = current_database()");
        return values;
    }

    @Override
    public String purgeLagProbe() {
        return "deadTuples";
    }

    @Override
    public Set<String> counters() {
        return COUNTERS;
    }

    /** {@code bufferHitRate}: blocks found in shared buffers / blocks requested, over the step. */
    @Override
    public Map<String, Double> derive(Map<String, Double> changes) {
        Double read = changes.get("blocksRead");
        Double hit = changes.get("blocksHit");
        if (read == null || hit == null || read + hit <= 0) {
            return Map.of();
        }
        return Map.of("bufferHitRate", hit / (read + hit));
    }

    private static boolean putIfPresent(Map<String, Double> values, String name, Connection c, String sql) {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            if (rs.next()) {
                values.put(name, rs.getDouble(1));
                return true;
            }
        } catch (SQLException e) {
            // not available on this server version
        }
        return false;
    }
}
