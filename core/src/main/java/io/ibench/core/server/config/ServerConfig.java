package io.ibench.core.server.config;

import io.ibench.core.spi.ConfigSyntax;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A server configuration with its includes resolved: every setting in the order it first
 * appears, later files replacing the values of earlier ones, and the configuration's own lines
 * (its delta to what it includes).
 *
 * @param name     the configuration's name, e.g. {@code a13}; also the label of its run
 * @param files    the files read, the configuration's own file last, e.g. {@code [base.cnf, a13.cnf]}
 * @param settings the effective settings by {@link ConfigSyntax#key key}
 * @param delta    the settings written in the configuration's own file
 */
public record ServerConfig(String name, List<String> files, Map<String, ConfigEntry.Setting> settings,
                           List<ConfigEntry.Setting> delta) {

    /** Copies the collections, keeping their order. */
    public ServerConfig {
        files = List.copyOf(files);
        settings = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        delta = List.copyOf(delta);
    }

    /**
     * @return the delta as one line, e.g. {@code innodb_max_purge_lag = 50000, innodb_purge_threads = 8}; for a
     *         config that includes nothing, e.g. {@code a base of 26 settings}
     */
    public String deltaText() {
        if (files.size() == 1) {
            return "a base of " + settings.size() + " settings";
        }
        return delta.isEmpty() ? "(no changes)"
                : String.join(", ", delta.stream().map(ConfigEntry.Setting::text).toList());
    }

    /**
     * @param syntax the DBMS's config syntax
     * @param values the placeholder values
     * @return the file the server starts with: a comment naming the configuration and its files,
     *         the syntax's header, and one line per setting with placeholders resolved
     * @throws io.ibench.core.config.ConfigException naming file and line of a bad placeholder
     */
    public String render(ConfigSyntax syntax, Placeholders values) {
        List<String> lines = new ArrayList<>();
        lines.add("# ibench config " + name + " (" + String.join(" + ", files) + "), " + values.describe());
        if (!syntax.header().isEmpty()) {
            lines.add(syntax.header());
        }
        Collection<ConfigEntry.Setting> all = settings.values();
        for (ConfigEntry.Setting s : all) {
            lines.add(s.value() == null ? s.name() : s.name() + " = " + values.apply(s.value(), s.origin()));
        }
        return String.join("\n", lines) + "\n";
    }
}
