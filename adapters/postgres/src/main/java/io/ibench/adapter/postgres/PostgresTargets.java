package io.ibench.adapter.postgres;

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
 * Builds pgjdbc URLs and properties from connection options. A given URL is kept as written;
 * ibench only adds settings it does not set itself: {@code sslmode=disable} (no TLS cost on the
 * benchmark's connections), {@code connectTimeout=10} (seconds), {@code ApplicationName=ibench} and
 * {@code prepareThreshold=0} (no statement becomes a named server-side one by repeated use; the benchmark's
 * statements follow {@code --statements}) and {@code assumeMinServerVersion=9.0}, which sends the application
 * name in the start-up packet instead of a {@code SET} statement on every new connection.
 * A unix-domain socket (the file, or its directory as for psql) goes through junixsocket.
 */
final class PostgresTargets {
    static final int DEFAULT_PORT = 5432;
    static final String SOCKET_FACTORY = "org.newsclub.net.unix.AFUNIXSocketFactory$FactoryArg";
    /** The database used to reach the server without the benchmark's database. */
    static final String MAINTENANCE_DATABASE = "postgres";

    private static final Pattern URL = Pattern.compile("jdbc:postgresql://([^/?]*)(?:/([^?]*))?(?:\\?(.*))?",
            Pattern.CASE_INSENSITIVE);
    private static final Map<String, String> DRIVER_DEFAULTS = Map.of(
            "sslmode", "disable", "connectTimeout", "10", "ApplicationName", "ibench", "prepareThreshold", "0",
            "assumeMinServerVersion", "9.0");

    private PostgresTargets() {
    }

    static ConnectionTarget build(ConnectionOptions options, boolean withDatabase) {
        return build(options, withDatabase, null);
    }

    /**
     * @param options      the user's connection options
     * @param withDatabase true for the benchmark database, false for {@value #MAINTENANCE_DATABASE}
     * @param socket       a socket file of the server the options name, which replaces their host, or null
     * @return the target
     */
    static ConnectionTarget build(ConnectionOptions options, boolean withDatabase, String socket) {
        String hosts;
        String database;
        Map<String, String> params = new LinkedHashMap<>();
        String file = null;
        if (options.url() != null) {
            Matcher m = URL.matcher(options.url());
            if (!m.matches()) {
                throw new ConfigException("--url '" + UrlRedaction.redact(options.url())
                        + "' is not a PostgreSQL URL of the form "
                        + "jdbc:postgresql://host[:port]/database[?property=value&…]");
            }
            hosts = m.group(1).isEmpty() ? "127.0.0.1:" + DEFAULT_PORT : m.group(1);
            database = JdbcUrls.database(m.group(2), options.database(), 63);
            params.putAll(JdbcUrls.parameters(m.group(3)));
            file = socket;
        } else {
            database = options.databaseOrDefault();
            String given = socket != null ? socket : options.socket();
            hosts = JdbcUrls.hostAndPort(options, DEFAULT_PORT);
            if (given != null) {
                file = socketFile(given, options.port() != null ? options.port() : DEFAULT_PORT);
            }
        }
        Properties properties = JdbcUrls.properties(params, DRIVER_DEFAULTS, options, System.getProperty("user.name"));
        if (file != null) {
            hosts = "localhost";
            properties.setProperty("socketFactory", SOCKET_FACTORY);
            properties.setProperty("socketFactoryArg", file);
        }
        String url = "jdbc:postgresql://" + hosts + "/" + (withDatabase ? database : MAINTENANCE_DATABASE)
                + JdbcUrls.query(params);
        String urlSocket = params.get("socketFactoryArg");
        Transport transport = file != null ? Transport.socket(file) : urlSocket != null ? Transport.socket(urlSocket)
                : Transport.tcp(UrlRedaction.redact(hosts));
        return new ConnectionTarget(url, properties, withDatabase ? database : null, transport);
    }

    /**
     * @param given a socket file, or the folder holding {@code .s.PGSQL.<port>} as psql's {@code -h} takes it
     * @param port  the server's port, which names the socket file
     * @return the socket file
     */
    private static String socketFile(String given, int port) {
        Path path = Path.of(given);
        Path file = Files.isDirectory(path) ? path.resolve(".s.PGSQL." + port) : path;
        if (!Files.exists(file)) {
            throw new ConfigException("--socket " + file
                    + " does not exist (is the server running on this host, on port " + port + "?)");
        }
        return file.toString();
    }
}
