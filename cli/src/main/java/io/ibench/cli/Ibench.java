package io.ibench.cli;

import picocli.CommandLine;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * Runs the {@code ibench} command line: parses arguments (after expanding a {@code --profile}),
 * executes the subcommand, and maps every failure to one sentence and an exit code from
 * {@link ExitCodes}; stack traces only with {@code --verbose}.
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
        LogSetup.configure(Verbosity.requested(args));
        CommandLine commandLine = new CommandLine(new IbenchCommand());
        commandLine.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
        commandLine.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setParameterExceptionHandler(ErrorReporter::onParameterError);
        commandLine.setExecutionExceptionHandler(new ErrorReporter(Verbosity.requested(args)));
        String[] expanded;
        try {
            expanded = Profiles.expand(args, commandLine);
        } catch (io.ibench.core.config.ConfigException e) {
            err.println("ibench " + Profiles.subcommand(args) + ": " + e.getMessage());
            return ExitCodes.USAGE;
        }
        return commandLine.execute(expanded);
    }
}
