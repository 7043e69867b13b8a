package io.ibench.report.compare;

import java.util.List;

/**
 * A run that a later attempt of the same run replaced because the host disturbed it (a sweep runs a disturbed
 * config again, docs/sweeps.md, "Disturbed runs"): the comparison leaves it out whole, unless it keeps disturbed
 * steps.
 *
 * @param label      the runs' label
 * @param runId      the replaced run's id
 * @param by         the id of the run that replaced it
 * @param disturbed  the replaced run's disturbed steps, the reason it was run again; not empty
 * @param steps      how many steps with a throughput it finished, all left out with it
 */
public record ReplacedRun(String label, String runId, String by, List<DisturbedStep> disturbed, int steps) {

    /** Copies the steps. */
    public ReplacedRun {
        disturbed = List.copyOf(disturbed);
    }

    /** @return e.g. {@code base 20261129-101500-base, replaced by 20261129-103000-base: l.i1 disturbed (…)} */
    public String describe() {
        return label + " " + runId + ", replaced by " + by + ": " + String.join("; ", disturbed.stream()
                .map(d -> d.step() + " disturbed" + (d.reasons().isEmpty() ? "" : " (" + String.join(", ",
                        d.reasons()) + ")")).toList());
    }
}
