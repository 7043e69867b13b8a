package io.ibench.core.config;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a run does when a statement fails for good: a fatal error (syntax, missing table, disk
 * full), a retryable error repeated {@code 100} times in a row, or a connection that cannot be
 * re-established within {@code --reconnect-seconds}. Retryable errors and lost connections are
 * always retried and reconnected first; this choice applies only to what is left.
 */
public enum OnError {
    /** Count the statement as failed, skip it and go on; the step is marked degraded. */
    CONTINUE,
    /** End the step, marked failed, and go on with the next step; the run ends degraded. */
    ABORT_STEP,
    /** End the step, marked failed, and the run (the default, as the reference does). */
    ABORT_RUN;

    /** @return the option value, e.g. {@code abort-step} */
    public String optionValue() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * @param value {@code continue}, {@code abort-step} or {@code abort-run}, any case
     * @return the choice
     * @throws ConfigException naming the accepted values
     */
    public static OnError parse(String value) {
        for (OnError choice : values()) {
            if (choice.optionValue().equalsIgnoreCase(value == null ? "" : value.strip())) {
                return choice;
            }
        }
        throw new ConfigException("--on-error must be one of " + Arrays.stream(values()).map(OnError::optionValue)
                .collect(Collectors.joining(", ")) + " (got '" + value + "')");
    }
}
