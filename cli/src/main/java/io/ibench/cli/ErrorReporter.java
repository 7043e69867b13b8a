package io.ibench.cli;

import io.ibench.cli.options.Profiles;
import io.ibench.core.config.ConfigException;
import io.ibench.core.lang.UrlRedaction;
import io.ibench.core.engine.RunFailure;
import io.ibench.core.result.ResultFileException;
import picocli.CommandLine;

import java.io.PrintWriter;

/**
 * Reports what went wrong in one sentence and chooses the exit code: {@link ExitCodes#USAGE}
 * for bad options, files and combinations, {@link ExitCodes#FAILURE} for runs that could not
 * finish. A bad value that a profile set is preceded by the profile's file and line. A message is
 * {@link UrlRedaction#redact redacted}: a driver's may quote its URL. The stack trace follows only with
 * {@code --verbose}.
 */
final class ErrorReporter implements CommandLine.IExecutionExceptionHandler {
    private final boolean verbose;
    private final Profiles.Expansion profile;

    /**
     * @param verbose whether {@code --verbose} was given
     * @param profile the profile's options, to name the profile line of a bad value that came from it
     */
    ErrorReporter(boolean verbose, Profiles.Expansion profile) {
        this.verbose = verbose;
        this.profile = profile;
    }

    int onParameterError(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        String option = e.getArgSpec() instanceof CommandLine.Model.OptionSpec spec ? spec.longestName() : null;
        err.println(cmd.getCommandSpec().qualifiedName() + ": "
                + profile.locate(option, e.getMessage().replace("option option ", "option ")));
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for the options.");
        return ExitCodes.USAGE;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine cmd, CommandLine.ParseResult parseResult) {
        PrintWriter err = cmd.getErr();
        String name = cmd.getCommandSpec().qualifiedName();
        int code;
        if (e instanceof ConfigException || e instanceof ResultFileException) {
            err.println(name + ": " + profile.locate(null, UrlRedaction.redact(e.getMessage())));
            code = ExitCodes.USAGE;
        } else if (e instanceof RunFailure failure) {
            err.println(name + ": " + UrlRedaction.redact(e.getMessage()));
            if (failure.resultDirectory() != null) {
                err.println("Results so far: " + failure.resultDirectory().resolve("result.json"));
            }
            code = ExitCodes.FAILURE;
        } else {
            String message = e.getMessage() == null ? e.getClass().getName() : UrlRedaction.redact(e.getMessage());
            err.println(name + ": " + message + (verbose ? "" : " (--verbose shows the details)"));
            code = ExitCodes.FAILURE;
        }
        if (verbose) {
            e.printStackTrace(err);
        }
        err.flush();
        return code;
    }
}
