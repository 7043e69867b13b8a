package io.ibench.report.verdict;

/**
 * A file the verdicts read (a noise profile, a campaign's record) that cannot be used; the message is one sentence
 * naming the file and the problem.
 */
public final class VerdictFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message one sentence naming the file and the problem */
    public VerdictFileException(String message) {
        super(message);
    }
}
