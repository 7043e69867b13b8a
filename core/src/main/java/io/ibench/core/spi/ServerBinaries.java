package io.ibench.core.spi;

import java.nio.file.Path;

/**
 * A server's programs found under a base directory.
 *
 * @param basedir   the base directory as given
 * @param server    the server program, e.g. {@code /usr/sbin/mariadbd}
 * @param product   the product, lower case: {@code mysql}, {@code percona}, {@code mariadb}, {@code postgres}
 * @param version   the version the server reports, e.g. {@code 10.11.19}
 * @param configSets the built-in configuration sets for this product and version, most specific
 *                   first: the version's own set (its base), then the sets of variants it shares
 *                   with its family, e.g. {@code [mariadb-10.11, innodb]} (folders of {@code configs/servers/})
 */
public record ServerBinaries(Path basedir, Path server, String product, String version,
                             java.util.List<String> configSets) {

    /** Copies the list. */
    public ServerBinaries {
        configSets = java.util.List.copyOf(configSets);
    }

    /** @return e.g. {@code mariadb 10.11.19 (/usr/sbin/mariadbd)} */
    public String description() {
        return product + " " + version + " (" + server + ")";
    }
}
