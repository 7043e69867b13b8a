package io.ibench.core.result;

import io.ibench.core.spi.ServerInfo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The content of a run's {@code result.json}.
 *
 * @param schemaVersion {@value #SCHEMA_VERSION}; readers reject other versions
 * @param runId         the run folder's name
 * @param label         the run's label in reports
 * @param status        {@code running}, {@code complete} or {@code failed}
 * @param startedAt     ISO-8601 UTC
 * @param finishedAt    ISO-8601 UTC, or null while running
 * @param environment   tool, JVM and host facts
 * @param config        the effective configuration, password removed
 * @param server        the server's product, version and variables
 * @param steps         one result per finished (or failed) step, in order
 * @param summary       figures across steps
 * @param error         why the run failed, or null
 */
public record RunResult(int schemaVersion, String runId, String label, String status, String startedAt, String finishedAt,
                        Environment environment, Map<String, Object> config, ServerInfo server, List<StepResult> steps,
                        RunSummary summary, String error) {

    /** The result file format version written by this build. */
    public static final int SCHEMA_VERSION = 1;
    /** Status while steps are still running. */
    public static final String RUNNING = "running";
    /** Status after every step finished. */
    public static final String COMPLETE = "complete";
    /** Status after a step or the run failed. */
    public static final String FAILED = "failed";

    /**
     * @param step a finished step
     * @return this result with the step appended
     */
    public RunResult withStep(StepResult step) {
        List<StepResult> more = new ArrayList<>(steps);
        more.add(step);
        return new RunResult(schemaVersion, runId, label, status, startedAt, finishedAt, environment, config, server,
                List.copyOf(more), RunSummary.of(more), error);
    }

    /**
     * @param newStatus  final status
     * @param finishedAt ISO-8601 UTC
     * @param newError   why it failed, or null
     * @return this result, finished
     */
    public RunResult finished(String newStatus, String finishedAt, String newError) {
        return new RunResult(schemaVersion, runId, label, newStatus, startedAt, finishedAt, environment, config, server,
                steps, summary, newError);
    }
}
