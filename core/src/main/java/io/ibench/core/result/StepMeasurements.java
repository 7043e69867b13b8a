package io.ibench.core.result;

import java.util.List;
import java.util.Map;

/**
 * What a step's clients did, as measured by ibench. A section that does not apply to the step's
 * kind is null.
 *
 * @param operations    per operation ({@code insert}, {@code delete}, {@code query}): totals and latencies
 * @param minIdQueries  the deleters' {@code select min(transactionid)} queries
 * @param sla           read-write steps with writers: the background insert rate verdict
 * @param clientResults per client: duration, rows, queries
 * @param fairness      how evenly the clients fared, with two or more clients
 * @param cleanup       cleanup step: its actions
 * @param tables        each table's primary-key range after the step
 * @param clientCpu     the client's own CPU during the step
 * @param intervals     file name of the per-interval TSV in the run folder
 * @param histograms    file name of the per-interval latency histograms in HdrHistogram's interval log format
 *                      ({@code .hlog}) in the run folder; null for the cleanup and in results written before it
 */
public record StepMeasurements(Map<String, OperationResult> operations, MinIdQueries minIdQueries, SlaResult sla,
                               List<ClientResult> clientResults, Fairness fairness, CleanupResult cleanup,
                               List<TableState> tables, ClientCpu clientCpu, String intervals, String histograms) {

    /** The measurements of a step that failed before its clients started: no operation, no client. */
    public static final StepMeasurements NONE = new StepMeasurements(Map.of(), null, null, List.of(), null, null, null,
            null, null, null);

    /**
     * @return the slowest client's step-start {@code select min(transactionid)}, seconds; null in steps
     *         without deletes
     */
    public Double slowestFirstMinIdQuerySeconds() {
        return minIdQueries == null ? null : minIdQueries.firstMaxSeconds();
    }

    /**
     * @param cleanup   the cleanup's actions
     * @param intervals file name of its interval TSV
     * @return the measurements of a cleanup step: its actions and intervals, nothing else
     */
    public static StepMeasurements ofCleanup(CleanupResult cleanup, String intervals) {
        return new StepMeasurements(null, null, null, null, null, cleanup, null, null, intervals, null);
    }
}
