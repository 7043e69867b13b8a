package io.ibench.adapter.mysql;

import io.ibench.core.config.ConfigException;
import io.ibench.core.spi.ServerInfo;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;

/** Reads what the results record about a MySQL-family server, and checks the engine exists. */
final class MySqlServerInspector {
    private MySqlServerInspector() {
    }

    static ServerInfo describe(Connection connection, String engine) throws SQLException {
        MySqlFlavor flavor = MySqlFlavor.read(connection);
        String engineName = checkEngine(connection, engine);
        return new ServerInfo(flavor.product().displayName(), flavor.variables().getOrDefault("version", "unknown"),
                engineName, flavor.facts(), flavor.variables());
    }

    private static String checkEngine(Connection connection, String engine) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                "select engine, support from information_schema.engines where lower(engine) = ?")) {
            ps.setString(1, engine.toLowerCase(Locale.ROOT));
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next() || rs.getString(2).equalsIgnoreCase("NO")
                        || rs.getString(2).equalsIgnoreCase("DISABLED")) {
                    throw new ConfigException("--engine " + engine
                            + " is not available on this server (see SHOW ENGINES)"
                            + (engine.equalsIgnoreCase(MySqlDialect.ROCKSDB)
                                    ? "; MariaDB loads MyRocks with plugin-load-add=ha_rocksdb.so" : ""));
                }
                return rs.getString(1);
            }
        }
    }
}
