package io.ibench.cli.sweep;

import io.ibench.core.config.ConfigException;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server builds of a sweep, one per {@code --basedir}: {@code DIR}, or {@code NAME=DIR} to name
 * the build in run labels ({@code NAME.config}). An unnamed build is named after its product and
 * exact version, as the published reports name theirs: {@code my5722} for MySQL 5.7.22, {@code ps8033}
 * for Percona Server 8.0.33, {@code ma101119} for MariaDB 10.11.19, {@code pg1520} for PostgreSQL 15.20.
 */
final class SweepServers {
    /** A name: letters, digits, {@code _} and {@code -}; no dot, which separates it from the config in labels. */
    private static final Pattern NAMED = Pattern.compile("([A-Za-z0-9_-]{1,40})=(.+)");
    private static final Map<String, String> SHORT = Map.of("mysql", "my", "percona", "ps", "mariadb", "ma",
            "postgres", "pg");

    private SweepServers() {
    }

    /**
     * One server build of the sweep.
     *
     * @param name     its name in labels and folders
     * @param named    whether {@code --basedir NAME=DIR} gave the name
     * @param binaries its programs, product, exact version and config sets
     */
    record Server(String name, boolean named, ServerBinaries binaries) {
        /** @return the {@code --basedir} value a job of this build is given: always {@code NAME=DIR} */
        String basedirArgument() {
            return name + "=" + binaries.basedir();
        }
    }

    /**
     * @param values  the {@code --basedir} values, in order
     * @param control the DBMS's server control, which finds the programs and their version
     * @return the builds, in order
     * @throws ConfigException when a folder holds no server, or two builds share a name
     */
    static List<Server> locate(List<String> values, ServerControl control) {
        Map<String, Server> byName = new LinkedHashMap<>();
        for (String value : values) {
            Matcher m = NAMED.matcher(value);
            boolean named = m.matches() && !m.group(1).contains("/");
            ServerBinaries binaries = control.locate(Path.of(named ? m.group(2) : value).toAbsolutePath());
            String name = named ? m.group(1) : defaultName(binaries);
            Server before = byName.putIfAbsent(name, new Server(name, named, binaries));
            if (before != null) {
                throw new ConfigException("--basedir: " + before.binaries().basedir() + " and " + binaries.basedir()
                        + " are both named " + name + "; name each build: --basedir NAME=DIR");
            }
        }
        return List.copyOf(byName.values());
    }

    /** @return e.g. {@code my8031} for MySQL 8.0.31 */
    static String defaultName(ServerBinaries binaries) {
        String product = binaries.product().toLowerCase(Locale.ROOT);
        String digits = binaries.version().replaceAll("[^0-9.].*$", "").replace(".", "");
        return SHORT.getOrDefault(product, product) + digits;
    }

    /**
     * @param servers the sweep's builds
     * @return whether run labels carry the build's name: several builds, or one named with {@code NAME=DIR}
     */
    static boolean labelled(List<Server> servers) {
        return servers.size() > 1 || servers.get(0).named();
    }

    /**
     * @param servers the sweep's builds
     * @param profile the profile's name, or {@code custom}
     * @return the sweep's folder name: {@code sweep-<product>-<version>-<profile>} for one build, else
     *         {@code sweep-<name>-<name>…-<profile>}
     */
    static String folderName(List<Server> servers, String profile) {
        if (servers.size() == 1) {
            ServerBinaries b = servers.get(0).binaries();
            return "sweep-" + b.product() + "-" + b.version() + "-" + profile;
        }
        List<String> names = new ArrayList<>();
        servers.forEach(s -> names.add(s.name()));
        return "sweep-" + String.join("-", names) + "-" + profile;
    }
}
