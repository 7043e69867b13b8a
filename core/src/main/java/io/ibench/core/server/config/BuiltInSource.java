package io.ibench.core.server.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * A config set carried in the jar (module {@code configs}, folder {@code configs/servers/<set>/}),
 * listed in {@code configs/servers/configs.list} because a jar cannot be listed.
 *
 * @param set the set's name, e.g. {@code mariadb-10.11}
 */
public record BuiltInSource(String set) implements ConfigSource {
    private static final String ROOT = "/io/ibench/configs/servers/";

    /** @return every built-in set and file, one {@code set/file} a line, as listed in the jar */
    public static List<String> index() {
        try (InputStream in = BuiltInSource.class.getResourceAsStream(ROOT + "configs.list")) {
            if (in == null) {
                return List.of();
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the list of built-in configs: " + e.getMessage(), e);
        }
    }

    /** @return the names of the built-in sets, sorted */
    public static List<String> sets() {
        return index().stream().map(l -> l.substring(0, l.indexOf('/'))).distinct().sorted().toList();
    }

    @Override
    public Optional<String> read(String fileName) {
        if (fileName.contains("/") || fileName.contains("\\")) {
            return Optional.empty();
        }
        try (InputStream in = BuiltInSource.class.getResourceAsStream(ROOT + set + "/" + fileName)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read built-in config " + where(fileName) + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String where(String fileName) {
        return "configs/servers/" + set + "/" + fileName;
    }

    @Override
    public List<String> fileNames() {
        String prefix = set + "/";
        return index().stream().filter(l -> l.startsWith(prefix)).map(l -> l.substring(prefix.length())).sorted()
                .toList();
    }
}
