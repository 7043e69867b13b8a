package io.ibench.cli;

import io.ibench.core.config.ConfigException;
import io.ibench.core.server.config.BuiltInSource;
import io.ibench.core.server.config.ChainSource;
import io.ibench.core.server.config.ConfigResolver;
import io.ibench.core.server.config.ConfigSource;
import io.ibench.core.server.config.FolderSource;
import io.ibench.core.server.config.Placeholders;
import io.ibench.core.server.config.ServerConfig;
import io.ibench.core.spi.ConfigSyntax;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;

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
     * @param given        the {@code --config} values: names or file paths
     * @param sets         the built-in sets for the server, most specific first
     * @param setOverride  {@code --config-set}: a built-in set or a folder, or null
     * @param syntax       the DBMS's config syntax
     * @param placeholders the values of the placeholders
     * @return the configs in the order given
     * @throws ConfigException for an unknown set or config, a config named twice, or a malformed file
     */
    static List<Rendered> read(List<String> given, List<String> sets, String setOverride, ConfigSyntax syntax,
                               Placeholders placeholders) {
        List<ConfigSource> chain = new ArrayList<>();
        chain.add(first(setOverride, sets.get(0)));
        sets.stream().skip(1).map(BuiltInSource::new).forEach(chain::add);
        List<Rendered> configs = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (String value : given) {
            ServerConfig config = resolve(value, chain, syntax);
            if (!names.add(config.name())) {
                throw new ConfigException("--config " + config.name()
                        + " is given twice; each config runs once per sweep");
            }
            configs.add(new Rendered(config, config.render(syntax, placeholders)));
        }
        return configs;
    }

    /**
     * Refuses, before any server starts, configs with settings the server's version does not know
     * (e.g. {@code innodb_redo_log_capacity} before MySQL 8.0.30), naming each with its settings.
     *
     * @param configs  the rendered configs
     * @param control  the DBMS's server control, which asks the binaries
     * @param binaries the server's binaries
     * @throws ConfigException when a config names a setting the server does not know
     * @throws InterruptedException when interrupted while asking the server
     */
    static void refuseUnknownOptions(List<Rendered> configs, ServerControl control, ServerBinaries binaries)
            throws InterruptedException {
        List<String> refused = new ArrayList<>();
        for (Rendered config : configs) {
            List<String> unknown = control.unknownOptions(binaries, config.rendered());
            if (!unknown.isEmpty()) {
                refused.add(config.name() + " (" + String.join(", ", unknown) + ")");
            }
        }
        if (!refused.isEmpty()) {
            throw new ConfigException("--config: " + binaries.product() + " " + binaries.version()
                    + " does not know settings of " + String.join("; ", refused) + "; leave out "
                    + (refused.size() == 1 ? "that config" : "those configs") + " for this version");
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
