package io.ibench.core.lang;

/**
 * How ibench reads an error for a one-line message: its innermost cause, and the first line of
 * its text with secrets a driver may quote {@link UrlRedaction#redact redacted}. Knows nothing of
 * ibench, so every package (the adapter contract included) may use it; the one place a message is
 * cut to its first line.
 */
public final class Throwables {
    /** What {@link #firstLine(String)} says of a null or blank message. */
    public static final String NO_MESSAGE = "unknown error";

    private Throwables() {
    }

    /**
     * @param error an error
     * @return the innermost cause, {@code error} itself when it has none
     */
    public static Throwable rootCause(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    /**
     * @param error any error
     * @return the first line of its message, trimmed and redacted, or its class's simple name when it has none
     */
    public static String firstLine(Throwable error) {
        return firstLine(error.getMessage(), error.getClass().getSimpleName());
    }

    /**
     * @param message a message (e.g. a driver's), possibly multi-line, blank or null
     * @return its first line, trimmed and redacted; {@value #NO_MESSAGE} when it is null or blank
     */
    public static String firstLine(String message) {
        return firstLine(message, NO_MESSAGE);
    }

    /**
     * @param message  a message, possibly multi-line, blank or null
     * @param fallback what to say when the message is null or blank, e.g. the error's class name
     * @return the message's first line, trimmed and {@link UrlRedaction#redact redacted}, else the fallback
     */
    public static String firstLine(String message, String fallback) {
        if (message == null || message.isBlank()) {
            return fallback;
        }
        return UrlRedaction.redact(message.strip().lines().findFirst().orElse(fallback).strip());
    }
}
