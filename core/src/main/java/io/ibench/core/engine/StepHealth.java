package io.ibench.core.engine;

import io.ibench.core.config.FaultPolicy;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.OperationResult;
import io.ibench.core.result.StepStatus;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Judges a step from its error counts: failed when it stopped on an error, incomplete when the
 * user interrupted it, degraded when it finished but lost connections, timed out, skipped
 * statements or met more errors than {@code --max-error-rate} allows, else complete.
 *
 * @param status   how the step ended
 * @param problems why it is degraded (also listed for failed and incomplete steps), one sentence each
 */
record StepHealth(StepStatus status, List<String> problems) {

    /**
     * @param operations  the step's operations
     * @param failed      whether a role or the coordinator failed
     * @param interrupted whether the user interrupted the step
     * @param faults      the run's fault policy
     * @return the verdict
     */
    static StepHealth judge(Collection<OperationResult> operations, boolean failed, boolean interrupted,
            FaultPolicy faults) {
        long statements = sum(operations, OperationResult::statements);
        long losses = sum(operations, OperationResult::connectionLosses);
        long timeouts = sum(operations, OperationResult::timeouts);
        long failures = sum(operations, OperationResult::failures);
        long reconnects = sum(operations, OperationResult::reconnects);
        long errors = sum(operations, OperationResult::errors);
        List<String> problems = new ArrayList<>();
        if (losses > 0) {
            problems.add(losses + " statement" + plural(losses) + " lost " + (losses == 1 ? "its" : "their")
                    + " connection (server restart or killed session); " + reconnects + " connection"
                    + plural(reconnects) + " re-established");
        }
        if (timeouts > 0) {
            problems.add(timeouts + " statement" + plural(timeouts) + " got no answer within --statement-timeout "
                    + faults.statementTimeoutSeconds() + " s");
        }
        if (failures > 0 && !failed) {
            problems.add(failures + " statement" + plural(failures) + " failed and " + (failures == 1 ? "was" : "were")
                    + " skipped (--on-error continue)");
        }
        long attempts = statements + errors;
        if (attempts > 0 && errors > faults.maxErrorRate() * attempts) {
            problems.add("error rate " + Decimal.format(100.0 * errors / attempts, 2) + " % (" + errors + " of "
                    + attempts + " attempts) is above --max-error-rate "
                    + Decimal.format(100 * faults.maxErrorRate(), 2) + " %");
        }
        StepStatus status = interrupted ? StepStatus.INCOMPLETE
                : failed ? StepStatus.FAILED
                : problems.isEmpty() ? StepStatus.COMPLETE : StepStatus.DEGRADED;
        return new StepHealth(status, List.copyOf(problems));
    }

    private static long sum(Collection<OperationResult> operations, ToLongFunction<OperationResult> count) {
        return operations.stream().mapToLong(count).sum();
    }

    private static String plural(long n) {
        return n == 1 ? "" : "s";
    }
}
