package io.ibench.cli.options;

import picocli.CommandLine.Option;

/** {@code --help} and {@code --verbose}, shared by every subcommand. */
public final class HelpArgs {
    @Option(names = {"-h", "--help"}, usageHelp = true, order = 90, description = "Show this help and exit.")
    boolean help;

    @Option(names = {"-v", "--verbose"}, order = 91,
            description = "Show library log messages and the stack trace of a failure.")
    boolean verbose;
}
