package io.ibench.core.spi;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.Setting;
import io.ibench.core.config.SystemDatabases;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/** The adapters on the class path, and how a run chooses one. */
public final class Adapters {
    private final List<Adapter> adapters;

    private Adapters(List<Adapter> adapters) {
        this.adapters = List.copyOf(adapters);
    }

    /**
     * @return the adapters registered with {@link ServiceLoader} on the class path, in the order of their ids,
     *     so that lists of names and messages do not depend on the order of the class path
     */
    public static Adapters discover() {
        List<Adapter> found = new ArrayList<>();
        ServiceLoader.load(Adapter.class).forEach(found::add);
        found.sort(Comparator.comparing(Adapter::id));
        return new Adapters(found);
    }

    /** @return every adapter found, in the order of their ids */
    public List<Adapter> all() {
        return adapters;
    }

    /**
     * @return every adapter's system databases and schemas, in the order of the adapters' ids, each name once: refused
     *     whichever DBMS a run talks to
     */
    public SystemDatabases systemDatabases() {
        return new SystemDatabases(adapters.stream().flatMap(a -> a.systemDatabases().stream()).toList());
    }

    /**
     * @return every adapter's own settings ({@link Adapter#settings()}), in the order of the adapters' ids: known to
     *     every run whichever adapter it chooses, so that its options, record and {@code --resume} do not depend on it
     */
    public List<Setting<?>> settings() {
        return adapters.stream().flatMap(a -> a.settings().stream()).toList();
    }

    /**
     * Chooses the adapter for a run.
     *
     * @param dbms a {@code --dbms} name, or null
     * @param url  a JDBC URL, or null
     * @return the adapter named by {@code dbms}, else the one accepting {@code url}
     * @throws ConfigException when none matches, or the name and the URL disagree
     */
    public Adapter choose(String dbms, String url) {
        if (adapters.isEmpty()) {
            throw new ConfigException("no DBMS adapter is on the class path; the ibench jar is incomplete");
        }
        Adapter byName = dbms == null ? null : adapters.stream()
                .filter(a -> a.names().contains(dbms.toLowerCase(java.util.Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new ConfigException("unknown --dbms '" + dbms + "'; known: " + knownNames()));
        if (url == null) {
            if (byName == null) {
                throw new ConfigException("give --dbms or --url to choose a DBMS; known: " + knownNames());
            }
            return byName;
        }
        Adapter byUrl = adapters.stream().filter(a -> a.acceptsUrl(url)).findFirst().orElse(null);
        if (byUrl == null) {
            throw new ConfigException("--url: no adapter accepts the scheme " + scheme(url) + "; accepted: "
                    + knownPrefixes());
        }
        if (byName != null && byName != byUrl) {
            throw new ConfigException("--dbms " + dbms + " does not accept the scheme of --url (" + scheme(url) + ")");
        }
        return byUrl;
    }

    private String knownNames() {
        return adapters.stream().flatMap(a -> a.names().stream()).collect(Collectors.joining(", "));
    }

    private String knownPrefixes() {
        return adapters.stream().flatMap(a -> a.urlPrefixes().stream()).map(p -> p + "…")
                .collect(Collectors.joining(", "));
    }

    private static String scheme(String url) {
        int slashes = url.indexOf("//");
        return slashes > 0 ? url.substring(0, slashes) : url.length() > 20 ? url.substring(0, 20) + "…" : url;
    }
}
