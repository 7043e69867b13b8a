package io.ibench.core.result;

import io.ibench.core.plan.StepKind;

import java.util.List;

/**
 * Everything measured in one step, in groups. A section that does not apply to the step's kind is
 * null inside its group; the groups themselves are always present.
 *
 * @param name         step name, e.g. {@code qr100}
 * @param kind         what the step does; written as its name, e.g. {@code READ_WRITE}
 * @param status       how it ended: {@code complete}; {@code degraded} when it finished but
 *                     {@code outcome.problems} says why its figures are suspect (a server restart, timeouts,
 *                     skipped statements, too many errors); {@code failed} with {@code outcome.error} set;
 *                     {@code incomplete} when the run was interrupted during it (figures up to then)
 * @param run          when it started, how long it took, its clients and sizes
 * @param rates        its throughput
 * @param measurements what its clients did: operations, latencies, SLA, per-client figures, tables
 * @param server       the server's probes and the host's figures over the step
 * @param metrics      the step's summary line in the published reports' columns (docs/metrics.md, "The
 *                     per-step summary line"); null when the step failed before it started
 * @param outcome      its error, why it is degraded, the errors its clients met
 */
public record StepResult(String name, StepKind kind, StepStatus status, StepRun run, StepRates rates,
                         StepMeasurements measurements, StepServer server, StepMetrics metrics, StepOutcome outcome) {

    /**
     * @param name      step name
     * @param kind      step kind
     * @param startedAt ISO-8601 UTC time of the attempt
     * @param clients   clients the step was to run with
     * @param settings  its sizes
     * @param error     why it could not start
     * @return a failed step with no figures
     */
    public static StepResult failedBeforeStart(String name, StepKind kind, String startedAt, int clients,
                                               StepSettings settings, String error) {
        return new StepResult(name, kind, StepStatus.FAILED, new StepRun(startedAt, 0, clients, settings, null, null,
                null),
                StepRates.NONE, StepMeasurements.NONE, StepServer.NONE, null, StepOutcome.stoppedBy(error));
    }

    /**
     * @param actions what was done to the server at the step's start and end
     * @return this step with them in its {@link StepServer}
     */
    public StepResult withServerActions(List<CleanupResult.Action> actions) {
        return new StepResult(name, kind, status, run, rates, measurements, server.withActions(actions), metrics,
                outcome);
    }

    /**
     * @param redo how the step was redone after {@code --resume}, or null
     * @return this step with it in its {@link StepRun}
     */
    public StepResult withRedo(StepRedo redo) {
        return new StepResult(name, kind, status, run.withRedo(redo), rates, measurements, server, metrics, outcome);
    }

    /**
     * @return true when something other than the benchmark took a share of the host during the step
     *         ({@link Disturbance}); false for a quiet step and for results that did not record it
     */
    public boolean disturbed() {
        return server.disturbance() != null && server.disturbance().disturbed();
    }

    /** @return true when the step ran to its end, degraded or not */
    public boolean finished() {
        return status.finished();
    }

    /** @return the rate that stands for the step in tables and comparisons, in {@link #headlineUnit()} */
    public double headlineRate() {
        return rates.headline(kind);
    }

    /**
     * @return the totals and latencies of the operation {@link #headlineRate()} counts, or null when
     *         the step recorded none
     */
    public OperationResult headlineOperation() {
        return measurements.operations().get(StepRates.headlineOperation(kind));
    }

    /** @return what {@link #headlineRate()} counts, e.g. {@code queries/s} */
    public String headlineUnit() {
        return StepRates.headlineUnit(kind);
    }
}
