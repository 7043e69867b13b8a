package io.ibench.core.server.config;

import io.ibench.core.config.ConfigException;
import io.ibench.core.result.RunFolderFile;
import io.ibench.core.spi.ConfigSyntax;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a configuration of a set and the files it includes into a {@link ServerConfig}. An include names a file of
 * the set by name, looked up in the set's sources (the given file's folder, then the set), never a path: a config may
 * come from others, and ibench reads nothing outside those folders for it.
 */
public final class ConfigResolver {
    private static final int MAX_DEPTH = 8;

    private final ConfigSource source;
    private final ConfigSyntax syntax;

    /**
     * @param source where the set's files are
     * @param syntax the DBMS's config syntax
     */
    public ConfigResolver(ConfigSource source, ConfigSyntax syntax) {
        this.source = source;
        this.syntax = syntax;
    }

    /**
     * @param name a configuration of the set, without extension, e.g. {@code a13}
     * @return it, resolved
     * @throws ConfigException when it does not exist (naming those that do), a file is malformed
     *         (naming file and line), or an include is missing or circular
     */
    public ServerConfig resolve(String name) {
        String file = name + syntax.extension();
        if (!name.matches("[A-Za-z0-9][A-Za-z0-9_.-]*") || source.read(file).isEmpty()) {
            throw new ConfigException("unknown --config '" + name + "'; " + available());
        }
        Map<String, ConfigEntry.Setting> settings = new LinkedHashMap<>();
        List<String> files = new ArrayList<>();
        List<ConfigEntry.Setting> own = read(file, null, settings, files, new ArrayList<>());
        return new ServerConfig(name, files, settings, own);
    }

    /**
     * @return the configurations of the set, e.g. {@code configs: base, a1, a2}, for messages; files
     *         whose name starts with {@code _} are parts to include, not configurations
     */
    public String available() {
        List<String> names = source.fileNames().stream()
                .filter(f -> f.endsWith(syntax.extension()) && !f.startsWith("_"))
                .map(f -> f.substring(0, f.length() - syntax.extension().length())).toList();
        return names.isEmpty() ? "the config set is empty" : "configs: " + String.join(", ", names);
    }

    private List<ConfigEntry.Setting> read(String file, String includedFrom, Map<String, ConfigEntry.Setting> settings,
                                           List<String> files, List<String> chain) {
        if (chain.contains(file)) {
            throw new ConfigException(includedFrom + ": including " + file + " again makes a cycle ("
                    + String.join(" -> ", chain) + " -> " + file + ")");
        }
        if (chain.size() >= MAX_DEPTH) {
            throw new ConfigException(includedFrom + ": includes are nested deeper than " + MAX_DEPTH + " files");
        }
        String text = source.read(file).orElseThrow(() -> new ConfigException(includedFrom + ": included file " + file
                + " does not exist in the config set"));
        chain.add(file);
        List<ConfigEntry.Setting> own = new ArrayList<>();
        for (ConfigEntry entry : ConfigParser.parse(text, source.where(file), syntax)) {
            if (entry instanceof ConfigEntry.Include include) {
                if (RunFolderFile.nameProblem(include.fileName()).isPresent()) {
                    throw new ConfigException(include.origin() + ": the include of '" + include.fileName()
                            + "' names a path, and a config includes only files of its own set, by name (e.g. base"
                            + syntax.extension() + ")");
                }
                read(include.fileName(), include.origin(), settings, files, chain);
            } else if (entry instanceof ConfigEntry.Setting setting) {
                own.add(setting);
                settings.put(syntax.key(setting.name()), setting);
            }
        }
        chain.remove(chain.size() - 1);
        files.add(file);
        return own;
    }
}
