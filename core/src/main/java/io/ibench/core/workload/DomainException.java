package io.ibench.core.workload;

/**
 * A value domain that cannot generate rows or queries: a count below 1, a data length outside
 * 1..4000 or a random share outside 0..100. The message names the option and the value; the
 * configuration reports it as a configuration error.
 */
public final class DomainException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** @param message one sentence naming the option and the value */
    public DomainException(String message) {
        super(message);
    }
}
