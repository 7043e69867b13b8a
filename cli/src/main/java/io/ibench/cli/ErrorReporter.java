package io.ibench.cli;

import io.ibench.core.config.ConfigException;
import io.ibench.core.engine.RunFailure;
import io.ibench.core.result.ResultFileException;
import picocli.CommandLine;

import java.io.PrintWriter;

/**
 * Reports what went wrong in one sentence and chooses the exit code: {@link ExitCodes#USAGE}
 * for bad options, files and combinations, {@link ExitCodes#FAILURE} for runs that could not
 * finish. The stack trace follows only with {@code --verbose}.
 */
final class ErrorReporter implements CommandLine.IExecutionExceptionHandler {
    private final boolean verbose;

    ErrorReporter(boolean verbose) {
        this.verbose = verbose;
    }

    static int onParameterError(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println(cmd.getCommandSpec().qualifiedName() + ": " + e.getMessage());
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for the options.");
        return ExitCodes.USAGE;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine cmd, CommandLine.ParseResult parseResult) {
        PrintWriter err = cmd.getErr();
        String name = cmd.getCommandSpec().qualifiedName();
        int code;
        if (e instanceof ConfigException || e instanceof ResultFileException) {
            err.println(name + ": " + e.getMessage());
            code = ExitCodes.USAGE;
        } else if (e instanceof RunFailure failure) {
            err.println(name + ": " + e.getMessage());
            if (failure.resultDirectory() != null) {
                err.println("Results so far: " + failure.resultDirectory().resolve("result.json"));
            }
            code = ExitCodes.FAILURE;
        } else {
            String message = e.getMessage() == null ? e.getClass().getName() : e.getMessage();
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
