package io.ibench.report.verdict;

/** A noise profile file that cannot be used; the message is one sentence naming the file and the problem. */
public final class NoiseProfileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message one sentence naming the file and the problem */
    public NoiseProfileException(String message) {
        super(message);
    }
}
