package io.ibench.report.compare;

import io.ibench.report.verdict.Campaign;

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
 * @param campaign   the campaign that ran until it could tell, whose target each step is checked against; null for
 *                   runs of no such campaign
 */
public record CompareReport(Comparison comparison, Thresholds thresholds, double failBelow, List<Finding> findings,
                            List<String> problems, List<Attribution> attributions, Campaign campaign) {

    /**
     * @param comparison the runs lined up against the base
     * @param thresholds when a relative value is worse or better
     * @param failBelow  the gate's ratio; 0 turns the throughput check off
     * @param problems   result files or parts that could not be used
     * @return the report with the gate evaluated
     */
    public static CompareReport of(Comparison comparison, Thresholds thresholds, double failBelow,
                                   List<String> problems) {
        return of(comparison, thresholds, failBelow, problems, null);
    }

    /**
     * @param comparison the runs lined up against the base
     * @param thresholds when a relative value is worse or better
     * @param failBelow  the gate's ratio; 0 turns the throughput check off
     * @param problems   result files or parts that could not be used
     * @param campaign   the campaign the runs are of, or null
     * @return the report with the gate evaluated
     */
    public static CompareReport of(Comparison comparison, Thresholds thresholds, double failBelow,
                                   List<String> problems, Campaign campaign) {
        List<Finding> findings = Gate.evaluate(comparison, failBelow);
        return new CompareReport(comparison, thresholds, failBelow, findings, List.copyOf(problems),
                Attributions.of(comparison, thresholds, findings), campaign);
    }

    /** @return per step, whether it reached the campaign's target; empty without a campaign */
    public List<StepTarget> targets() {
        return campaign == null ? List.of() : StepTarget.of(comparison, campaign);
    }

    /** @return whether no run is below the gate, no step failed and no SLA was missed */
    public boolean passed() {
        return findings.isEmpty();
    }
}
