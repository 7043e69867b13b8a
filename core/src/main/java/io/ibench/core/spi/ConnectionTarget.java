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
 * @param server     where the server is, for messages and results, e.g. {@code 127.0.0.1:3306}
 *                   or {@code socket /run/mysqld/mysqld.sock}; never contains the password
 */
public record ConnectionTarget(String jdbcUrl, Properties properties, String database, String server) {

    /** @return the server and database, e.g. {@code 127.0.0.1:3306/ib} */
    public String description() {
        return database == null ? server : server + "/" + database;
    }

    @Override
    public String toString() {
        return description();
    }
}
