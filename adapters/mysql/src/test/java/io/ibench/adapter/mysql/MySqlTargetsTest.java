package io.ibench.adapter.mysql;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.Transport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MySqlTargetsTest {
    private static ConnectionOptions url(String url) {
        return ConnectionOptions.ofUrl(url, null, null);
    }

    @Test
    void hostAndPortBuildAUrlWithDriverDefaultsInProperties() {
        ConnectionTarget t = MySqlTargets.build(ConnectionOptions.ofHost("db1", 3307, "bench", "pw", "ib2"), true);
        assertEquals("jdbc:mysql://db1:3307/ib2", t.jdbcUrl());
        assertEquals("db1:3307/ib2", t.description());
        assertEquals("bench", t.properties().getProperty("user"));
        assertEquals("pw", t.properties().getProperty("password"));
        assertEquals("false", t.properties().getProperty("useServerPrepStmts"));
        assertEquals("DISABLED", t.properties().getProperty("sslMode"));
        assertFalse(t.jdbcUrl().contains("pw"));
    }

    @Test
    void aUrlKeepsItsOwnSettingsAndGetsTheDefaultDatabase() {
        ConnectionTarget t = MySqlTargets.build(
                url("jdbc:mysql://h:3306?sslMode=REQUIRED&useServerPrepStmts=true"), true);
        assertEquals("jdbc:mysql://h:3306/ib?sslMode=REQUIRED&useServerPrepStmts=true", t.jdbcUrl());
        assertNull(t.properties().getProperty("sslMode"), "the URL's own setting is not overridden");
        assertNull(t.properties().getProperty("useServerPrepStmts"));
        assertEquals("root", t.properties().getProperty("user"));
        assertEquals("ib", t.database());
    }

    @Test
    void aMariadbUrlChoosesMariaDbConnectorJWithItsOwnDefaults() {
        ConnectionTarget t = MySqlTargets.build(
                url("jdbc:mariadb://localhost/bench?localSocket=/run/mysqld/mysqld.sock"), true);
        assertEquals("jdbc:mariadb://localhost/bench", t.jdbcUrl());
        assertEquals("/run/mysqld/mysqld.sock", t.properties().getProperty("localSocket"));
        assertEquals("10000", t.properties().getProperty("connectTimeout"));
        assertEquals("false", t.properties().getProperty("jdbcCompliantTruncation"),
                "the server's sql_mode is kept: the driver does not add STRICT_TRANS_TABLES");
        assertNull(t.properties().getProperty("sslMode"), "Connector/J's settings are not given to the MariaDB driver");
        assertEquals("socket /run/mysqld/mysqld.sock", t.server());
        ConnectionTarget odd = MySqlTargets.build(url("jdbc:mariadb://localhost/bench?LocalSocket=/tmp/50%.sock%26x"),
                true);
        assertEquals("/tmp/50%.sock&x", odd.properties().getProperty("localSocket"),
                "any case of the key; %26 is &, a lone % stays");
        assertEquals(Transport.socket("/tmp/50%.sock&x"), odd.transport());
        assertEquals("jdbc:mariadb://localhost/bench", odd.jdbcUrl());
    }

    @Test
    void aServerTargetSelectsNoDatabase() {
        ConnectionTarget t = MySqlTargets.build(url("jdbc:mysql://h/bench"), false);
        assertEquals("jdbc:mysql://h/", t.jdbcUrl());
        assertNull(t.database());
        assertEquals("h", t.description());
    }

    @Test
    void aSocketGoesThroughJunixsocket(@TempDir Path dir) throws IOException {
        String socket = Files.createFile(dir.resolve("mysqld.sock")).toString();
        ConnectionTarget t = MySqlTargets.build(
                new ConnectionOptions(null, null, null, socket, null, null, null), true);
        assertEquals("jdbc:mysql://localhost/ib", t.jdbcUrl());
        assertEquals(MySqlTargets.SOCKET_FACTORY, t.properties().getProperty("socketFactory"));
        assertEquals(socket, t.properties().getProperty("junixsocket.file"));
        assertEquals("socket " + socket + "/ib", t.description());
    }

    @Test
    void theServersSocketReplacesTheUrlsHostAndKeepsItsSettings() {
        ConnectionTarget mysql = MySqlTargets.build(url("jdbc:mysql://127.0.0.1:3306/bench?useServerPrepStmts=true"),
                true, "/run/mysqld/mysqld.sock");
        assertEquals("jdbc:mysql://localhost/bench?useServerPrepStmts=true", mysql.jdbcUrl());
        assertEquals("/run/mysqld/mysqld.sock", mysql.properties().getProperty("junixsocket.file"));
        assertEquals(Transport.socket("/run/mysqld/mysqld.sock"), mysql.transport());
        ConnectionTarget mariadb = MySqlTargets.build(url("jdbc:mariadb://127.0.0.1:3306/bench"), false,
                "/run/mysqld/mysqld.sock");
        assertEquals("jdbc:mariadb://127.0.0.1:3306/", mariadb.jdbcUrl());
        assertEquals("/run/mysqld/mysqld.sock", mariadb.properties().getProperty("localSocket"));
        assertEquals(Transport.socket("/run/mysqld/mysqld.sock"), mariadb.transport());
        assertEquals(Transport.tcp("127.0.0.1:3306"),
                MySqlTargets.build(url("jdbc:mysql://127.0.0.1:3306/bench"), true).transport());
    }

    @Test
    void everyCharacterOfASocketPathReachesTheDriverAsWritten(@TempDir Path dir) throws IOException {
        String path = Files.createFile(dir.resolve("a b&c=d%41+e.sock")).toString();
        ConnectionOptions options = new ConnectionOptions(null, null, null, path, null, null, null);
        assertEquals(path, MySqlTargets.build(options, true).properties().getProperty("junixsocket.file"));
        ConnectionTarget mariadb = MySqlTargets.build(MySqlTargets.throughMariaDbDriver(options), true);
        assertEquals(path, mariadb.properties().getProperty("localSocket"));
        assertEquals("jdbc:mariadb://localhost/ib", mariadb.jdbcUrl());
        assertEquals(Transport.socket(path), mariadb.transport());
    }

    @Test
    void hostPortOrSocketOptionsBecomeAMariaDbUrlForTheSameServerUserAndDatabase() {
        ConnectionOptions socket = MySqlTargets.throughMariaDbDriver(
                new ConnectionOptions(null, null, null, "/run/mysqld/mysqld.sock", "bench", "pw", "db1"));
        assertEquals("jdbc:mariadb://localhost/db1?localSocket=/run/mysqld/mysqld.sock", socket.url());
        assertEquals("bench", socket.user());
        assertEquals("pw", socket.password());
        assertEquals(Transport.socket("/run/mysqld/mysqld.sock"), MySqlTargets.build(socket, true).transport());
        assertEquals("jdbc:mariadb://127.0.0.1:3306/ib",
                MySqlTargets.throughMariaDbDriver(ConnectionOptions.ofHost(null, null, null, null, null)).url());
        assertEquals("jdbc:mariadb://[::1]:3307/ib",
                MySqlTargets.throughMariaDbDriver(ConnectionOptions.ofHost("::1", 3307, null, null, null)).url());
        assertEquals("jdbc:mariadb://db1.example:3306/ib",
                MySqlTargets.throughMariaDbDriver(ConnectionOptions.ofHost("db1.example", null, null, null, null))
                        .url());
    }

    @Test
    void badUrlsAndContradictionsAreRejected() {
        assertEquals("--url 'jdbc:mysql:h' is not a MySQL URL of the form "
                + "jdbc:mysql://host[:port]/database[?property=value&…] (or jdbc:mariadb://… for MariaDB Connector/J)",
                assertThrows(ConfigException.class, () -> MySqlTargets.build(url("jdbc:mysql:h"), true)).getMessage());
        assertEquals("--database other contradicts the database in --url (ib)",
                assertThrows(ConfigException.class, () -> MySqlTargets.build(
                        new ConnectionOptions("jdbc:mysql://h/ib", null, null, null, null, null, "other"), true))
                        .getMessage());
        String message = assertThrows(ConfigException.class,
                () -> MySqlTargets.build(url("jdbc:mysql://h/x;drop?password=secret"), true)).getMessage();
        assertTrue(message.startsWith("the database in --url must be"), message);
        assertFalse(message.contains("secret"));
    }

    @Test
    void portsAreCheckedAndUserInfoStaysOutOfMessages() {
        String message = assertThrows(ConfigException.class,
                () -> MySqlTargets.build(url("jdbc:mysql://127.0.0.1:33o6/ib"), true)).getMessage();
        assertEquals("--url 'jdbc:mysql://127.0.0.1:33o6/ib' has an invalid port '33o6' (expected 1..65535)", message);
        assertThrows(ConfigException.class, () -> MySqlTargets.build(url("jdbc:mysql://h:70000/ib"), true));
        assertEquals("[::1]:3306/ib", MySqlTargets.build(url("jdbc:mysql://[::1]:3306/ib"), true).description());
        ConnectionTarget v6 = MySqlTargets.build(ConnectionOptions.ofHost("::1", null, null, null, null), true);
        assertEquals("jdbc:mysql://[::1]:3306/ib", v6.jdbcUrl());
        assertEquals(Transport.tcp("[::1]:3306"), v6.transport());
        ConnectionTarget t = MySqlTargets.build(url("jdbc:mysql://root:sekret@127.0.0.1:3306/ib"), true);
        assertEquals("127.0.0.1:3306/ib", t.description());
        assertEquals("--socket /no/such.sock does not exist (is the server running on this host?)",
                assertThrows(ConfigException.class, () -> MySqlTargets.build(
                        new ConnectionOptions(null, null, null, "/no/such.sock", null, null, null), true))
                        .getMessage());
    }

}
