package io.ibench.adapter.mysql;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.lang.UrlRedaction;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.Transport;
import io.ibench.core.spi.support.JdbcUrls;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds driver URLs and properties from connection options. A {@code jdbc:mysql:} URL uses MySQL
 * Connector/J; a {@code jdbc:mariadb:} URL uses MariaDB Connector/J, which costs the client less per
 * statement (see docs/performance.md; a unix socket is its {@code localSocket} property); host/port/socket
 * options use MySQL Connector/J until {@link MySqlDrivers} finds a MariaDB server behind them. A given URL is
 * kept as the user wrote it, but for a {@code localSocket}, which becomes a driver property;
 * for Connector/J ibench only adds driver settings the URL does not set itself:
 * <ul>
 *   <li>{@code sslMode=DISABLED}, {@code allowPublicKeyRetrieval=true}: no TLS cost on the
 *       benchmark's connections;</li>
 *   <li>{@code useServerPrepStmts=false}: statements reach the server as text, as the reference's do;</li>
 *   <li>{@code useLocalSessionState}, {@code useLocalTransactionState}, {@code cacheServerConfiguration},
 *       {@code elideSetAutoCommits}, {@code maintainTimeStats=false}: no needless round trips;</li>
 *   <li>{@code connectTimeout=10000}: an unreachable host fails within 10 s;</li>
 *   <li>{@code jdbcCompliantTruncation=false}: the server's {@code sql_mode} as configured (otherwise both drivers
 *       add {@code STRICT_TRANS_TABLES} to every session that lacks it, at connect), as the reference's client
 *       leaves it.</li>
 * </ul>
 * A unix-domain socket goes through junixsocket's socket factory (MySQL Connector/J) or {@code localSocket}
 * (MariaDB Connector/J), given as driver properties rather than in the URL, so that no character of its path is
 * taken for URL syntax.
 */
final class MySqlTargets {
    static final int DEFAULT_PORT = 3306;
    static final String DEFAULT_USER = "root";
    static final String SOCKET_FACTORY = "org.newsclub.net.mysql.AFUNIXDatabaseSocketFactoryCJ";
    /**
     * MariaDB Connector/J's socket property; in a {@code jdbc:mariadb:} URL ibench reads {@code %26} in its value as
     * {@code &} and {@code %25} as {@code %} (the driver itself decodes nothing).
     */
    static final String LOCAL_SOCKET = "localSocket";

    private static final Pattern URL = Pattern.compile("jdbc:(mysql|mariadb)://([^/?]*)(?:/([^?]*))?(?:\\?(.*))?",
            Pattern.CASE_INSENSITIVE);
    private static final Map<String, String> DRIVER_DEFAULTS = defaults();
    /**
     * MariaDB Connector/J's defaults already avoid TLS and extra round trips. Set: the connect timeout, and
     * {@code jdbcCompliantTruncation=false}, as for Connector/J.
     */
    private static final Map<String, String> MARIADB_DRIVER_DEFAULTS = Map.of("connectTimeout", "10000",
            "jdbcCompliantTruncation", "false");

    private MySqlTargets() {
    }

    private static Map<String, String> defaults() {
        Map<String, String> d = new LinkedHashMap<>();
        d.put("sslMode", "DISABLED");
        d.put("allowPublicKeyRetrieval", "true");
        d.put("useServerPrepStmts", "false");
        d.put("useLocalSessionState", "true");
        d.put("useLocalTransactionState", "true");
        d.put("cacheServerConfiguration", "true");
        d.put("elideSetAutoCommits", "true");
        d.put("maintainTimeStats", "false");
        d.put("connectTimeout", "10000");
        d.put("jdbcCompliantTruncation", "false");
        return d;
    }

    /**
     * @param options      the user's connection options
     * @param withDatabase true to select the benchmark database, false to reach the server only
     * @return the target
     */
    static ConnectionTarget build(ConnectionOptions options, boolean withDatabase) {
        return build(options, withDatabase, null);
    }

    /**
     * @param options      the user's connection options
     * @param withDatabase true to select the benchmark database, false to reach the server only
     * @param socket       a socket file of the server the options name, which replaces their host, or null
     * @return the target
     */
    static ConnectionTarget build(ConnectionOptions options, boolean withDatabase, String socket) {
        String hosts;
        String database;
        String scheme = "mysql";
        Map<String, String> params = new LinkedHashMap<>();
        String file = socket;
        if (options.url() != null) {
            Matcher m = URL.matcher(options.url());
            if (!m.matches()) {
                throw new ConfigException("--url '" + UrlRedaction.redact(options.url())
                        + "' is not a MySQL URL of the form jdbc:mysql://host[:port]/database[?property=value&…]"
                        + " (or jdbc:mariadb://… for MariaDB Connector/J)");
            }
            scheme = m.group(1).toLowerCase(java.util.Locale.ROOT);
            hosts = m.group(2).isEmpty() ? "127.0.0.1:" + DEFAULT_PORT : m.group(2);
            checkPorts(hosts, options.url());
            database = JdbcUrls.database(m.group(3), options.database(), 64);
            params.putAll(JdbcUrls.parameters(m.group(4)));
            String socketKey = params.keySet().stream().filter(LOCAL_SOCKET::equalsIgnoreCase).findFirst().orElse(null);
            if (socketKey != null && scheme.equals("mariadb")) {
                String urlSocket = params.remove(socketKey).replace("%26", "&").replace("%25", "%");
                file = file != null ? file : urlSocket;
            }
        } else {
            database = options.databaseOrDefault();
            file = socket != null ? socket : options.socket();
            if (file != null && !Files.exists(Path.of(file))) {
                throw new ConfigException("--socket " + file + " does not exist (is the server running on this host?)");
            }
            hosts = JdbcUrls.hostAndPort(options, DEFAULT_PORT);
        }
        boolean mariadbDriver = scheme.equals("mariadb");
        Properties properties = JdbcUrls.properties(params, mariadbDriver ? MARIADB_DRIVER_DEFAULTS : DRIVER_DEFAULTS,
                options, DEFAULT_USER);
        if (file != null && mariadbDriver) {
            properties.setProperty(LOCAL_SOCKET, file);
        } else if (file != null) {
            hosts = "localhost";
            properties.setProperty("socketFactory", SOCKET_FACTORY);
            properties.setProperty("junixsocket.file", file);
        }
        String url = "jdbc:" + scheme + "://" + hosts + "/" + (withDatabase ? database : "") + JdbcUrls.query(params);
        if (file == null && !mariadbDriver) {
            file = params.get("junixsocket.file");
        }
        Transport transport = file != null ? Transport.socket(file) : Transport.tcp(withoutUserInfo(hosts));
        return new ConnectionTarget(url, properties, withDatabase ? database : null, transport);
    }

    /**
     * @param options options without a URL: host and port, or a socket
     * @return the same server, user and database through MariaDB Connector/J: a {@code jdbc:mariadb:} URL, with the
     *         socket as its {@code localSocket}
     */
    static ConnectionOptions throughMariaDbDriver(ConnectionOptions options) {
        String database = options.databaseOrDefault();
        String url;
        if (options.socket() != null) {
            url = "jdbc:mariadb://localhost/" + database + "?" + LOCAL_SOCKET + "="
                    + options.socket().replace("%", "%25").replace("&", "%26");
        } else {
            url = "jdbc:mariadb://" + JdbcUrls.hostAndPort(options, DEFAULT_PORT) + "/" + database;
        }
        return ConnectionOptions.ofUrl(url, options.user(), options.password());
    }

    /** Rejects host lists whose ports are not numbers in 1..65535, e.g. {@code 127.0.0.1:33o6}. */
    private static void checkPorts(String hosts, String url) {
        for (String host : withoutUserInfo(hosts).split(",")) {
            int colon = host.startsWith("[") ? host.indexOf("]:") + 1 : host.lastIndexOf(':');
            if (colon <= 0 || host.contains("(")) {
                continue; // no port given, or Connector/J's address=(…) form
            }
            String port = host.substring(colon + 1);
            if (!port.matches("\\d{1,5}") || Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535) {
                throw new ConfigException("--url '" + UrlRedaction.redact(url) + "' has an invalid port '" + port
                        + "' (expected 1..65535)");
            }
        }
    }

    /** @return the host list without any {@code user:password@} in front, for messages */
    private static String withoutUserInfo(String hosts) {
        int at = hosts.lastIndexOf('@');
        return at < 0 ? hosts : hosts.substring(at + 1);
    }
}
