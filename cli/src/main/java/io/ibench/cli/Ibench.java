package io.ibench.cli;

import io.ibench.cli.options.Profiles;
import io.ibench.core.config.ConfigException;
import picocli.CommandLine;

import java.io.PrintStream;

/**
 * Runs the {@code ibench} command line: parses arguments (after expanding a {@code --profile}),
 * executes the subcommand, and maps every failure to one sentence and an exit code from
 * {@link ExitCodes}; stack traces only with {@code --verbose}. What it writes has its control characters escaped
 * ({@link TerminalWriter}).
 */
public final class Ibench {
    private Ibench() {
    }

    /**
     * @param args command-line arguments
     * @param out  standard output
     * @param err  standard error
     * @return the exit code
     */
    public static int execute(String[] args, PrintStream out, PrintStream err) {
        boolean verbose = Verbosity.requested(args);
        LogSetup.configure(verbose);
        CommandLine commandLine = new CommandLine(new IbenchCommand());
        commandLine.setOut(TerminalWriter.on(out));
        commandLine.setErr(TerminalWriter.on(err));
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        Profiles.Expansion expanded;
        try {
            expanded = Profiles.expand(args, commandLine);
        } catch (ConfigException e) {
            String command = Profiles.subcommand(args);
            commandLine.getErr().println((command.isEmpty() ? "ibench" : "ibench " + command) + ": " + e.getMessage());
            return ExitCodes.USAGE;
        }
        ErrorReporter reporter = new ErrorReporter(verbose, expanded);
        commandLine.setParameterExceptionHandler(reporter::onParameterError);
        commandLine.setExecutionExceptionHandler(reporter);
        return commandLine.execute(expanded.args());
    }
}
