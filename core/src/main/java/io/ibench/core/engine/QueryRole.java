package io.ibench.core.engine;

import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.plan.QueryMode;
import io.ibench.core.plan.Step;
import io.ibench.core.workload.QueryGenerator;
import io.ibench.core.workload.SecondaryIndex;

import java.sql.SQLException;

/**
 * A query thread (docs/workload.md#statements): runs queries back to back until its client's writers are done (or,
 * in a step without writers, until the step's time limit), fetching every row. Range mode
 * picks one covering-index query uniformly per query; point mode draws ids uniformly from
 * [client's min-id estimate, max id), re-reading {@code max(transactionid)} every
 * {@value #MAX_ID_REFRESH} queries.
 */
final class QueryRole extends Role<QueryRole.Statements> {
    /** Queries between re-reads of the largest id (docs/workload.md#statements). */
    static final int MAX_ID_REFRESH = 100;

    private final Step step;
    private final QueryGenerator queries;
    private final boolean clientHasWriters;
    /** The point query's ids, null in range mode; a query retried after a reconnect binds the ids drawn for it. */
    private final long[] ids;
    private SecondaryIndex rangeIndex;
    private int rangeStart;
    private final RetryingSession.Call<Statements> execute = this::execute;

    /**
     * @param name         e.g. {@code client 2 query thread 1}
     * @param control      the step
     * @param client       the client
     * @param recorder     its queries' recorder
     * @param step         the step: its query mode, writers and time limit
     * @param rowsPerQuery rows each query fetches, ≥ 1
     * @param queries      the thread's query generator
     * @param sessions     opens the thread's sessions
     * @param errors       the fault policy and the adapter's classification
     */
    QueryRole(String name, StepControl control, ClientSlot client, OperationRecorder recorder, Step step,
              int rowsPerQuery, QueryGenerator queries, RoleSession.Opener<Statements> sessions,
              ErrorHandling errors) {
        super(name, control, client, recorder, sessions, errors);
        this.step = step;
        this.queries = queries;
        this.clientHasWriters = step.hasWriters();
        this.ids = step.queryMode() == QueryMode.RANGE ? null : new long[rowsPerQuery];
    }

    @Override
    boolean writer() {
        return false;
    }

    @Override
    void work() throws Exception {
        long deadline = clientHasWriters ? Long.MAX_VALUE
                : control.startNanos() + step.timeLimitSeconds() * 1_000_000_000L;
        long maxId = 0;
        for (long n = 0; running(deadline); n++) {
            if (ids != null) {
                if (n % MAX_ID_REFRESH == 0) {
                    long max = execute(Statements::maxId);
                    maxId = max == SKIPPED ? maxId : max;
                }
                queries.nextPointIds(ids, client.minIdEstimate(), maxId);
            } else {
                rangeIndex = queries.nextRangeIndex();
                rangeStart = queries.nextRangeStart(rangeIndex);
            }
            timed(Schedule.unthrottled(), n, execute, RetryingSession.InDoubt.runAgain());
        }
    }

    /** Runs the drawn point query or range query on the current session's statements. */
    private long execute(Statements statements) throws SQLException {
        return ids != null ? statements.pointQuery(ids) : statements.rangeQuery(rangeIndex, rangeStart);
    }

    private boolean running(long deadline) {
        if (control.stopped()) {
            return false;
        }
        return clientHasWriters ? !client.writersFinished() : System.nanoTime() < deadline;
    }

    /** What a query thread runs on its connection; every query fetches all its rows. */
    interface Statements {
        /**
         * @param ids the ids to look up, one per row the query fetches
         * @return rows fetched
         * @throws SQLException when the query fails
         */
        long pointQuery(long[] ids) throws SQLException;

        /**
         * @param index the covering index the query uses
         * @param start the range's start in the index's leading column
         * @return rows fetched
         * @throws SQLException when the query fails
         */
        long rangeQuery(SecondaryIndex index, int start) throws SQLException;

        /**
         * @return the table's largest {@code transactionid}; 0 when the table is empty
         * @throws SQLException when the query fails
         */
        long maxId() throws SQLException;
    }
}
