package io.ibench.report.compare;

/** Whether a run × step cell of a comparison holds a number. */
public enum CellState {
    /** The step completed and its throughput is the value. */
    MEASURED,
    /** The step ran and failed: no value. */
    FAILED,
    /** The run has no such step. */
    NOT_RUN;

    /** @return the lower-case name used in CSV and JSON */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
