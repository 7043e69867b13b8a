package io.ibench.cli;

import java.io.PrintStream;

/** Entry point of {@code ibench.jar}. */
public final class Main {
    private Main() {
    }

    /**
     * Runs the command line; standard error, where the libraries log too, is redacted line by line
     * ({@link RedactedLines}).
     *
     * @param args command-line arguments
     */
    public static void main(String[] args) {
        PrintStream err = RedactedLines.around(System.err);
        System.setErr(err);
        System.exit(Ibench.execute(args, System.out, err));
    }
}
