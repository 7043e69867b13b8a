package io.ibench.core.result;

import io.ibench.core.measure.Operation;
import io.ibench.core.plan.StepKind;

/**
 * A step's throughput, all clients together, per step second (every rate ≥ 0).
 *
 * @param insertsPerSecond     inserted rows / seconds
 * @param deletesPerSecond     deleted rows / seconds
 * @param queriesPerSecond     queries / seconds
 * @param indexedRowsPerSecond l.x: rows indexed / seconds (the reference's l.x rate); null in other steps
 */
public record StepRates(double insertsPerSecond, double deletesPerSecond, double queriesPerSecond,
                        Double indexedRowsPerSecond) {

    /** The rates of a step that did no work: all 0, no indexed rows. */
    public static final StepRates NONE = new StepRates(0, 0, 0, null);

    /**
     * @return the rows a load step stands for, per second: indexed rows/s in l.x, inserted rows/s otherwise
     *         (the summary line's {@code ips})
     */
    public double rowsPerSecond() {
        return indexedRowsPerSecond != null ? indexedRowsPerSecond : insertsPerSecond;
    }

    /**
     * The one rule for the rate that stands for a step in every table and comparison: queries/s in
     * read-write steps, indexed rows/s in l.x, inserted rows/s in the other steps.
     *
     * @param kind the step's kind
     * @return its headline rate, in {@link #headlineUnit(StepKind)}
     */
    public double headline(StepKind kind) {
        return kind == StepKind.READ_WRITE ? queriesPerSecond : rowsPerSecond();
    }

    /**
     * @param kind a step kind
     * @return what its {@link #headline(StepKind)} rate counts: {@code queries/s}, {@code indexed rows/s} or
     *         {@code inserts/s}
     */
    public static String headlineUnit(StepKind kind) {
        return switch (kind) {
            case READ_WRITE -> "queries/s";
            case CREATE_INDEXES -> "indexed rows/s";
            default -> "inserts/s";
        };
    }

    /**
     * @param kind a step kind
     * @return the key in {@link StepMeasurements#operations()} of the operation its headline rate
     *         counts, whose latencies stand for the step: {@code query} in read-write steps,
     *         {@code insert} in the others
     */
    public static String headlineOperation(StepKind kind) {
        return (kind == StepKind.READ_WRITE ? Operation.QUERY : Operation.INSERT).label();
    }
}
