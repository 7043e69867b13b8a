package io.ibench.cli.options;

import io.ibench.core.config.ConfigException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A subcommand's arguments located once at the option level against its picocli model: each
 * option given, identified by its {@link OptionSpec} under any of its names (also the negated one,
 * {@link OptionLookup}), with the words it was given as ({@code --clients 8} or {@code --clients=8}
 * kept as typed); a word that names no option, and every word after {@code --}, stands alone. What
 * the profiles, the check for repeated options and the sweep's jobs ask of a command line, answered
 * from one pass instead of each scanning the words again.
 */
public final class GivenOptions {
    private final CommandSpec spec;
    private final List<Given> given;

    /**
     * One option as given, or a word that names none.
     *
     * @param option the option, or null for a word that names none
     * @param words  the word naming it, with its value when that is the next word
     */
    record Given(OptionSpec option, List<String> words) {
        /** @return the value given, or null for a flag or a missing value */
        String value() {
            String first = words.get(0);
            int equals = first.indexOf('=');
            return equals > 0 ? first.substring(equals + 1) : words.size() > 1 ? words.get(1) : null;
        }

        /** @return the name it was given under, e.g. {@code --clients} of {@code --clients=8} */
        String name() {
            String first = words.get(0);
            int equals = first.indexOf('=');
            return equals > 0 ? first.substring(0, equals) : first;
        }
    }

    private GivenOptions(CommandSpec spec, List<Given> given) {
        this.spec = spec;
        this.given = List.copyOf(given);
    }

    /**
     * @param spec a command
     * @param args its arguments, after its name
     * @return them, located
     */
    public static GivenOptions of(CommandSpec spec, List<String> args) {
        List<Given> given = new ArrayList<>();
        boolean options = true;
        for (int i = 0; i < args.size(); i++) {
            String token = args.get(i);
            options &= !token.equals("--");
            OptionSpec option = options ? OptionLookup.find(spec, token) : null;
            if (option != null && token.indexOf('=') < 0 && option.arity().min() > 0 && i + 1 < args.size()) {
                given.add(new Given(option, List.of(token, args.get(++i))));
            } else {
                given.add(new Given(option, List.of(token)));
            }
        }
        return new GivenOptions(spec, given);
    }

    /**
     * Refuses an option that takes one value and is given twice. picocli does so itself for plain
     * options, but inside an argument group (the sections of {@code ibench run}'s help) a repeated
     * option silently starts a new group and drops the options given before it — {@code --socket S
     * --database a --database b} would lose the socket and start an embedded server. Values are not
     * echoed: a URL may hold a password.
     *
     * @throws ConfigException naming the first option given twice
     */
    void refuseRepeated() {
        Set<OptionSpec> seen = new HashSet<>();
        for (Given g : given) {
            if (g.option() != null && !g.option().isMultiValue() && !seen.add(g.option())) {
                throw new ConfigException("option '" + g.option().longestName() + "' should be specified only once");
            }
        }
    }

    /**
     * @param name an option's name; a name the command does not know counts when a word gives it
     * @return whether it was given, under any of its names
     */
    boolean has(String name) {
        return given.stream().anyMatch(g -> answers(g, name));
    }

    /**
     * @param option one of the command's options
     * @return whether it was given, under any of its names
     */
    boolean has(OptionSpec option) {
        return given.stream().anyMatch(g -> g.option() == option);
    }

    /**
     * @param name an option's name
     * @return the value it was given last, or null
     */
    String value(String name) {
        String value = null;
        for (Given g : given) {
            if (answers(g, name) && g.value() != null) {
                value = g.value();
            }
        }
        return value;
    }

    /**
     * @param names options to leave out
     * @return these arguments without them (and their values)
     */
    public GivenOptions without(Collection<String> names) {
        return new GivenOptions(spec, given.stream().filter(g -> names.stream().noneMatch(n -> answers(g, n)))
                .toList());
    }

    /**
     * @param defaults options to add at the end unless the arguments give them
     * @return these arguments, then those of {@code defaults} they lack
     */
    public GivenOptions withDefaults(GivenOptions defaults) {
        List<Given> all = new ArrayList<>(given);
        defaults.given.stream().filter(d -> d.option() == null ? !has(d.name()) : !has(d.option()))
                .forEach(all::add);
        return new GivenOptions(spec, all);
    }

    /** @return the words, in order, as given */
    public List<String> words() {
        return given.stream().flatMap(g -> g.words().stream()).toList();
    }

    private boolean answers(Given g, String name) {
        OptionSpec option = spec.findOption(name);
        return option != null ? g.option() == option : g.option() == null && g.name().equals(name);
    }
}
