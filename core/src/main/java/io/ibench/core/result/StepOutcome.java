package io.ibench.core.result;

import java.util.List;

/**
 * What went wrong in a step, if anything.
 *
 * @param error    what stopped it, when its status is {@code failed} or {@code incomplete}; otherwise null
 * @param problems why the step is degraded, one sentence each; empty when it is not
 * @param errors   the errors its clients met, by kind; empty when none
 */
public record StepOutcome(String error, List<String> problems, List<ErrorSummary> errors) {

    /**
     * @param error what stopped the step, or null
     * @return an outcome with that error and no problem or client error
     */
    public static StepOutcome stoppedBy(String error) {
        return new StepOutcome(error, List.of(), List.of());
    }
}
