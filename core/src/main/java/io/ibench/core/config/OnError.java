package io.ibench.core.config;

/**
 * What a run does when a statement fails for good: a fatal error (syntax, missing table, disk
 * full) or a retryable error repeated {@code 100} times in a row. Retryable errors and lost
 * connections are always retried and reconnected first; this choice applies only to what is
 * left. A connection that cannot be re-established within {@code --reconnect-seconds} fails the
 * step whatever the choice (its client cannot go on); {@link #ABORT_RUN} then also ends the run.
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
        return EnumOption.value(this);
    }

    /**
     * @param value the option value, any case
     * @return the choice
     * @throws ConfigException naming the accepted values
     */
    public static OnError parse(String value) {
        return Settings.ON_ERROR.parse(value == null ? "" : value);
    }
}
