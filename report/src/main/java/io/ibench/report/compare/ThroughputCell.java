package io.ibench.report.compare;

import io.ibench.core.result.SlaResult;

/**
 * One run's throughput in one step, as the summary tables show it.
 *
 * @param value the step's rate in the column's unit, or null unless {@code state} has a value
 * @param state whether the step completed, was degraded, failed or did not run
 * @param ratio value / the base run's value, or null when either is missing or the base's is 0
 * @param sla   the background writers' verdict in read-write steps, else null
 * @param leftOut whether the value is shown but judged by nothing (no verdict, no colour, no gate): the host
 *                disturbed the step, or every repetition of the label's (or the base label's) step
 *                (docs/report.md, "Disturbed steps")
 */
public record ThroughputCell(Double value, CellState state, Double ratio, SlaResult sla, boolean leftOut) {
    /** Marks a value that decides nothing because the host disturbed its step, in every table. */
    public static final String DISTURBED = "~";

    /**
     * A cell whose step was not disturbed.
     *
     * @param value the step's rate, or null
     * @param state its state
     * @param ratio its ratio to the base, or null
     * @param sla   the background writers' verdict, or null
     */
    public ThroughputCell(Double value, CellState state, Double ratio, SlaResult sla) {
        this(value, state, ratio, sla, false);
    }

    /**
     * @param measured the text for a measured value
     * @return that text ({@code !} appended for a degraded step, {@value #DISTURBED} for one left out as
     *         disturbed), {@code failed} for a failed step, or a dash for a step the run did not have
     */
    public String text(String measured) {
        String marked = leftOut ? measured + " " + DISTURBED : measured;
        return switch (state) {
            case MEASURED -> marked;
            case DEGRADED -> marked + " !";
            case FAILED -> "failed";
            case NOT_RUN -> Figures.NONE;
        };
    }

    /** @return whether the step has background writers that missed their rate */
    public boolean slaFailed() {
        return sla != null && !sla.passed();
    }
}
