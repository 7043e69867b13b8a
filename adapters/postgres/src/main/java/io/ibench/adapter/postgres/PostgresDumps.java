package io.ibench.adapter.postgres;

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
 * PostgreSQL's dumps (docs/results.md, "Dumps"): the cumulative statistics views as counters —
 * {@code pg_stat_database} of the benchmark database, {@code pg_stat_user_tables} and
 * {@code pg_stat_user_indexes} of the benchmark tables, {@code pg_stat_bgwriter},
 * {@code pg_stat_checkpointer} (17+), {@code pg_stat_wal} (14+) and {@code pg_stat_io} (16+); at a
 * step's end the tables' and indexes' sizes, and after the last step {@code pgstattuple} and
 * {@code pgstatindex} when the extension is installed in the database (ibench never creates it)
 * and the user may use them (a superuser or a member of {@code pg_stat_scan_tables}).
 */
final class PostgresDumps implements ServerDumps {
    /** The counters whose change {@code result.json} summarises. */
    private static final List<String> SUMMARISED = List.of("pg_stat_database/database/blks_read",
            "pg_stat_database/database/blks_hit", "pg_stat_database/database/tup_inserted",
            "pg_stat_database/database/tup_deleted", "pg_stat_database/database/xact_commit",
            "pg_stat_wal/wal/wal_bytes", "pg_stat_wal/wal/wal_fpi",
            "pg_stat_bgwriter/bgwriter/buffers_clean", "pg_stat_bgwriter/bgwriter/buffers_backend",
            "pg_stat_checkpointer/checkpointer/buffers_written");

    @Override
    public DumpSet counters(Connection connection, List<String> tables) {
        DumpReader dump = new DumpReader(connection);
        int version = version(connection);
        String in = placeholders(tables);
        dump.table("pg_stat_database", "select 'database' as key, * from pg_stat_database "
                + "where datname = current_database()");
        dump.table("pg_stat_user_tables", "select relname as key, * from pg_stat_user_tables "
                + "where schemaname = current_schema() and relname in (" + in + ") order by relname", tables.toArray());
        dump.table("pg_stat_user_indexes", "select indexrelname as key, * from pg_stat_user_indexes "
                + "where schemaname = current_schema() and relname in (" + in + ") order by indexrelname",
                tables.toArray());
        dump.table("pg_stat_bgwriter", "select 'bgwriter' as key, * from pg_stat_bgwriter");
        if (version >= 170000) {
            dump.table("pg_stat_checkpointer", "select 'checkpointer' as key, * from pg_stat_checkpointer");
        }
        if (version >= 140000) {
            dump.table("pg_stat_wal", "select 'wal' as key, * from pg_stat_wal");
        } else {
            dump.skip("pg_stat_wal: PostgreSQL " + version / 10000 + " has no pg_stat_wal (14 and later)");
        }
        if (version >= 160000) {
            dump.table("pg_stat_io", "select backend_type || '/' || object || '/' || context as key, * "
                    + "from pg_stat_io order by 1");
        } else {
            dump.skip("pg_stat_io: PostgreSQL " + version / 10000 + " has no pg_stat_io (16 and later)");
        }
        return dump.done();
    }

    @Override
    public DumpSet state(Connection connection, List<String> tables, boolean lastStep) {
        DumpReader dump = new DumpReader(connection);
        String in = placeholders(tables);
        dump.table("table_sizes", "select relname as table, pg_relation_size(relid) as data_bytes, "
                + "pg_indexes_size(relid) as index_bytes, pg_total_relation_size(relid) as total_bytes "
                + "from pg_stat_user_tables where schemaname = current_schema() and relname in (" + in + ") "
                + "order by relname", tables.toArray()).ifPresent(t -> t.rows().forEach(row -> {
                    dump.size(row.get(0) + ".data", Double.parseDouble(row.get(1)));
                    dump.size(row.get(0) + ".indexes", Double.parseDouble(row.get(2)));
                    dump.size(row.get(0) + ".total", Double.parseDouble(row.get(3)));
                }));
        dump.table("index_sizes", "select relname as table, indexrelname as index, "
                + "pg_relation_size(indexrelid) as bytes from pg_stat_user_indexes "
                + "where schemaname = current_schema() and relname in (" + in + ") order by relname, indexrelname",
                tables.toArray()).ifPresent(t -> t.rows().forEach(row ->
                    dump.size(row.get(0) + "." + row.get(1), Double.parseDouble(row.get(2)))));
        if (lastStep) {
            tupleStatistics(connection, dump, tables, in);
        }
        return dump.done();
    }

    private static void tupleStatistics(Connection connection, DumpReader dump, List<String> tables, String in) {
        String extension = extension(connection);
        if (!extension.equals("installed")) {
            dump.skip("pgstattuple: " + extension);
            return;
        }
        if (!mayScan(connection)) {
            dump.skip("pgstattuple: needs a superuser or a member of pg_stat_scan_tables");
            return;
        }
        dump.table("pgstattuple", "select c.relname as table, s.* from pg_class c "
                + "cross join lateral pgstattuple(c.oid::regclass) s where c.relkind = 'r' "
                + "and c.relnamespace = current_schema()::regnamespace and c.relname in (" + in + ") "
                + "order by c.relname", tables.toArray());
        dump.table("pgstatindex", "select c.relname as index, s.* from pg_index i "
                + "join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid "
                + "join pg_am a on a.oid = c.relam cross join lateral pgstatindex(c.oid::regclass) s "
                + "where a.amname = 'btree' and t.relnamespace = current_schema()::regnamespace "
                + "and t.relname in (" + in + ") order by c.relname", tables.toArray());
    }

    @Override
    public List<String> summarised() {
        return SUMMARISED;
    }

    /** @return {@code installed}, or why the extension cannot be used */
    private static String extension(Connection connection) {
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select (select count(*) from pg_extension where extname = 'pgstattuple'),"
                     + " (select count(*) from pg_available_extensions where name = 'pgstattuple')")) {
            rs.next();
            if (rs.getLong(1) > 0) {
                return "installed";
            }
            return rs.getLong(2) > 0 ? "available but not installed in this database (create extension pgstattuple "
                    + "to have it dumped)" : "not available on this server (contrib is not installed)";
        } catch (SQLException e) {
            return "cannot tell whether it is installed: " + e.getMessage();
        }
    }

    private static boolean mayScan(Connection connection) {
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select rolsuper or pg_has_role(current_user, 'pg_stat_scan_tables', "
                     + "'member') from pg_roles where rolname = current_user")) {
            return rs.next() && rs.getBoolean(1);
        } catch (SQLException e) {
            return false;
        }
    }

    private static int version(Connection connection) {
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("show server_version_num")) {
            return rs.next() ? Integer.parseInt(rs.getString(1)) : 0;
        } catch (SQLException | NumberFormatException e) {
            return 0;
        }
    }

    private static String placeholders(List<String> tables) {
        return String.join(", ", Collections.nCopies(tables.size(), "?"));
    }
}
