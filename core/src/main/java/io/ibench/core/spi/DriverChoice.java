package io.ibench.core.spi;

import io.ibench.core.config.ConnectionOptions;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Chooses, for a DBMS with more than one JDBC driver, the one that costs the client least on the server that
 * answers (docs/workload.md#the-driver), when the user's options leave the driver open: options with host, port or
 * socket rather than a URL, whose scheme names a driver.
 */
public interface DriverChoice {

    /**
     * @param options the user's connection options, with no URL
     * @param server  a connection to the server the options name, through the adapter's default driver; only what
     *                the driver learnt when it connected may be read, no statement is sent
     * @return options that reach the same server, user and database through the cheapest driver for it, or the same
     *         options when the default driver is the cheapest
     * @throws SQLException when the server cannot be asked
     */
    ConnectionOptions cheapest(ConnectionOptions options, Connection server) throws SQLException;
}
