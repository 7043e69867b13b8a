package io.ibench.report.compare;

import io.ibench.core.result.SlaResult;

/**
 * One run's throughput in one step, as the summary tables show it.
 *
 * @param value the step's rate in the column's unit, or null unless {@code state} has a value
 * @param state whether the step completed, was degraded, failed or did not run
 * @param ratio value / the base run's value, or null when either is missing or the base's is 0
 * @param sla   the background writers' verdict in read-write steps, else null
 */
public record ThroughputCell(Double value, CellState state, Double ratio, SlaResult sla) {

    /**
     * @param measured the text for a measured value
     * @return that text ({@code !} appended for a degraded step), {@code failed} for a failed step, or
     *         a dash for a step the run did not have
     */
    public String text(String measured) {
        return switch (state) {
            case MEASURED -> measured;
            case DEGRADED -> measured + " !";
            case FAILED -> "failed";
            case NOT_RUN -> Figures.NONE;
        };
    }

    /** @return whether the step has background writers that missed their rate */
    public boolean slaFailed() {
        return sla != null && !sla.passed();
    }
}
