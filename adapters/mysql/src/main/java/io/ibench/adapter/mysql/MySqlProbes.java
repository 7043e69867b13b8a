package io.ibench.adapter.mysql;

import io.ibench.core.spi.ServerProbes;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The MySQL family's server probes. Gauges: {@code historyListLength} (InnoDB purge lag: undo
 * records not yet purged), {@code dirtyPages} (buffer pool), {@code databaseBytes} (InnoDB: the
 * space the database's files take on disk, as the reference's {@code du}; MyRocks: data + index
 * from the table statistics); for MyRocks also {@code rocksdbBusy} (compactions or
 * flushes under way), {@code l0Files}, {@code tombstones} (delete markers of the
 * database's indexes in SST files, not yet compacted away: MyRocks's purge lag) and, where the
 * server reports it, {@code pendingCompactionBytes}. Counters, from {@code show global status}: InnoDB buffer-pool
 * reads from disk and read requests, rows inserted, deleted and read (MySQL only), data and redo
 * bytes written and data read; MyRocks rows, compaction bytes, stalls; for every engine the
 * handler's row writes, deletes and reads ({@code handlerWrites}, {@code handlerDeletes},
 * {@code handlerReads}, the sum of every {@code Handler_read_*}). Derived per step: {@code bufferPoolHitRate}.
 * Sampled by one thread at a time.
 */
final class MySqlProbes implements ServerProbes {
    private static final Map<String, String> INNODB_STATUS = Map.ofEntries(
            Map.entry("innodb_buffer_pool_pages_dirty", "dirtyPages"),
            Map.entry("innodb_buffer_pool_reads", "bufferPoolReads"),
            Map.entry("innodb_buffer_pool_read_requests", "bufferPoolReadRequests"),
            Map.entry("innodb_rows_inserted", "rowsInserted"),
            Map.entry("innodb_rows_deleted", "rowsDeleted"),
            Map.entry("innodb_rows_read", "rowsRead"),
            Map.entry("innodb_data_written", "dataWrittenBytes"),
            Map.entry("innodb_data_read", "dataReadBytes"),
            Map.entry("innodb_os_log_written", "redoWrittenBytes"));
    /** Storage-engine-neutral row counters (MariaDB has no Innodb_rows_*); reads sum every kind. */
    private static final Map<String, String> HANDLER_STATUS = Map.of(
            "handler_write", "handlerWrites",
            "handler_delete", "handlerDeletes",
            "handler_read_key", "handlerReads",
            "handler_read_next", "handlerReads",
            "handler_read_prev", "handlerReads",
            "handler_read_first", "handlerReads",
            "handler_read_last", "handlerReads",
            "handler_read_rnd", "handlerReads",
            "handler_read_rnd_next", "handlerReads");
    private static final Map<String, String> ROCKSDB_STATUS = Map.of(
            "rocksdb_rows_inserted", "rowsInserted",
            "rocksdb_rows_deleted", "rowsDeleted",
            "rocksdb_rows_read", "rowsRead",
            "rocksdb_compact_read_bytes", "compactionReadBytes",
            "rocksdb_compact_write_bytes", "compactionWriteBytes",
            "rocksdb_stall_micros", "stallMicros",
            "rocksdb_stall_total_stops", "stallStops",
            "rocksdb_stall_total_slowdowns", "stallSlowdowns",
            "rocksdb_bytes_written", "dataWrittenBytes",
            "rocksdb_bytes_read", "dataReadBytes");
    private static final Set<String> GAUGES = Set.of("historyListLength", "dirtyPages", DATABASE_BYTES, "rocksdbBusy",
            "l0Files", "pendingCompactionBytes", "tombstones");
    /** Space the database's InnoDB files take on disk, as {@code du} of its folder (MySQL 8.0+). */
    private static final String INNODB_FILES_80 =
            "select sum(allocated_size) from information_schema.innodb_tablespaces "
            + "where left(name, char_length(database()) + 1) = concat(database(), '/') having count(*) > 0";
    /** The same for MariaDB and MySQL 5.7. */
    private static final String INNODB_FILES_57 =
            INNODB_FILES_80.replace("innodb_tablespaces", "innodb_sys_tablespaces");
    /** Data and index size from the table statistics, for engines without files of their own (MyRocks). */
    private static final String TABLE_STATISTICS =
            "select sum(data_length + index_length) from information_schema.tables where table_schema = database()";
    /** Delete markers of the database's indexes in SST files: MVCC garbage that compaction has not removed yet. */
    private static final String TOMBSTONES = "select coalesce(sum(f.entry_deletes + f.entry_singledeletes), 0) "
            + "from information_schema.rocksdb_index_file_map f join information_schema.rocksdb_ddl d "
            + "on f.column_family = d.column_family and f.index_number = d.index_number "
            + "where d.table_schema = database()";
    private static final Pattern DEFAULT_L0 = Pattern.compile(
            "\\*\\* Compaction Stats \\[default\\] \\*\\*.*?\\n\\s*L0\\s+(\\d+)/\\d+", Pattern.DOTALL);

    private final boolean rocksdb;
    private final Map<String, String> statusProbes = new HashMap<>();
    private final String statusQuery;
    private MySqlFlavor flavor;

    MySqlProbes(boolean rocksdb) {
        this.rocksdb = rocksdb;
        statusProbes.putAll(rocksdb ? ROCKSDB_STATUS : INNODB_STATUS);
        statusProbes.putAll(HANDLER_STATUS);
        statusQuery = "show global status where lower(variable_name) in ("
                + statusProbes.keySet().stream().map(n -> "'" + n + "'").collect(Collectors.joining(",")) + ")";
    }

    @Override
    public Map<String, Double> sample(Connection connection, List<String> tables) throws SQLException {
        Map<String, Double> values = new LinkedHashMap<>();
        putIfPresent(values, "historyListLength", connection, MySqlFlavor.HISTORY_LIST_LENGTH);
        if (rocksdb || !putIfPresent(values, DATABASE_BYTES, connection, innoDbFilesQuery(connection))) {
            putIfPresent(values, DATABASE_BYTES, connection, TABLE_STATISTICS);
        }
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(statusQuery)) {
            while (rs.next()) {
                String probe = statusProbes.get(rs.getString(1).toLowerCase(Locale.ROOT));
                if (probe != null && rs.getString(2) != null && rs.getString(2).matches("\\d+")) {
                    values.merge(probe, Double.parseDouble(rs.getString(2)), Double::sum);
                }
            }
        }
        if (rocksdb) {
            sampleRocksDb(connection, values);
        }
        return values;
    }

    /**
     * @return the query of the InnoDB files' size this server has, chosen by the version the driver
     *         learnt when it connected (no statement): {@code innodb_tablespaces} on MySQL 8.0 and later,
     *         {@code innodb_sys_tablespaces} on MariaDB and MySQL 5.7, so neither fails
     */
    private static String innoDbFilesQuery(Connection connection) throws SQLException {
        MySqlFlavor server = new MySqlFlavor(new TreeMap<>(Map.of("version",
                connection.getMetaData().getDatabaseProductVersion())));
        return server.product() != MySqlFlavor.Product.MARIADB && server.atLeast(8, 0, 0)
                ? INNODB_FILES_80 : INNODB_FILES_57;
    }

    private void sampleRocksDb(Connection connection, Map<String, Double> values) throws SQLException {
        if (flavor == null) {
            flavor = MySqlFlavor.read(connection);
        }
        putIfPresent(values, "rocksdbBusy", connection, flavor.myRocksBusyQuery());
        putIfPresent(values, "tombstones", connection, TOMBSTONES);
        putIfPresent(values, "pendingCompactionBytes", connection,
                "select sum(value) from information_schema.rocksdb_cfstats "
                + "where stat_type like '%PENDING_COMPACTION_BYTES%' having count(*) > 0");
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("show engine rocksdb status")) {
            while (rs.next()) {
                Matcher m = DEFAULT_L0.matcher(rs.getString(rs.getMetaData().getColumnCount()));
                if (m.find()) {
                    values.put("l0Files", Double.parseDouble(m.group(1)));
                    break;
                }
            }
        } catch (SQLException e) {
            // no status text: l0Files is left out
        }
    }

    @Override
    public String purgeLagProbe() {
        return rocksdb ? "tombstones" : "historyListLength";
    }

    @Override
    public Set<String> counters() {
        Set<String> counters = new HashSet<>(INNODB_STATUS.values());
        counters.addAll(ROCKSDB_STATUS.values());
        counters.addAll(HANDLER_STATUS.values());
        counters.removeAll(GAUGES);
        return counters;
    }

    /** {@code bufferPoolHitRate}: 1 − reads from disk / read requests of the step (InnoDB). */
    @Override
    public Map<String, Double> derive(Map<String, Double> changes) {
        Double reads = changes.get("bufferPoolReads");
        Double requests = changes.get("bufferPoolReadRequests");
        if (reads == null || requests == null || requests <= 0) {
            return Map.of();
        }
        return Map.of("bufferPoolHitRate", 1 - reads / requests);
    }

    /** @return true when the server answered with a value */
    private static boolean putIfPresent(Map<String, Double> values, String name, Connection c, String sql) {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            if (rs.next()) {
                double value = rs.getDouble(1);
                if (!rs.wasNull()) {
                    values.put(name, value);
                    return true;
                }
            }
        } catch (SQLException e) {
            // this server cannot answer this probe (e.g. no such table); the others still count
        }
        return false;
    }
}
