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
    /**
     * {@code ibench run}: every step ran, but one or more are degraded (a server restart, timeouts,
     * skipped statements, too many errors) or failed with {@code --on-error continue|abort-step}.
     * {@code ibench sweep}: some configs failed (a server that did not start, a failed run) or are
     * degraded; the report compares the finished ones.
     */
    public static final int DEGRADED = 4;
    /**
     * {@code ibench run} or {@code sweep}: interrupted by Ctrl-C (SIGINT, 128 + 2); what was measured is saved,
     * {@code run --resume} continues a run, the same {@code sweep} command a sweep.
     */
    public static final int INTERRUPTED = 130;
    /**
     * {@code ibench run} or {@code sweep}: stopped by SIGTERM (128 + 15); what was measured is saved, as for Ctrl-C.
     */
    public static final int TERMINATED = 143;

    private ExitCodes() {
    }
}
