package io.ibench.core.spi;

import java.util.Properties;

/**
 * Where and how to connect: the JDBC URL and driver properties an adapter built from the
 * user's connection options.
 *
 * @param jdbcUrl    the JDBC URL, which must not contain a password
 * @param properties driver properties including {@code user} and, when given, {@code password}
 * @param database   the database (schema) the benchmark tables live in, or null for a target
 *                   that reaches the server only
 * @param transport  the socket or TCP address the URL reaches; never contains the password
 */
public record ConnectionTarget(String jdbcUrl, Properties properties, String database, Transport transport) {

    /**
     * @return where the server is, for messages, e.g. {@code 127.0.0.1:3306} or
     *         {@code socket /run/mysqld/mysqld.sock}
     */
    public String server() {
        return transport.usesSocket() ? "socket " + transport.address() : transport.address();
    }

    /** @return the server and database, e.g. {@code 127.0.0.1:3306/ib} */
    public String description() {
        return database == null ? server() : server() + "/" + database;
    }

    /**
     * @param note how the transport was chosen
     * @return this target with the note on its transport
     */
    public ConnectionTarget noted(String note) {
        return new ConnectionTarget(jdbcUrl, properties, database, transport.noted(note));
    }

    /**
     * @param driver the JDBC driver and its version the connections use
     * @return this target with the driver on its transport
     */
    public ConnectionTarget withDriver(String driver) {
        return new ConnectionTarget(jdbcUrl, properties, database, transport.withDriver(driver));
    }

    @Override
    public String toString() {
        return description();
    }
}
