package io.ibench.cli;

import io.ibench.core.config.ConfigException;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.HashSet;
import java.util.Set;

/**
 * Refuses an option that takes one value and is given twice, before picocli parses the
 * arguments. picocli does so itself for plain options, but inside an argument group (the
 * sections of {@code ibench run}'s help) a repeated option silently starts a new group and drops
 * the options given before it — {@code --socket S --database a --database b} would lose the
 * socket and start an embedded server. Values are not echoed: a URL may hold a password.
 */
final class RepeatedOptions {
    private RepeatedOptions() {
    }

    /**
     * @param args the raw arguments
     * @param root the command hierarchy
     * @throws ConfigException naming the first option given twice
     */
    static void check(String[] args, CommandLine root) {
        String name = Profiles.subcommand(args);
        CommandLine sub = root.getSubcommands().get(name);
        if (sub == null) {
            return;
        }
        CommandSpec spec = sub.getCommandSpec();
        Set<OptionSpec> seen = new HashSet<>();
        int i = 0;
        while (i < args.length && !args[i].equals(name)) {
            i++;
        }
        for (i++; i < args.length && !args[i].equals("--"); i++) {
            String token = args[i];
            OptionSpec option = OptionLookup.find(spec, token);
            if (option == null) {
                continue;
            }
            if (!option.isMultiValue() && !seen.add(option)) {
                throw new ConfigException("option '" + option.longestName() + "' should be specified only once");
            }
            if (token.indexOf('=') < 0 && option.arity().min() > 0) {
                i++;
            }
        }
    }
}
