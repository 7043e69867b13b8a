package io.ibench.adapter.mysql;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.spi.ConnectionTarget;

import java.net.URI;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The MySQL-family server integration tests use: the local MariaDB service on
 * 127.0.0.1:3306 as user root with an empty password, or the server in
 * {@code IBENCH_TEST_MYSQL_URL} (with {@code IBENCH_TEST_MYSQL_USER} and
 * {@code IBENCH_TEST_MYSQL_PASSWORD}). Each test class works in its own database.
 */
public final class TestServer {
    /**
     * The lock ({@code @ResourceLock}) of every test class that runs the InnoDB cleanup on this server: the cleanup
     * sets the server's write-back variables for its wait and then puts back what it found, so two cleanups at once
     * would leave the server with the other's forced values.
     */
    public static final String INNODB_WRITE_BACK = "the InnoDB write-back variables of the tests' MariaDB";
    public static final String URL = env("IBENCH_TEST_MYSQL_URL", "jdbc:mysql://127.0.0.1:3306/");
    public static final String USER = env("IBENCH_TEST_MYSQL_USER", "root");
    public static final String PASSWORD = env("IBENCH_TEST_MYSQL_PASSWORD", "");
    /** The hosts a test user may connect from: any, and {@code localhost}, which MariaDB matches separately. */
    private static final List<String> USER_HOSTS = List.of("%", "localhost");

    private TestServer() {
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isEmpty() ? fallback : value;
    }

    /** @return {@link #URL}'s host and port, e.g. {@code 127.0.0.1:3306}, for tests that name the server by host */
    public static URI hostAndPort() {
        return URI.create(URL.substring("jdbc:".length()));
    }

    /**
     * @param database the test's database, created fresh (dropped first when it exists)
     * @return options that reach it
     * @throws SQLException when the server is not reachable; the message says how to provide one
     */
    public static ConnectionOptions freshDatabase(String database) throws SQLException {
        try (Connection c = admin(); Statement s = c.createStatement()) {
            s.execute("drop database if exists " + database);
            s.execute("create database " + database);
        } catch (SQLException e) {
            throw new SQLException("the MySQL-family test server at " + URL + " is not reachable (" + e.getMessage()
                    + "); start the local MariaDB (./test does) or set IBENCH_TEST_MYSQL_URL", e);
        }
        return ConnectionOptions.ofUrl(URL + database, USER, PASSWORD.isEmpty() ? null : PASSWORD);
    }

    /**
     * @return a connection to the server with no database selected, for administration
     * @throws SQLException when the server is not reachable
     */
    public static Connection admin() throws SQLException {
        return DriverManager.getConnection(URL + "?sslMode=DISABLED&allowPublicKeyRetrieval=true", USER, PASSWORD);
    }

    /**
     * Skips the calling test unless the server has the RocksDB engine (MyRocks) loaded; {@code ./test}
     * installs Debian's {@code mariadb-plugin-rocksdb} and restarts the local MariaDB with it.
     *
     * @throws SQLException when the server is not reachable
     */
    public static void assumeRocksDb() throws SQLException {
        try (Connection c = admin(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select support from information_schema.engines where engine = 'ROCKSDB'")) {
            boolean loaded = rs.next()
                    && (rs.getString(1).equalsIgnoreCase("YES") || rs.getString(1).equalsIgnoreCase("DEFAULT"));
            Requirements.that(loaded, "the RocksDB engine in the MySQL-family test server at " + URL
                    + " (./test loads Debian's mariadb-plugin-rocksdb into the local MariaDB)");
        }
    }

    /** @param database the test's database to drop */
    public static void drop(String database) throws SQLException {
        try (Connection c = admin(); Statement s = c.createStatement()) {
            s.execute("drop database if exists " + database);
        }
    }

    /**
     * Creates a user with a password, from any host, with all global privileges (the cleanup sets
     * global variables and reads engine status); a user of that name is dropped first.
     *
     * @param user     the user's name
     * @param password its password
     */
    public static void createUser(String user, String password) throws SQLException {
        dropUser(user);
        try (Connection c = admin(); Statement s = c.createStatement()) {
            for (String host : USER_HOSTS) {
                s.execute("create user '" + user + "'@'" + host + "' identified by '" + password + "'");
                s.execute("grant all privileges on *.* to '" + user + "'@'" + host + "'");
            }
        }
    }

    /**
     * @param user   a user made by {@link #createUser}
     * @param clause what to change on each of its hosts, e.g. {@code with max_user_connections 1}
     */
    public static void alterUser(String user, String clause) throws SQLException {
        try (Connection c = admin(); Statement s = c.createStatement()) {
            for (String host : USER_HOSTS) {
                s.execute("alter user '" + user + "'@'" + host + "' " + clause);
            }
        }
    }

    /** @param user a user made by {@link #createUser}, dropped when it exists */
    public static void dropUser(String user) throws SQLException {
        try (Connection c = admin(); Statement s = c.createStatement()) {
            for (String host : USER_HOSTS) {
                s.execute("drop user if exists '" + user + "'@'" + host + "'");
            }
        }
    }

    /**
     * @param target a target built by the adapter
     * @return a plain JDBC connection to it
     */
    public static Connection connect(ConnectionTarget target) throws SQLException {
        return DriverManager.getConnection(target.jdbcUrl(), target.properties());
    }
}
