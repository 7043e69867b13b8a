package io.ibench.adapter.mysql;

import io.ibench.core.spi.DumpSet;
import io.ibench.core.spi.ServerDumps;
import io.ibench.core.spi.support.DumpReader;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;
import java.util.List;

/**
 * The MySQL family's dumps (docs/results.md, "Dumps"): {@code show global status} and
 * {@code information_schema.innodb_metrics} as counters; at a step's end
 * {@code show engine innodb status} (and {@code show engine rocksdb status} for MyRocks),
 * {@code show global variables} and the benchmark tables' status with their sizes. The engine
 * status and the InnoDB metrics need the {@code PROCESS} privilege, which is checked first.
 */
final class MySqlDumps implements ServerDumps {
    private static final String NEEDS_PROCESS = ": needs the PROCESS privilege, which the user does not have";
    /** The global status counters whose change {@code result.json} summarises. */
    private static final List<String> SUMMARISED = List.of("Innodb_buffer_pool_reads",
            "Innodb_buffer_pool_read_requests", "Innodb_data_reads", "Innodb_data_writes", "Innodb_data_written",
            "Innodb_os_log_written", "Innodb_pages_written", "Innodb_rows_inserted", "Innodb_rows_deleted",
            "Innodb_rows_read", "Com_commit", "Questions");

    private final boolean rocksDb;

    /** @param rocksDb whether the run's tables use MyRocks */
    MySqlDumps(boolean rocksDb) {
        this.rocksDb = rocksDb;
    }

    @Override
    public DumpSet counters(Connection connection, List<String> tables) {
        DumpReader dump = new DumpReader(connection);
        dump.table("global_status", "show global status");
        if (hasProcess(connection)) {
            dump.table("innodb_metrics", "select name, count from information_schema.innodb_metrics");
        } else {
            dump.skip("innodb_metrics" + NEEDS_PROCESS);
        }
        return dump.done();
    }

    @Override
    public DumpSet state(Connection connection, List<String> tables, boolean lastStep) {
        DumpReader dump = new DumpReader(connection);
        if (hasProcess(connection)) {
            dump.text("innodb_status", "show engine innodb status", 3);
            if (rocksDb) {
                dump.table("rocksdb_status", "show engine rocksdb status");
            }
        } else {
            dump.skip("innodb_status" + NEEDS_PROCESS);
        }
        dump.table("global_status", "show global status");
        dump.table("global_variables", "show global variables");
        String in = String.join(", ", Collections.nCopies(tables.size(), "?"));
        dump.table("table_status", "select table_name as name, engine, table_rows as row_estimate, avg_row_length, "
                + "data_length, index_length, data_free, create_time, update_time from information_schema.tables "
                + "where table_schema = database() and table_name in (" + in + ") order by table_name",
                tables.toArray()).ifPresent(status -> status.rows().forEach(row -> {
                    double data = number(row.get(4));
                    double indexes = number(row.get(5));
                    dump.size(row.get(0) + ".data", data);
                    dump.size(row.get(0) + ".indexes", indexes);
                    dump.size(row.get(0) + ".total", data + indexes);
                }));
        return dump.done();
    }

    @Override
    public List<String> summarised() {
        return SUMMARISED.stream().map(name -> "global_status/" + name + "/Value").toList();
    }

    private static double number(String value) {
        return value == null ? 0 : Double.parseDouble(value);
    }

    /** @return whether the connection's user holds the PROCESS privilege globally */
    private static boolean hasProcess(Connection connection) {
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from information_schema.user_privileges "
                     + "where privilege_type = 'PROCESS' and grantee = concat('''', "
                     + "substring_index(current_user(), '@', 1), '''@''', substring_index(current_user(), '@', -1), "
                     + "'''')")) {
            return rs.next() && rs.getLong(1) > 0;
        } catch (SQLException e) {
            return false;
        }
    }
}
