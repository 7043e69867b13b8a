package io.ibench.adapter.postgres;

import io.ibench.core.config.ConfigException;
import io.ibench.core.spi.ServerInfo;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/** Reads what the results record about a PostgreSQL server: version, settings, table access method. */
final class PostgresServerInspector {
    private static final String[] FACTS = {"server_version_num", "shared_buffers", "effective_cache_size",
        "max_wal_size", "wal_level", "synchronous_commit", "fsync", "full_page_writes", "autovacuum",
        "checkpoint_timeout", "max_connections", "data_directory", "port"};

    private PostgresServerInspector() {
    }

    /**
     * @param accessMethod the table access method the run uses, e.g. {@code heap} or {@code orioledb}, or
     *     null for the server's default
     */
    static ServerInfo describe(Connection connection, String accessMethod) throws SQLException {
        SortedMap<String, String> variables = settings(connection);
        String method = accessMethod != null ? accessMethod
                : variables.getOrDefault("default_table_access_method", "heap");
        checkAccessMethod(connection, method);
        Map<String, String> facts = new LinkedHashMap<>();
        for (String key : FACTS) {
            if (variables.containsKey(key)) {
                facts.put(key, variables.get(key));
            }
        }
        return new ServerInfo("PostgreSQL", variables.getOrDefault("server_version", "unknown"), method, facts,
                variables);
    }

    static SortedMap<String, String> settings(Connection connection) throws SQLException {
        SortedMap<String, String> variables = new TreeMap<>();
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select name, setting, unit from pg_settings")) {
            while (rs.next()) {
                String unit = rs.getString(3);
                variables.put(rs.getString(1), rs.getString(2) + (unit == null ? "" : " (" + unit + ")"));
            }
        }
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("show server_version")) {
            if (rs.next()) {
                variables.put("server_version", rs.getString(1));
            }
        }
        return variables;
    }

    private static void checkAccessMethod(Connection connection, String method) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "select 1 from pg_am where amname = ? and amtype = 't'")) {
            ps.setString(1, method);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new ConfigException("--engine " + method + " is not a table access method of this server "
                            + "(see pg_am; the built-in one is heap)");
                }
            }
        }
    }
}
