package io.ibench.core.result;

/** A result file is missing or unreadable; the message is one sentence naming the file. */
public final class ResultFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message one sentence naming the file and the problem */
    public ResultFileException(String message) {
        super(message);
    }
}
