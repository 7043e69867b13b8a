package io.ibench.cli.sweep;

import io.ibench.core.config.ConfigException;
import io.ibench.core.server.config.BuiltInSource;
import io.ibench.core.server.config.ChainSource;
import io.ibench.core.server.config.ConfigResolver;
import io.ibench.core.server.config.ConfigSource;
import io.ibench.core.server.config.ConfigTrust;
import io.ibench.core.server.config.FolderSource;
import io.ibench.core.server.config.Placeholders;
import io.ibench.core.server.config.ServerConfig;
import io.ibench.core.spi.ConfigDoors;
import io.ibench.core.spi.ConfigSyntax;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The configs of a sweep, read and rendered before any server starts, so that a malformed file
 * costs nothing: names are looked up in the config set of the server's version, then in the
 * variants its family shares (e.g. {@code mariadb-10.11}, then {@code innodb}); {@code --config-set}
 * replaces the first with a built-in set or a folder; a {@code --config} that is a file path is
 * read from its folder first.
 */
final class SweepConfigs {
    private SweepConfigs() {
    }

    /**
     * A config ready to start a server with.
     *
     * @param config   the resolved config
     * @param rendered the file the server starts with
     */
    record Rendered(ServerConfig config, String rendered) {
        String name() {
            return config.name();
        }
    }

    /**
     * @param sets        the built-in sets for the server, most specific first
     * @param setOverride {@code --config-set}: a built-in set or a folder, or null
     * @return where names are looked up, in order
     * @throws ConfigException for an unknown {@code --config-set}
     */
    static List<ConfigSource> chain(List<String> sets, String setOverride) {
        List<ConfigSource> chain = new ArrayList<>();
        chain.add(first(setOverride, sets.get(0)));
        sets.stream().skip(1).map(BuiltInSource::new).forEach(chain::add);
        return chain;
    }

    /**
     * @param value        a {@code --config} value: a name or a file path
     * @param chain        where names are looked up ({@link #chain})
     * @param syntax       the DBMS's config syntax
     * @param placeholders the values of the placeholders
     * @param doors        the options refused unless the user trusts the config ({@link ConfigDoors#NONE} when
     *                     {@code --trust-config} is given)
     * @return the config, rendered
     * @throws ConfigException for an unknown config, a malformed file or an option that opens a door
     */
    static Rendered readOne(String value, List<ConfigSource> chain, ConfigSyntax syntax, Placeholders placeholders,
                            ConfigDoors doors) {
        ServerConfig config = resolve(value, chain, syntax);
        ConfigTrust.check(config, doors);
        return new Rendered(config, config.render(syntax, placeholders));
    }

    /**
     * @param configs configs in the order given
     * @throws ConfigException when two have the same name
     */
    static void refuseTwice(List<Rendered> configs) {
        Set<String> names = new LinkedHashSet<>();
        for (Rendered config : configs) {
            if (!names.add(config.name())) {
                throw new ConfigException("--config " + config.name()
                        + " is given twice; each config runs once per sweep");
            }
        }
    }

    private static ConfigSource first(String setOverride, String defaultSet) {
        if (setOverride == null) {
            return new BuiltInSource(defaultSet);
        }
        Path folder = Path.of(setOverride);
        if (Files.isDirectory(folder)) {
            return new FolderSource(folder);
        }
        if (!BuiltInSource.sets().contains(setOverride)) {
            throw new ConfigException("--config-set " + setOverride
                    + " is neither a folder nor a built-in set; built-in sets: "
                    + String.join(", ", BuiltInSource.sets()));
        }
        return new BuiltInSource(setOverride);
    }

    private static ServerConfig resolve(String value, List<ConfigSource> chain, ConfigSyntax syntax) {
        boolean path = value.contains("/") || value.endsWith(syntax.extension());
        if (!path) {
            return new ConfigResolver(new ChainSource(chain), syntax).resolve(value);
        }
        Path file = Path.of(value).toAbsolutePath();
        if (!Files.isRegularFile(file) || !value.endsWith(syntax.extension())) {
            throw new ConfigException("--config " + value + " is not a " + syntax.extension() + " file");
        }
        List<ConfigSource> withFolder = new ArrayList<>();
        withFolder.add(new FolderSource(file.getParent()));
        withFolder.addAll(chain);
        String name = file.getFileName().toString();
        return new ConfigResolver(new ChainSource(withFolder), syntax)
                .resolve(name.substring(0, name.length() - syntax.extension().length()));
    }
}
