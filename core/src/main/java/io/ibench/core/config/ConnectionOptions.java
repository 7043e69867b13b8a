package io.ibench.core.config;

import io.ibench.core.lang.UrlRedaction;

import java.util.Map;
import java.util.TreeMap;

/**
 * How the user asked to reach the server: either a JDBC URL or host, port and socket, plus
 * credentials and the database. The password is never part of {@link #toString()} or
 * {@link #describe()}. A URL may not set driver properties that load classes, read local files or deserialize
 * ({@link DriverProperties}), whether it comes from the command line or a result's record.
 *
 * @param url      a JDBC URL, or null when host/port/socket are used
 * @param host     host name or address, or null
 * @param port     TCP port 1..65535, or null for the DBMS default
 * @param socket   path of a unix-domain socket, or null
 * @param user     user name, or null for the adapter's default
 * @param password password, or null for none
 * @param database database (schema) for the benchmark tables, or null to take it from the URL or the default;
 *                 the adapters' {@link SystemDatabases} are refused where the adapters are known (the
 *                 command line, and before the first step)
 */
public record ConnectionOptions(String url, String host, Integer port, String socket, String user,
                                String password, String database) {

    /** The database the reference harness uses. */
    public static final String DEFAULT_DATABASE = "ib";

    public ConnectionOptions {
        if (url != null && (host != null || port != null || socket != null)) {
            throw new ConfigException("give either --url or --host/--port/--socket, not both");
        }
        if (port != null && (port < 1 || port > 65535)) {
            throw new ConfigException("--port must be between 1 and 65535 (got " + port + ")");
        }
        if (database != null && !database.matches("[A-Za-z0-9_$]{1,64}")) {
            throw new ConfigException(
                    "--database must be 1 to 64 letters, digits, '_' or '$' (got '" + database + "')");
        }
        DriverProperties.refuseUnsafe(url);
    }

    /**
     * @param url      a JDBC URL
     * @param user     user name, or null
     * @param password password, or null
     * @return options that reach the server through the URL
     */
    public static ConnectionOptions ofUrl(String url, String user, String password) {
        return new ConnectionOptions(url, null, null, null, user, password, null);
    }

    /**
     * @param host     host name or address
     * @param port     TCP port, or null for the DBMS default
     * @param user     user name, or null
     * @param password password, or null
     * @param database database, or null for the default
     * @return options that reach the server over TCP
     */
    public static ConnectionOptions ofHost(String host, Integer port, String user, String password, String database) {
        return new ConnectionOptions(null, host, port, null, user, password, database);
    }

    /** @return the database the options name, or {@link #DEFAULT_DATABASE} when they name none */
    public String databaseOrDefault() {
        return database != null ? database : DEFAULT_DATABASE;
    }

    /** @return true when the user named no server at all (no URL, host, port or socket) */
    public boolean namesNoServer() {
        return url == null && host == null && port == null && socket == null;
    }

    /**
     * @param newPassword the password to use
     * @return these options with the password replaced
     */
    public ConnectionOptions withPassword(String newPassword) {
        return new ConnectionOptions(url, host, port, socket, user, newPassword, database);
    }

    /** @return the options for results and logs: everything but the password */
    public Map<String, Object> describe() {
        Map<String, Object> out = new TreeMap<>();
        putIfSet(out, "url", url == null ? null : UrlRedaction.redact(url));
        putIfSet(out, "host", host);
        putIfSet(out, "port", port);
        putIfSet(out, "socket", socket);
        putIfSet(out, "user", user);
        putIfSet(out, "database", database);
        out.put("passwordGiven", password != null && !password.isEmpty());
        return out;
    }

    private static void putIfSet(Map<String, Object> out, String key, Object value) {
        if (value != null) {
            out.put(key, value);
        }
    }

    @Override
    public String toString() {
        return describe().toString();
    }
}
