package io.ibench.cli;

/** The exit codes of every ibench command. */
public final class ExitCodes {
    /** Everything asked for was done. */
    public static final int OK = 0;
    /** A run or command failed; whatever was measured before the failure is saved. */
    public static final int FAILURE = 1;
    /** Bad input: an option, a file or a combination the command cannot accept. */
    public static final int USAGE = 2;

    private ExitCodes() {
    }
}
