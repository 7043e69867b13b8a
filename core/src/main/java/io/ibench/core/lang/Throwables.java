package io.ibench.core.lang;

/**
 * How ibench reads an error for a one-line message: its innermost cause, and the first line of
 * its text. Knows nothing of ibench, so every package (the adapter contract included) may use it.
 */
public final class Throwables {
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
     * @param message  a message, possibly multi-line, blank or null
     * @param fallback what to say when the message is null or blank, e.g. the error's class name
     * @return the message's first line, trimmed, else the fallback
     */
    public static String firstLine(String message, String fallback) {
        if (message == null || message.isBlank()) {
            return fallback;
        }
        return message.strip().lines().findFirst().orElse(fallback).strip();
    }
}
