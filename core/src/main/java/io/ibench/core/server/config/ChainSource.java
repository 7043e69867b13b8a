package io.ibench.core.server.config;

import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Several sources searched in order, e.g. the folder of the user's own config file, then the
 * built-in set, so that a user's variant can include the built-in base.
 *
 * @param sources the sources, first wins
 */
public record ChainSource(List<ConfigSource> sources) implements ConfigSource {

    /** Copies the list. */
    public ChainSource {
        sources = List.copyOf(sources);
    }

    @Override
    public Optional<String> read(String fileName) {
        return sources.stream().map(s -> s.read(fileName)).flatMap(Optional::stream).findFirst();
    }

    @Override
    public String where(String fileName) {
        return sources.stream().filter(s -> s.read(fileName).isPresent()).findFirst().orElse(sources.get(0))
                .where(fileName);
    }

    @Override
    public List<String> fileNames() {
        TreeSet<String> names = new TreeSet<>();
        sources.forEach(s -> names.addAll(s.fileNames()));
        return List.copyOf(names);
    }
}
