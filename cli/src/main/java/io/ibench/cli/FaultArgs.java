package io.ibench.cli;

import io.ibench.core.config.FaultPolicy;
import io.ibench.core.config.OnError;
import io.ibench.core.config.RunConfig;
import picocli.CommandLine.Option;

/** How {@code ibench run} meets errors while steps run. */
final class FaultArgs {
    @Option(names = "--on-error", paramLabel = "continue|abort-step|abort-run", order = 70,
            defaultValue = "abort-run",
            description = "What a statement that fails for good does (a fatal error such as a missing table or a full "
                    + "disk, or 100 retryable errors in a row): continue skips it and marks the step degraded; abort-step "
                    + "fails the step and goes on with the next; abort-run fails the step and ends the run (default "
                    + "${DEFAULT-VALUE}). Deadlocks, lock wait timeouts and serialization failures are always retried, lost "
                    + "connections always re-established; no connection within --reconnect-seconds fails the step.")
    String onError;

    @Option(names = "--max-error-rate", paramLabel = "RATE", order = 71, defaultValue = "1%",
            description = "A step whose failed attempts (retried or not) exceed this share of all attempts is marked "
                    + "degraded; a fraction (0.01) or a percentage (1%%) (default ${DEFAULT-VALUE}).")
    String maxErrorRate;

    @Option(names = "--statement-timeout", paramLabel = "SECONDS", order = 72, defaultValue = "600",
            description = "A benchmark statement without an answer for this long is given up, counted as a timeout and "
                    + "run again on a new connection, so a stalled server is reported instead of waited on forever; "
                    + "0 waits forever; index builds and the cleanup are exempt (default ${DEFAULT-VALUE}).")
    int statementTimeout;

    @Option(names = "--reconnect-seconds", paramLabel = "SECONDS", order = 73, defaultValue = "300",
            description = "How long a client keeps re-establishing a lost connection, with back-off from 0.1 to 5 s, "
                    + "before the statement fails for good; the step's clock keeps running (default ${DEFAULT-VALUE}).")
    int reconnectSeconds;

    /**
     * @param builder the configuration being built
     * @throws io.ibench.core.config.ConfigException when a value is invalid
     */
    void applyTo(RunConfig.Builder builder) {
        builder.faults(new FaultPolicy(OnError.parse(onError), FaultPolicy.parseRate(maxErrorRate), statementTimeout,
                reconnectSeconds));
    }
}
