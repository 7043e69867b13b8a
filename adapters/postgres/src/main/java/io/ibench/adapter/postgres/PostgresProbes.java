package io.ibench.adapter.postgres;

import io.ibench.core.spi.ServerProbes;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Postgres's server probes, from the statistics views:
 * <ul>
 *   <li>{@code deadTuples}, {@code liveTuples}: {@code n_dead_tup}, {@code n_live_tup} of the benchmark tables;</li>
 *   <li>{@code autovacuumRuns}: {@code autovacuum_count} of the benchmark tables;</li>
 *   <li>{@code databaseBytes}: {@code pg_database_size} of the benchmark database;</li>
 *   <li>{@code walBytes}: WAL generated since the statistics were reset ({@code pg_stat_wal}, PostgreSQL 14+).</li>
 * </ul>
 */
final class PostgresProbes implements ServerProbes {
    @Override
    public Map<String, Double> sample(Connection connection, List<String> tables) throws SQLException {
        Map<String, Double> values = new LinkedHashMap<>();
        String names = tables.stream().map(t -> "'" + t + "'").collect(Collectors.joining(","));
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select coalesce(sum(n_dead_tup), 0), coalesce(sum(n_live_tup), 0), "
                     + "coalesce(sum(autovacuum_count), 0) from pg_stat_user_tables where relname in (" + names + ")")) {
            rs.next();
            values.put("deadTuples", rs.getDouble(1));
            values.put("liveTuples", rs.getDouble(2));
            values.put("autovacuumRuns", rs.getDouble(3));
        }
        putIfPresent(values, "databaseBytes", connection, "select pg_database_size(current_database())");
        putIfPresent(values, "walBytes", connection, "select wal_bytes from pg_stat_wal");
        return values;
    }

    private static void putIfPresent(Map<String, Double> values, String name, Connection c, String sql) {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            if (rs.next()) {
                values.put(name, rs.getDouble(1));
            }
        } catch (SQLException e) {
            // not available on this server version
        }
    }
}
