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
    /** Abort the run on fatal errors, degrade above 1 % errors, 600 s statement timeout, 300 s to reconnect. */
    public static final FaultPolicy DEFAULT = new FaultPolicy(OnError.ABORT_RUN, 0.01, 600, 300);

    /** @throws ConfigException naming the option that is out of range */
    public FaultPolicy {
        if (onError == null) {
            throw new ConfigException("--on-error must be given");
        }
        if (!(maxErrorRate >= 0 && maxErrorRate <= 1)) {
            throw new ConfigException("--max-error-rate must be between 0 and 1, or 0% and 100% (got " + maxErrorRate + ")");
        }
        if (statementTimeoutSeconds < 0 || statementTimeoutSeconds > 86_400) {
            throw new ConfigException("--statement-timeout must be between 0 (none) and 86400 seconds (got "
                    + statementTimeoutSeconds + ")");
        }
        if (reconnectSeconds < 1 || reconnectSeconds > 86_400) {
            throw new ConfigException("--reconnect-seconds must be between 1 and 86400 (got " + reconnectSeconds + ")");
        }
    }

    /**
     * @param value a fraction such as {@code 0.01}, or a percentage such as {@code 1%}
     * @return the fraction
     * @throws ConfigException when it is neither
     */
    public static double parseRate(String value) {
        String text = value == null ? "" : value.strip();
        boolean percent = text.endsWith("%");
        try {
            double number = Double.parseDouble(percent ? text.substring(0, text.length() - 1).strip() : text);
            return percent ? number / 100 : number;
        } catch (NumberFormatException e) {
            throw new ConfigException("--max-error-rate must be a fraction such as 0.01 or a percentage such as 1% (got '"
                    + value + "')");
        }
    }
}
