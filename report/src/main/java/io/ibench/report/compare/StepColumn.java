package io.ibench.report.compare;

import io.ibench.core.plan.StepKind;
import io.ibench.core.result.StepRates;
import io.ibench.core.result.StepResult;

/**
 * A step as a column of the summary tables, with the rate that stands for it
 * ({@link StepResult#headlineRate()}: inserted rows/s for the load and write steps, indexed rows/s for
 * {@code l.x}, queries/s for read-write steps; docs/report.md, "Summary"). The cleanup step has no column.
 *
 * @param step the step name
 * @param kind the step kind
 */
public record StepColumn(String step, StepKind kind) {

    /**
     * @param step a step result
     * @return its column
     */
    public static StepColumn of(StepResult step) {
        return new StepColumn(step.name(), step.kind());
    }

    /** @return what the numbers count, e.g. {@code inserts/s} */
    public String unit() {
        return StepRates.headlineUnit(kind);
    }

    /** @return whether the step has background writers */
    public boolean readWrite() {
        return kind == StepKind.READ_WRITE;
    }
}
