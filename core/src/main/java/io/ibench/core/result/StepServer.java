package io.ibench.core.result;

/**
 * The server and its host over a step, as the samplers observed them; each is null when not measured.
 *
 * @param probes the adapter's server probes at the start and end, their changes and derived figures
 * @param host   host CPU, context switches, disk and memory over the step
 * @param dumps  the server's dumps at the step's end (absent in results of earlier versions)
 */
public record StepServer(ProbeSummary probes, HostSummary host, StepDumps dumps) {

    /** Nothing observed (the step failed before it started). */
    public static final StepServer NONE = new StepServer(null, null, null);
}
