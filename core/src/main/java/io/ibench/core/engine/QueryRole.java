package io.ibench.core.engine;

import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.plan.QueryMode;
import io.ibench.core.plan.Step;
import io.ibench.core.spi.StatementKind;
import io.ibench.core.workload.QueryGenerator;
import io.ibench.core.workload.SecondaryIndex;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.Map;

/**
 * A query thread (spec §7): runs queries back to back until its client's writers are done (or,
 * in a step without writers, until the step's time limit), fetching every row. Range mode
 * picks one covering-index query uniformly per query; point mode draws ids uniformly from
 * [client's min-id estimate, max id), re-reading {@code max(transactionid)} every
 * {@value #MAX_ID_REFRESH} queries.
 */
final class QueryRole extends Role {
    /** Queries between re-reads of the largest id (spec §7.3). */
    static final int MAX_ID_REFRESH = 100;

    private final Step step;
    private final QueryGenerator queries;
    private final boolean clientHasWriters;
    private final Map<SecondaryIndex, PreparedStatement> rangeQueries = new EnumMap<>(SecondaryIndex.class);
    private final SqlCall execute = this::execute;
    private final SqlCall readMax = this::readMax;
    private PreparedStatement pointQuery;
    private PreparedStatement selectMax;
    private long[] ids;
    private SecondaryIndex rangeIndex;
    private int rangeStart;

    QueryRole(String name, StepEnvironment env, StepControl control, ClientSlot client, OperationRecorder recorder,
              Step step, QueryGenerator queries) {
        super(name, env, control, client, recorder);
        this.step = step;
        this.queries = queries;
        this.clientHasWriters = step.hasWriters();
    }

    @Override
    boolean writer() {
        return false;
    }

    @Override
    StatementKind kind() {
        return step.queryMode() == QueryMode.RANGE ? StatementKind.RANGE_QUERY : StatementKind.POINT_QUERY;
    }

    @Override
    void prepare(Connection connection) throws SQLException {
        int perQuery = env.config().domain().rowsPerQuery();
        rangeQueries.clear();
        if (step.queryMode() == QueryMode.RANGE) {
            for (SecondaryIndex index : env.indexes()) {
                rangeQueries.put(index, env.dialect().prepare(connection,
                        env.dialect().rangeQuery(client.table, index, perQuery), StatementKind.RANGE_QUERY));
            }
        } else {
            pointQuery = env.dialect().prepare(connection, env.dialect().pointQuery(client.table, perQuery),
                    StatementKind.POINT_QUERY);
            selectMax = env.dialect().prepare(connection, env.dialect().maxTransactionId(client.table), StatementKind.BOUNDS);
            if (ids == null) {
                ids = new long[perQuery]; // kept across reconnects: a retried query binds the ids drawn for it
            }
        }
    }

    @Override
    void work() throws Exception {
        long deadline = clientHasWriters ? Long.MAX_VALUE
                : control.startNanos() + step.timeLimitSeconds() * 1_000_000_000L;
        long maxId = 0;
        for (long n = 0; running(deadline); n++) {
            if (pointQuery != null) {
                if (n % MAX_ID_REFRESH == 0) {
                    long max = executeWithRetry(readMax);
                    maxId = max == SKIPPED ? maxId : max;
                }
                queries.nextPointIds(ids, client.minIdEstimate(), maxId);
            } else {
                rangeIndex = queries.nextRangeIndex();
                rangeStart = queries.nextRangeStart(rangeIndex);
            }
            timed(Schedule.unthrottled(), n, execute);
        }
    }

    /** Binds the chosen ids or range start to the current connection's statement and fetches every row. */
    private long execute() throws SQLException {
        PreparedStatement query;
        if (pointQuery != null) {
            for (int i = 0; i < ids.length; i++) {
                pointQuery.setLong(i + 1, ids[i]);
            }
            query = pointQuery;
        } else {
            query = rangeQueries.get(rangeIndex);
            query.setInt(1, rangeStart);
        }
        return fetchAll(query);
    }

    private long readMax() throws SQLException {
        return TableProbe.single(selectMax, 0);
    }

    private boolean running(long deadline) {
        if (control.stopped()) {
            return false;
        }
        return clientHasWriters ? !client.writersFinished() : System.nanoTime() < deadline;
    }

    private static long fetchAll(PreparedStatement query) throws SQLException {
        long rows = 0;
        try (ResultSet rs = query.executeQuery()) {
            while (rs.next()) {
                rows++;
            }
        }
        return rows;
    }
}
