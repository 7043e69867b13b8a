package io.ibench.core.plan;

/**
 * The steps cannot be planned: an unknown or repeated step name, a rows-per-commit override for
 * a step that is not run, or steps that contradict the other settings. The message names the
 * option and the value; {@code RunConfig} reports it as a configuration error.
 */
public final class PlanException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message one sentence naming the option and the value */
    public PlanException(String message) {
        super(message);
    }
}
