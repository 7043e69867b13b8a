package io.ibench.report.compare;

import java.util.List;

/**
 * What {@code ibench compare} prints: the comparison, how it is judged, and the verdict.
 *
 * @param comparison the runs lined up against the base
 * @param thresholds when a relative value is worse or better
 * @param failBelow  the gate's ratio; 0 when throughput is not gated
 * @param findings   why the gate fails; empty when it passes
 * @param problems   result files or parts that could not be used
 */
public record CompareReport(Comparison comparison, Thresholds thresholds, double failBelow, List<Finding> findings,
                            List<String> problems) {

    /**
     * @param comparison the runs lined up against the base
     * @param thresholds when a relative value is worse or better
     * @param failBelow  the gate's ratio; 0 turns the throughput check off
     * @param problems   result files or parts that could not be used
     * @return the report with the gate evaluated
     */
    public static CompareReport of(Comparison comparison, Thresholds thresholds, double failBelow,
                                   List<String> problems) {
        return new CompareReport(comparison, thresholds, failBelow, Gate.evaluate(comparison, failBelow),
                List.copyOf(problems));
    }

    /** @return whether no run is below the gate, no step failed and no SLA was missed */
    public boolean passed() {
        return findings.isEmpty();
    }
}
