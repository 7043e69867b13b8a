package io.ibench.core.spi.support;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.Adapters;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Pieces of JDBC URL handling for drivers whose URLs have the common form
 * {@code jdbc:<scheme>://host[:port]/database?key=value&…}. Drivers with another syntax (e.g.
 * {@code ;key=value} parameters or database paths) parse their URLs themselves; they can still
 * use {@link #properties} with the parameters they found.
 */
public final class JdbcUrls {
    private JdbcUrls() {
    }

    /**
     * @param options     connection options without a URL
     * @param defaultPort the DBMS's port, used when the options name none
     * @return {@code host:port} for a URL: the options' host (default {@code 127.0.0.1}), an IPv6 address in
     *         brackets ({@code [::1]:3306})
     */
    public static String hostAndPort(ConnectionOptions options, int defaultPort) {
        String host = options.host() != null ? options.host() : "127.0.0.1";
        return (host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host) + ":"
                + (options.port() != null ? options.port() : defaultPort);
    }

    /**
     * @param query the part of a URL after {@code ?}, or null
     * @return its parameters in order; a parameter without {@code =} has an empty value
     */
    public static Map<String, String> parameters(String query) {
        Map<String, String> params = new LinkedHashMap<>();
        if (query != null) {
            for (String pair : query.split("&")) {
                if (!pair.isEmpty()) {
                    int eq = pair.indexOf('=');
                    params.put(eq < 0 ? pair : pair.substring(0, eq), eq < 0 ? "" : pair.substring(eq + 1));
                }
            }
        }
        return params;
    }

    /**
     * @param params parameters
     * @return {@code ?a=1&b=2}, or an empty string when there are none
     */
    public static String query(Map<String, String> params) {
        StringBuilder q = new StringBuilder();
        params.forEach((k, v) -> q.append(q.length() == 0 ? "?" : "&").append(k).append('=').append(v));
        return q.toString();
    }

    /**
     * Builds the driver properties: the adapter's defaults, except those the URL sets itself
     * (compared without case), then the user (unless the URL names one) and the password.
     *
     * @param urlParams   the URL's own parameters
     * @param defaults    the adapter's driver settings
     * @param options     the user's connection options
     * @param defaultUser the user when none is given
     * @return the properties for the driver
     */
    public static Properties properties(Map<String, String> urlParams, Map<String, String> defaults,
                                        ConnectionOptions options, String defaultUser) {
        Map<String, String> lowerKeys = new LinkedHashMap<>();
        urlParams.keySet().forEach(k -> lowerKeys.put(k.toLowerCase(Locale.ROOT), k));
        Properties properties = new Properties();
        defaults.forEach((k, v) -> {
            if (!lowerKeys.containsKey(k.toLowerCase(Locale.ROOT))) {
                properties.setProperty(k, v);
            }
        });
        if (!lowerKeys.containsKey("user")) {
            properties.setProperty("user", options.user() != null ? options.user() : defaultUser);
        }
        if (options.password() != null) {
            properties.setProperty("password", options.password());
        }
        return properties;
    }

    /**
     * @param inUrl     the database named in the URL, or null or empty
     * @param option    {@code --database}, or null
     * @param maxLength the DBMS's longest database name
     * @return the benchmark database: the URL's, else the option's, else {@value ConnectionOptions#DEFAULT_DATABASE}
     * @throws ConfigException when the two disagree, the name is not a plain identifier, or it is a system
     *                         database of an adapter on the class path ({@link Adapters#systemDatabases()})
     */
    public static String database(String inUrl, String option, int maxLength) {
        String fromUrl = inUrl == null || inUrl.isEmpty() ? null : inUrl;
        if (fromUrl != null && option != null && !fromUrl.equals(option)) {
            throw new ConfigException("--database " + option + " contradicts the database in --url (" + fromUrl + ")");
        }
        Adapters.discover().systemDatabases().refuse(fromUrl, "the database in --url");
        String database = fromUrl != null ? fromUrl : option != null ? option : ConnectionOptions.DEFAULT_DATABASE;
        if (!database.matches("[A-Za-z0-9_$]{1," + maxLength + "}")) {
            throw new ConfigException("the database in --url must be 1 to " + maxLength
                    + " letters, digits, '_' or '$' (got '" + database + "')");
        }
        return database;
    }
}
