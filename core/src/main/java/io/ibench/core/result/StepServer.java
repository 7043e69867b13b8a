package io.ibench.core.result;

import java.util.List;

/**
 * The server and its host over a step, as the samplers observed them; each is null when not measured.
 *
 * @param probes  the adapter's server probes at the start and end, their changes and derived figures
 * @param host    host CPU, context switches, disk and memory over the step
 * @param profile the server's CPU profile ({@code --server-profile}), or null when not asked for
 * @param actions what ibench did to the server at the step's start and end, outside the measured time
 *                (e.g. {@code reset master (start)}), each with its duration and outcome ({@code done},
 *                {@code skipped: <why>}, {@code failed: <why>}); null when the adapter does nothing there
 * @param dumps       the server's dumps at the step's end (absent in results of earlier versions)
 * @param disturbance whether something other than the benchmark took a share of the host during the step
 *                    (absent in results of earlier versions, which count as quiet)
 */
public record StepServer(ProbeSummary probes, HostSummary host, ServerProfile profile,
                         List<CleanupResult.Action> actions, StepDumps dumps, Disturbance disturbance) {

    /** Nothing observed (the step failed before it started). */
    public static final StepServer NONE = new StepServer(null, null, null, null, null, null);

    /**
     * @param boundary what was done at the step's start and end
     * @return this with those actions; unchanged when there are none
     */
    public StepServer withActions(List<CleanupResult.Action> boundary) {
        return boundary.isEmpty() ? this : new StepServer(probes, host, profile, List.copyOf(boundary), dumps,
                disturbance);
    }
}
