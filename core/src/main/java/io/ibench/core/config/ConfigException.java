package io.ibench.core.config;

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
}
