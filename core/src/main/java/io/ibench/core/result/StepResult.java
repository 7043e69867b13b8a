package io.ibench.core.result;

import io.ibench.core.metrics.Fairness;
import io.ibench.core.metrics.StepMetrics;

import java.util.List;
import java.util.Map;

/**
 * Everything measured in one step. Sections that do not apply to the step's kind are null.
 *
 * @param name                 step name, e.g. {@code qr100}
 * @param kind                 {@code INITIAL_LOAD}, {@code CREATE_INDEXES}, {@code WRITE}, {@code CLEANUP} or {@code READ_WRITE}
 * @param status               {@code complete}; {@code degraded} when it finished but {@code problems}
 *                             says why its figures are suspect (a server restart, timeouts, skipped
 *                             statements, too many errors); {@code failed} with {@code error} set;
 *                             {@code incomplete} when the run was interrupted during it (figures up to then)
 * @param startedAt            wall-clock start, ISO-8601 UTC
 * @param seconds              from the release of all clients until the last one finished
 * @param clients              clients that took part
 * @param settings             sizes the step ran with
 * @param insertsPerSecond     inserted rows / seconds
 * @param deletesPerSecond     deleted rows / seconds
 * @param queriesPerSecond     queries / seconds
 * @param indexedRowsPerSecond l.x: rows indexed / seconds (the reference's l.x rate)
 * @param operations           per operation ({@code insert}, {@code delete}, {@code query}): totals and latencies
 * @param minIdQueries         the deleters' {@code select min(transactionid)} queries
 * @param sla                  read-write steps with writers: the background insert rate verdict
 * @param clientResults        per client: duration, rows, queries
 * @param cleanup              cleanup step: its actions
 * @param tables               each table's primary-key range after the step
 * @param probes               the adapter's server probes at the start and end, their changes and derived figures
 * @param host                 host CPU, context switches, disk and memory over the step
 * @param metrics              the step's summary line in the published reports' columns (spec §15.4)
 * @param fairness             how evenly the clients fared, with two or more clients
 * @param clientCpu            the client's own CPU during the step
 * @param intervals            file name of the per-interval TSV in the run folder
 * @param error                what went wrong, when status is {@code failed} or {@code incomplete}
 * @param problems             why the step is degraded, one sentence each; empty when it is not
 * @param errors               the errors its clients met, by kind; empty when none
 */
public record StepResult(String name, String kind, String status, String startedAt, double seconds, int clients,
                         StepSettings settings, double insertsPerSecond, double deletesPerSecond, double queriesPerSecond,
                         Double indexedRowsPerSecond, Map<String, OperationResult> operations, MinIdQueries minIdQueries,
                         SlaResult sla, List<ClientResult> clientResults, CleanupResult cleanup, List<TableState> tables,
                         ProbeSummary probes, HostSummary host, StepMetrics metrics, Fairness fairness,
                         ClientCpu clientCpu, String intervals, String error,
                         List<String> problems, List<ErrorSummary> errors) {

    /** Status of a step that ran to its end. */
    public static final String COMPLETE = "complete";
    /** Status of a step that ran to its end with problems that make its figures suspect. */
    public static final String DEGRADED = "degraded";
    /** Status of a step that stopped with an error. */
    public static final String FAILED = "failed";
    /** Status of a step the user interrupted. */
    public static final String INCOMPLETE = "incomplete";

    /** @return true when the step ran to its end, degraded or not */
    public boolean finished() {
        return COMPLETE.equals(status) || DEGRADED.equals(status);
    }
}
