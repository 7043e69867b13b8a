package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.DriverChoice;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The cheaper driver for the server that answers (docs/workload.md#the-driver): MariaDB Connector/J for MariaDB,
 * which sends the same statements as MySQL Connector/J for less client CPU per statement (docs/performance.md);
 * MySQL Connector/J for MySQL and Percona Server. The server is told by the version its handshake announced, which
 * for every MariaDB release names MariaDB.
 */
final class MySqlDrivers implements DriverChoice {

    @Override
    public ConnectionOptions cheapest(ConnectionOptions options, Connection server) throws SQLException {
        String version = server.getMetaData().getDatabaseProductVersion();
        return MySqlFlavor.Product.of(version, "") == MySqlFlavor.Product.MARIADB
                ? MySqlTargets.throughMariaDbDriver(options) : options;
    }
}
