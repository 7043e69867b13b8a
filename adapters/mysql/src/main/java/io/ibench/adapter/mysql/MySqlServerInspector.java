package io.ibench.adapter.mysql;

import io.ibench.core.config.ConfigException;
import io.ibench.core.spi.ServerInfo;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/** Reads what the results record about a MySQL-family server, and checks the engine exists. */
final class MySqlServerInspector {
    private MySqlServerInspector() {
    }

    static ServerInfo describe(Connection connection, String engine) throws SQLException {
        SortedMap<String, String> variables = new TreeMap<>();
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("show global variables")) {
            while (rs.next()) {
                variables.put(rs.getString(1).toLowerCase(Locale.ROOT), rs.getString(2));
            }
        }
        String version = variables.getOrDefault("version", "unknown");
        String comment = variables.getOrDefault("version_comment", "");
        String engineName = checkEngine(connection, engine);
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("versionComment", comment);
        for (String key : new String[] {"hostname", "port", "socket", "datadir", "basedir"}) {
            if (variables.containsKey(key)) {
                facts.put(key, variables.get(key));
            }
        }
        return new ServerInfo(product(version, comment), version, engineName, facts, variables);
    }

    /**
     * @param version the {@code version} variable, e.g. {@code 10.11.19-MariaDB-0+deb12u1}
     * @param comment the {@code version_comment} variable
     * @return {@code MariaDB}, {@code Percona Server} or {@code MySQL}
     */
    static String product(String version, String comment) {
        if (version.toLowerCase(Locale.ROOT).contains("mariadb") || comment.toLowerCase(Locale.ROOT).contains("mariadb")) {
            return "MariaDB";
        }
        if (comment.toLowerCase(Locale.ROOT).contains("percona")) {
            return "Percona Server";
        }
        return "MySQL";
    }

    private static String checkEngine(Connection connection, String engine) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "select engine, support from information_schema.engines where lower(engine) = ?")) {
            ps.setString(1, engine.toLowerCase(Locale.ROOT));
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next() || rs.getString(2).equalsIgnoreCase("NO") || rs.getString(2).equalsIgnoreCase("DISABLED")) {
                    throw new ConfigException("--engine " + engine + " is not available on this server (see SHOW ENGINES)");
                }
                return rs.getString(1);
            }
        }
    }
}
