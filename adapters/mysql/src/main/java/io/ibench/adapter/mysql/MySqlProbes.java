package io.ibench.adapter.mysql;

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
 * The MySQL family's server probes:
 * <ul>
 *   <li>{@code historyListLength}: InnoDB's purge lag, undo log records not yet purged;</li>
 *   <li>{@code tablesBytes}: data + index bytes of the benchmark tables ({@code information_schema.tables});</li>
 *   <li>{@code rocksdbBusy} (MyRocks): compactions (Percona Server) or column families with a
 *       compaction or flush pending (MariaDB) at the moment of the sample.</li>
 * </ul>
 * Sampled by one thread at a time.
 */
final class MySqlProbes implements ServerProbes {
    private final boolean rocksdb;
    private MySqlFlavor flavor;

    MySqlProbes(boolean rocksdb) {
        this.rocksdb = rocksdb;
    }

    @Override
    public Map<String, Double> sample(Connection connection, List<String> tables) throws SQLException {
        Map<String, Double> values = new LinkedHashMap<>();
        putIfPresent(values, "historyListLength", connection, MySqlFlavor.HISTORY_LIST_LENGTH);
        String names = tables.stream().map(t -> "'" + t + "'").collect(Collectors.joining(","));
        putIfPresent(values, "tablesBytes", connection, "select sum(data_length + index_length) from information_schema.tables "
                + "where table_schema = database() and table_name in (" + names + ")");
        if (rocksdb) {
            if (flavor == null) {
                flavor = MySqlFlavor.read(connection);
            }
            putIfPresent(values, "rocksdbBusy", connection, flavor.myRocksBusyQuery());
        }
        return values;
    }

    private static void putIfPresent(Map<String, Double> values, String name, Connection c, String sql) {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            if (rs.next()) {
                double value = rs.getDouble(1);
                if (!rs.wasNull()) {
                    values.put(name, value);
                }
            }
        } catch (SQLException e) {
            // this server cannot answer this probe (e.g. no such table); the others still count
        }
    }
}
