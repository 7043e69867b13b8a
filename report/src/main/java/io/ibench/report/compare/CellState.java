package io.ibench.report.compare;

/** Whether a run × step cell of a comparison holds a number. */
public enum CellState {
    /** The step completed and its throughput is the value. */
    MEASURED,
    /**
     * The step ran to its end but is degraded (a server restart, timeouts, skipped statements,
     * too many errors): the value is shown, marked with {@code !}, and the gate reports it.
     */
    DEGRADED,
    /** The step ran and failed: no value. */
    FAILED,
    /** The run has no such step. */
    NOT_RUN;

    /** @return true when the cell has a throughput value */
    public boolean hasValue() {
        return this == MEASURED || this == DEGRADED;
    }

    /** @return the lower-case name used in CSV and JSON */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
