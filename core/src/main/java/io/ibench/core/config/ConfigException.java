package io.ibench.core.config;

import io.ibench.core.plan.PlanException;
import io.ibench.core.workload.DomainException;

import java.util.function.Supplier;

/**
 * A configuration the user gave is invalid. The message is one sentence that names the
 * option and the problem; the command line reports it with exit code 2.
 */
public final class ConfigException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message one sentence naming the option and what is wrong with it */
    public ConfigException(String message) {
        super(message);
    }

    /**
     * Builds a value of a lower layer (a plan, a value domain) whose refusal names the option and
     * the value, and reports that refusal as a configuration error.
     *
     * @param construction builds the value
     * @param <T>          its type
     * @return the value
     * @throws ConfigException with the lower layer's message when it refuses
     */
    public static <T> T reported(Supplier<T> construction) {
        try {
            return construction.get();
        } catch (PlanException | DomainException e) {
            throw new ConfigException(e.getMessage());
        }
    }
}
