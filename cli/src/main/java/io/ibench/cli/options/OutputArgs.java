package io.ibench.cli.options;

import picocli.CommandLine.Option;

/** The output option of the command line alone: whether to show the live status line. */
final class OutputArgs {
    @Option(names = "--no-progress", order = 100, description = "No live status line on the terminal.")
    boolean noProgress;
}
