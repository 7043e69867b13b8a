package io.ibench.core.measure;

import java.util.Map;

/**
 * The figures of one report interval of a step.
 *
 * @param intervalSeconds length of the interval, seconds (normally the report interval; the
 *                        last one of a step is shorter)
 * @param elapsedSeconds  seconds from the step's start to the end of the interval
 * @param operations      per operation, the interval's figures
 */
public record IntervalSample(double intervalSeconds, double elapsedSeconds,
                             Map<Operation, OperationInterval> operations) {

    /**
     * @param operation an operation
     * @return its figures; all zero when the step has no such role
     */
    public OperationInterval of(Operation operation) {
        OperationInterval value = operations.get(operation);
        return value != null ? value : new OperationInterval(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }
}
