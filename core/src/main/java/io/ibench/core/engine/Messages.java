package io.ibench.core.engine;

/** One-line descriptions of errors for results and the terminal. */
final class Messages {
    private Messages() {
    }

    /**
     * @param error any error
     * @return the first line of its message, or its class name when it has none
     */
    static String firstLine(Throwable error) {
        String message = error.getMessage();
        if (message == null || message.isBlank()) {
            return error.getClass().getSimpleName();
        }
        return message.strip().lines().findFirst().orElse("").strip();
    }
}
