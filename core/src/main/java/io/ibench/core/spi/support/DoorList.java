package io.ibench.core.spi.support;

import io.ibench.core.spi.ConfigDoors;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * {@link ConfigDoors} from a list of options, each with the values that open its door and why: the helper the
 * adapters' lists share. A name is matched after the DBMS's normalisation (e.g. MySQL's {@code -} as {@code _} and
 * {@code loose-} dropped); where the server also takes an unambiguous prefix of an option's name (MariaDB's option
 * parser does), a name that is no door itself but a prefix of doors is checked against each of them.
 */
public final class DoorList implements ConfigDoors {
    /** Values a boolean option takes for on; a bare flag (null) is on too. */
    private static final Set<String> ON = Set.of("1", "on", "true", "yes", "force", "force_plus_permanent");
    private static final Set<String> LOCAL = Set.of("127.0.0.1", "::1", "localhost", "");

    /**
     * An option and when it opens a door.
     *
     * @param name  its name, normalised
     * @param opens whether a value (unquoted; null for a bare flag) opens the door
     * @param why   what the option then does, the end of the sentence "option NAME …"
     */
    public record Door(String name, Predicate<String> opens, String why) {
    }

    private final List<Door> doors;
    private final Function<String, String> normal;
    private final boolean prefixes;

    /**
     * @param doors    the options
     * @param normal   how a name as written becomes a door's name, e.g. lower case
     * @param prefixes whether the server takes an unambiguous prefix of an option's name for the option
     */
    public DoorList(List<Door> doors, Function<String, String> normal, boolean prefixes) {
        this.doors = List.copyOf(doors);
        this.normal = normal;
        this.prefixes = prefixes;
    }

    @Override
    public Optional<String> opens(String name, String value) {
        String key = normal.apply(name);
        String unquoted = unquote(value);
        List<Door> named = doors.stream().filter(d -> d.name().equals(key)).toList();
        if (named.isEmpty() && prefixes) {
            named = doors.stream().filter(d -> d.name().startsWith(key)).toList();
        }
        return named.stream().filter(d -> d.opens().test(unquoted)).map(Door::why).findFirst();
    }

    /** @return the value without one pair of surrounding quotes, {@code '} or {@code "}; null stays null */
    static String unquote(String value) {
        if (value != null && value.length() >= 2 && (value.startsWith("'") && value.endsWith("'")
                || value.startsWith("\"") && value.endsWith("\""))) {
            return value.substring(1, value.length() - 1);
        }
        return value;
    }

    /** @return a test that every value passes, a bare flag too */
    public static Predicate<String> always() {
        return value -> true;
    }

    /** @return a test that a boolean option is on: a bare flag, or 1, on, true, yes (any case) */
    public static Predicate<String> on() {
        return value -> value == null || ON.contains(value.strip().toLowerCase(Locale.ROOT));
    }

    /**
     * @param separators a regular expression of what separates several addresses in one value, e.g. {@code ,}
     * @return a test that a value names an address other than the loopback's ({@code 127.0.0.1}, {@code ::1},
     *         {@code localhost}), e.g. {@code *}, {@code 0.0.0.0} or a host name
     */
    public static Predicate<String> notLoopback(String separators) {
        return value -> value == null || Arrays.stream(value.split(separators))
                .map(a -> a.strip().toLowerCase(Locale.ROOT)).anyMatch(a -> !LOCAL.contains(a));
    }

    /**
     * @return a test that a path leaves the folder it is relative to: absolute, starting with {@code ~}, or with a
     *         {@code ..} part
     */
    public static Predicate<String> leavesFolder() {
        return value -> value != null && (value.startsWith("/") || value.startsWith("~") || value.contains("\\")
                || Arrays.asList(value.split("/")).contains(".."));
    }

    /**
     * @param separators a regular expression of what separates the entries of a list, e.g. {@code ,}
     * @param allowed   what an entry may start with and still load from the server's own folder, e.g.
     *                  {@code $libdir/}; empty for nothing
     * @return a test that some entry of a list of libraries names a path (a {@code /} or {@code \}) outside the
     *         server's own folder for them, where the server would load it from
     */
    public static Predicate<String> namesPath(String separators, String allowed) {
        return value -> value != null && Arrays.stream(value.split(separators))
                .map(String::strip).map(e -> !allowed.isEmpty() && e.startsWith(allowed)
                        ? e.substring(allowed.length()) : e)
                .anyMatch(e -> e.contains("/") || e.contains("\\"));
    }

    /**
     * @param separators a regular expression of what separates the entries of a list, e.g. {@code [;,]}
     * @param libraries  names of libraries without extension, lower case, e.g. {@code handlersocket}
     * @return a test that some entry ({@code name=library} or {@code library}, with or without {@code .so}) loads
     *         one of them
     */
    public static Predicate<String> loads(String separators, Set<String> libraries) {
        return value -> value != null && Arrays.stream(value.split(separators))
                .map(e -> e.substring(e.indexOf('=') + 1).strip().toLowerCase(Locale.ROOT).replaceFirst("\\.so$", ""))
                .anyMatch(libraries::contains);
    }

    /**
     * @param safe the values that open nothing, lower case, e.g. {@code null} or the empty string
     * @return a test that a value is none of them (a bare flag is not)
     */
    public static Predicate<String> except(Set<String> safe) {
        return value -> value == null || !safe.contains(value.strip().toLowerCase(Locale.ROOT));
    }
}
