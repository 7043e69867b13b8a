package io.ibench.cli.options;

import io.ibench.core.config.Settings;
import io.ibench.core.spi.Adapter;
import io.ibench.core.spi.Adapters;

import java.util.Iterator;
import java.util.List;

/**
 * Fills the help texts' adapter placeholders ({@link Settings#ADAPTER_NAMES}, {@link Settings#SYSTEM_DATABASES})
 * from the adapters found on the class path, so that help names every adapter discovery finds and no other.
 */
public final class AdapterHelp {
    private final Adapters adapters;

    /** @param adapters the adapters found on the class path */
    AdapterHelp(Adapters adapters) {
        this.adapters = adapters;
    }

    /**
     * @param help a help text, with or without placeholders
     * @return the text with the {@code --dbms} names, e.g. {@code mysql (also mariadb) or postgres (also pg)},
     *     and the system databases, e.g. {@code mysql, sys and postgres}, written in
     */
    String fill(String help) {
        if (!help.contains(Settings.ADAPTER_NAMES) && !help.contains(Settings.SYSTEM_DATABASES)) {
            return help;
        }
        return help.replace(Settings.ADAPTER_NAMES, enumerate(adapters.all().stream().map(AdapterHelp::names).toList(),
                        " or "))
                .replace(Settings.SYSTEM_DATABASES, enumerate(adapters.systemDatabases().names(), " and "));
    }

    private static String names(Adapter adapter) {
        List<String> names = adapter.names();
        return names.size() < 2 ? String.join("", names)
                : names.get(0) + " (also " + String.join(", ", names.subList(1, names.size())) + ")";
    }

    /** @return the items joined with ", ", the last one with {@code last} instead */
    private static String enumerate(List<String> items, String last) {
        return items.size() < 2 ? String.join("", items)
                : String.join(", ", items.subList(0, items.size() - 1)) + last + items.get(items.size() - 1);
    }

    /**
     * The {@code --dbms} names of the adapters on the class path that start servers themselves
     * ({@link Adapter#serverControl()}), for the help of {@code ibench sweep}'s {@code --dbms}.
     */
    public static final class ServerNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Adapters.discover().all().stream().filter(a -> a.serverControl().isPresent())
                    .flatMap(a -> a.names().stream()).iterator();
        }
    }
}
