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
 * @param attributions what moved with each ratio beyond the thresholds or named by a finding ({@link Attributions})
 */
public record CompareReport(Comparison comparison, Thresholds thresholds, double failBelow, List<Finding> findings,
                            List<String> problems, List<Attribution> attributions) {

    /**
     * @param comparison the runs lined up against the base
     * @param thresholds when a relative value is worse or better
     * @param failBelow  the gate's ratio; 0 turns the throughput check off
     * @param problems   result files or parts that could not be used
     * @return the report with the gate evaluated
     */
    public static CompareReport of(Comparison comparison, Thresholds thresholds, double failBelow,
                                   List<String> problems) {
        List<Finding> findings = Gate.evaluate(comparison, failBelow);
        return new CompareReport(comparison, thresholds, failBelow, findings, List.copyOf(problems),
                Attributions.of(comparison, thresholds, findings));
    }

    /** @return whether no run is below the gate, no step failed and no SLA was missed */
    public boolean passed() {
        return findings.isEmpty();
    }
}
