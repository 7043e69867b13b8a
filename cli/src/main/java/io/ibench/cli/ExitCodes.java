package io.ibench.cli;

/** The exit codes of every ibench command. */
public final class ExitCodes {
    /** Everything asked for was done. */
    public static final int OK = 0;
    /** A run or command failed; whatever was measured before the failure is saved. */
    public static final int FAILURE = 1;
    /** Bad input: an option, a file or a combination the command cannot accept. */
    public static final int USAGE = 2;
    /** {@code ibench compare}: a run is slower than the base beyond the limit, a step failed, or an SLA was missed. */
    public static final int GATE_FAILED = 3;

    private ExitCodes() {
    }
}
