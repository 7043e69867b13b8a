package io.ibench.report.compare;

import io.ibench.core.result.StepResult;

/**
 * A step as a column of the summary tables, with the rate that stands for it: inserted rows/s
 * for the load and write steps, indexed rows/s for {@code l.x}, queries/s for read-write steps
 * (spec §15.5). The cleanup step has no column.
 *
 * @param step the step name
 * @param kind the step kind, e.g. {@code READ_WRITE}
 * @param unit what the numbers count, e.g. {@code inserts/s}
 */
public record StepColumn(String step, String kind, String unit) {
    /** The kind of the read-write steps, which have background writers and an SLA. */
    public static final String READ_WRITE = "READ_WRITE";
    /** The kind of the step that builds the secondary indexes. */
    public static final String CREATE_INDEXES = "CREATE_INDEXES";
    /** The kind of the cleanup step, which has no throughput. */
    public static final String CLEANUP = "CLEANUP";

    /**
     * @param step a step result
     * @return its column
     */
    public static StepColumn of(StepResult step) {
        String unit = switch (step.kind()) {
            case READ_WRITE -> "queries/s";
            case CREATE_INDEXES -> "indexed rows/s";
            default -> "inserts/s";
        };
        return new StepColumn(step.name(), step.kind(), unit);
    }

    /** @return whether the step has background writers */
    public boolean readWrite() {
        return READ_WRITE.equals(kind);
    }

    /**
     * @param step a completed step of this column
     * @return its rate in this column's unit
     */
    public double rate(StepResult step) {
        if (CREATE_INDEXES.equals(kind)) {
            return step.indexedRowsPerSecond() == null ? 0 : step.indexedRowsPerSecond();
        }
        return readWrite() ? step.queriesPerSecond() : step.insertsPerSecond();
    }
}
