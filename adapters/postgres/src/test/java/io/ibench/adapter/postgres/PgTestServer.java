package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The PostgreSQL server integration tests use: the local service on 127.0.0.1:5432 as user
 * {@code postgres} (trust authentication), or the server in {@code IBENCH_TEST_POSTGRES_URL}
 * (with {@code IBENCH_TEST_POSTGRES_USER} and {@code IBENCH_TEST_POSTGRES_PASSWORD}). Each test
 * class works in its own database.
 */
public final class PgTestServer {
    public static final String URL = env("IBENCH_TEST_POSTGRES_URL", "jdbc:postgresql://127.0.0.1:5432/");
    public static final String USER = env("IBENCH_TEST_POSTGRES_USER", "postgres");
    public static final String PASSWORD = env("IBENCH_TEST_POSTGRES_PASSWORD", "");

    private PgTestServer() {
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isEmpty() ? fallback : value;
    }

    /**
     * @return a connection to the server's {@code postgres} database, for administration
     * @throws SQLException when the server is not reachable; the message says how to provide one
     */
    public static Connection admin() throws SQLException {
        try {
            return DriverManager.getConnection(URL + "postgres?sslmode=disable", USER, PASSWORD);
        } catch (SQLException e) {
            throw new SQLException("the PostgreSQL test server at " + URL + " is not reachable (" + e.getMessage()
                    + "); start the local PostgreSQL (see .ci/run) or set IBENCH_TEST_POSTGRES_URL", e);
        }
    }

    /**
     * @param database the test's database, created fresh (dropped first when it exists)
     * @return options that reach it
     */
    public static ConnectionOptions freshDatabase(String database) throws SQLException {
        try (Connection c = admin(); Statement s = c.createStatement()) {
            s.execute("drop database if exists " + database + " with (force)");
            s.execute("create database " + database);
        }
        return ConnectionOptions.ofUrl(URL + database, USER, PASSWORD.isEmpty() ? null : PASSWORD);
    }

    /** @param database the test's database to drop */
    public static void drop(String database) throws SQLException {
        try (Connection c = admin(); Statement s = c.createStatement()) {
            s.execute("drop database if exists " + database + " with (force)");
        }
    }
}
