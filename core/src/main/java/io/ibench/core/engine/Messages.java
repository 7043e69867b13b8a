package io.ibench.core.engine;

import io.ibench.core.config.UrlRedaction;
import io.ibench.core.lang.Throwables;

/** One-line descriptions of errors for results and the terminal, secrets a driver may quote redacted. */
final class Messages {
    private Messages() {
    }

    /**
     * @param error any error
     * @return the first line of its message, {@link UrlRedaction#redact redacted}, or its class name when it has none
     */
    static String firstLine(Throwable error) {
        return UrlRedaction.redact(Throwables.firstLine(error.getMessage(), error.getClass().getSimpleName()));
    }
}
