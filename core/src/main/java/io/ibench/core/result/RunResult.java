package io.ibench.core.result;

import io.ibench.core.spi.ServerInfo;
import io.ibench.core.spi.Transport;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The content of a run's {@code result.json}.
 *
 * @param schemaVersion {@value #SCHEMA_VERSION} when written by this build; the version of the file when read
 *                      (readers also accept {@value #PREVIOUS_SCHEMA_VERSION}, whose steps are flat;
 *                      docs/results.md)
 * @param runId         the run folder's name
 * @param label         the run's label in reports
 * @param status        {@code running}; {@code complete} when every step is; {@code degraded} when every
 *                      step ran but one or more are degraded or failed (with {@code --on-error}
 *                      {@code continue} or {@code abort-step}); {@code failed}; {@code interrupted}
 * @param startedAt     ISO-8601 UTC
 * @param finishedAt    ISO-8601 UTC, or null while running
 * @param environment   tool, JVM and host facts
 * @param config        the effective configuration, password removed
 * @param server        the server's product, version and variables
 * @param transport     how the connections reached the server: {@code kind} socket or tcp, {@code address}, and
 *                      {@code note} (how it was chosen, or why the server's socket was not used); null in files
 *                      written before it was recorded
 * @param steps         one result per finished (or failed) step, in order
 * @param summary       figures across steps
 * @param error         why the run failed or was interrupted, or null
 * @param resumedAt     ISO-8601 UTC times at which {@code ibench run --resume} continued the run; empty when never
 * @param repetition    which repetition of {@code --repeat} this run is; null when the run is not repeated
 * @param restorePoints one per step started, in plan order up to the step running or last run: how it began and
 *                      what it did to the benchmark tables, which {@code --resume} puts back from; null in files
 *                      written before they were recorded
 */
public record RunResult(int schemaVersion, String runId, String label, RunStatus status, String startedAt,
                        String finishedAt, Environment environment, Map<String, Object> config, ServerInfo server,
                        Transport transport, List<StepResult> steps,
                        RunSummary summary, String error, List<String> resumedAt, Repetition repetition,
                        List<RestorePoint> restorePoints) {

    /** The result file format version written by this build. */
    public static final int SCHEMA_VERSION = 2;
    /** The result file format version before this one, which readers still accept: steps with every field flat. */
    public static final int PREVIOUS_SCHEMA_VERSION = 1;

    /**
     * @param step a finished step
     * @return this result with the step appended
     */
    public RunResult withStep(StepResult step) {
        List<StepResult> more = new ArrayList<>(steps);
        more.add(step);
        return new RunResult(schemaVersion, runId, label, status, startedAt, finishedAt, environment, config, server,
                transport, List.copyOf(more), RunSummary.of(more), error, resumedAt, repetition, restorePoints);
    }

    /**
     * @param newStatus  final status
     * @param finishedAt ISO-8601 UTC
     * @param newError   why it failed, or null
     * @return this result, finished
     */
    public RunResult finished(RunStatus newStatus, String finishedAt, String newError) {
        return new RunResult(schemaVersion, runId, label, newStatus, startedAt, finishedAt, environment, config, server,
                transport, steps, summary, newError, resumedAt, repetition, restorePoints);
    }

    /**
     * @param newConfig the effective configuration to record in place of this result's
     * @return this result with it
     */
    public RunResult withConfig(Map<String, Object> newConfig) {
        return new RunResult(schemaVersion, runId, label, status, startedAt, finishedAt, environment, newConfig, server,
                transport, steps, summary, error, resumedAt, repetition, restorePoints);
    }

    /**
     * @param point a step's restore point
     * @return this result with it, in place of the points of that step and of every step after it
     */
    public RunResult withRestorePoint(RestorePoint point) {
        List<RestorePoint> points = new ArrayList<>(restorePointsBefore(point.position()));
        points.add(point);
        return new RunResult(schemaVersion, runId, label, status, startedAt, finishedAt, environment, config, server,
                transport, steps, summary, error, resumedAt, repetition, List.copyOf(points));
    }

    /**
     * @param position a step's place in the plan
     * @return the restore points of the steps before it
     */
    public List<RestorePoint> restorePointsBefore(int position) {
        return restorePoints == null ? List.of()
                : restorePoints.stream().filter(p -> p.position() < position).toList();
    }

    /**
     * @param position a step's place in the plan
     * @return its restore point, or null when it never started (or the file predates restore points)
     */
    public RestorePoint restorePoint(int position) {
        return restorePoints == null ? null
                : restorePoints.stream().filter(p -> p.position() == position).findFirst().orElse(null);
    }

    /**
     * @param keep      how many of the first steps to keep
     * @param now       ISO-8601 UTC time of the resume
     * @param reachedBy how the resumed run's connections reach the server
     * @param next      the restore point of the step the resume starts with (its next attempt), or null when that
     *                  step never started
     * @return this result running again with only its first {@code keep} steps and their restore points (and
     *         {@code next}), the resume recorded, in this build's schema version (a run begun by the previous
     *         version continues in this one's shape)
     */
    public RunResult resumed(int keep, String now, Transport reachedBy, RestorePoint next) {
        List<String> resumes = new ArrayList<>(resumedAt == null ? List.of() : resumedAt);
        resumes.add(now);
        List<StepResult> kept = List.copyOf(steps.subList(0, keep));
        List<RestorePoint> points = new ArrayList<>(restorePointsBefore(keep));
        if (next != null) {
            points.add(next);
        }
        return new RunResult(SCHEMA_VERSION, runId, label, RunStatus.RUNNING, startedAt, null, environment, config,
                server, reachedBy, kept, RunSummary.of(kept), null, List.copyOf(resumes), repetition,
                List.copyOf(points));
    }
}
