package io.ibench.core.config;

/**
 * How a run meets errors while its steps run.
 *
 * @param onError                 what a statement that fails for good does to the step and the run
 * @param maxErrorRate            failed attempts (retried or not) per attempt above which a step
 *                                is marked degraded, 0..1 (0.01 = 1 %)
 * @param statementTimeoutSeconds seconds without an answer after which a benchmark statement is
 *                                given up and its connection re-established, 0 = wait forever,
 *                                0..86400; index builds and the cleanup are exempt
 * @param reconnectSeconds        how long a client keeps trying to re-establish a lost connection
 *                                before its step fails, 1..86400 s
 */
public record FaultPolicy(OnError onError, double maxErrorRate, int statementTimeoutSeconds, int reconnectSeconds) {
    /**
     * The declared defaults: abort the run on fatal errors, degrade above 1 % errors, 600 s statement
     * timeout, 300 s to reconnect.
     */
    public static final FaultPolicy DEFAULT = new FaultPolicy(Settings.ON_ERROR.defaultValue(),
            Settings.MAX_ERROR_RATE.defaultValue(), Settings.STATEMENT_TIMEOUT_SECONDS.defaultValue(),
            Settings.RECONNECT_SECONDS.defaultValue());

    /** @throws ConfigException naming the option that is out of its declared range ({@link Settings}) */
    public FaultPolicy {
        if (onError == null) {
            throw new ConfigException(Settings.ON_ERROR.option() + " must be given");
        }
        Settings.MAX_ERROR_RATE.check(maxErrorRate);
        Settings.STATEMENT_TIMEOUT_SECONDS.check(statementTimeoutSeconds);
        Settings.RECONNECT_SECONDS.check(reconnectSeconds);
    }

    /**
     * @param value a fraction such as {@code 0.01}, or a percentage such as {@code 1%}
     * @return the fraction
     * @throws ConfigException when it is neither
     */
    public static double parseRate(String value) {
        return Settings.MAX_ERROR_RATE.parse(value == null ? "" : value);
    }
}
