package io.ibench.cli.options;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** Finds a command's option by any name it answers to, including the negated form of a negatable one. */
final class OptionLookup {
    private OptionLookup() {
    }

    /**
     * @param spec  a command
     * @param token an argument such as {@code --clients}, {@code --clients=8}, {@code -o} or {@code --no-host-metrics}
     * @return the option it names, or null when it names none
     */
    static OptionSpec find(CommandSpec spec, String token) {
        if (!token.startsWith("-")) {
            return null;
        }
        int equals = token.indexOf('=');
        String name = equals > 0 ? token.substring(0, equals) : token;
        OptionSpec option = spec.findOption(name);
        if (option != null) {
            return option;
        }
        for (OptionSpec candidate : spec.options()) {
            if (candidate.negatable()) {
                for (String positive : candidate.names()) {
                    if (name.equals(spec.negatableOptionTransformer().makeNegative(positive, spec))) {
                        return candidate;
                    }
                }
            }
        }
        return null;
    }
}
