package io.ibench.core.engine;

import io.ibench.core.lang.Throwables;

/** One-line descriptions of errors for results and the terminal. */
final class Messages {
    private Messages() {
    }

    /**
     * @param error any error
     * @return the first line of its message, or its class name when it has none
     */
    static String firstLine(Throwable error) {
        return Throwables.firstLine(error.getMessage(), error.getClass().getSimpleName());
    }
}
