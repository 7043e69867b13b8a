package io.ibench.core.engine;

import io.ibench.core.config.FaultPolicy;
import io.ibench.core.config.OnError;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.measure.StepMeter;
import io.ibench.core.plan.QueryMode;
import io.ibench.core.plan.Step;
import io.ibench.core.plan.StepExtras;
import io.ibench.core.plan.StepKind;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import io.ibench.core.spi.SqlErrorKind;
import io.ibench.core.workload.DataDomain;
import io.ibench.core.workload.QueryGenerator;
import io.ibench.core.workload.SecondaryIndex;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A point-query thread of a read-write step driven through a fake of its statements port: the
 * client's writer "ends" after a few queries, which ends the thread; the step's result is then
 * judged as the engine judges it.
 */
class QueryRoleTest {
    private static final Step STEP = new Step("qr100", StepKind.READ_WRITE, 1, 100, 10, 100, false, QueryMode.POINT, 1,
            false, false, 0, 0, StepExtras.NONE);
    private static final int QUERIES = 3;

    private final StepControl control = new StepControl(1);
    private final StepMeter meter = new StepMeter();
    private final OperationRecorder recorder = meter.register(Operation.QUERY, 1, false);
    private final ClientSlot client = new ClientSlot(1, "pi1", 1, false, 0, false);
    /** Errors of the point queries, in order; a query with none left succeeds. */
    private final Deque<SQLException> failures = new ArrayDeque<>();
    /** Each point query attempt: its session and its ids. */
    private final List<Attempt> attempts = new ArrayList<>();
    private final ScriptedSessions<QueryRole.Statements> sessions = new ScriptedSessions<>(Queries::new);
    private FaultPolicy policy;
    private int succeeded;

    private record Attempt(int session, long[] ids) {
    }

    /** The statements of one session: a fixed largest id, point queries that fail as scripted. */
    private final class Queries implements QueryRole.Statements {
        private final int session;

        Queries(int session) {
            this.session = session;
        }

        @Override
        public long pointQuery(long[] ids) throws SQLException {
            attempts.add(new Attempt(session, ids.clone()));
            if (!failures.isEmpty()) {
                throw failures.poll();
            }
            if (++succeeded == QUERIES) {
                client.writerFinished();
            }
            return ids.length;
        }

        @Override
        public long rangeQuery(SecondaryIndex index, int start) {
            throw new AssertionError("a point-query step runs no range query");
        }

        @Override
        public long maxId() {
            return 5000;
        }
    }

    private StepResult run(OnError onError, int reconnectSeconds, SQLException... errors) {
        failures.addAll(Arrays.asList(errors));
        policy = new FaultPolicy(onError, 0.5, 600, reconnectSeconds);
        QueryRole role = new QueryRole("client 1 query thread 1", control, client, recorder, STEP,
                DataDomain.DEFAULT.rowsPerQuery(), new QueryGenerator(DataDomain.DEFAULT, SecondaryIndex.firstN(3), 42),
                sessions, ErrorHandling.of(policy, SqlErrorKind::byStandard));
        long start = System.nanoTime();
        meter.start(start);
        control.release(start);
        role.run();
        return new StepResults(STEP, meter, List.of(client)).build(Instant.now().toString(), start, true, 0,
                "qr100.intervals.tsv", control, policy, null,
                new StepResults.Observations(null, null, null, List.of(), 0, 1, null));
    }

    @Test
    void aQueryThatLostItsConnectionRunsAgainWithItsIdsOnANewConnection() {
        StepResult result = run(OnError.ABORT_RUN, 300, Errors.connectionLost());

        assertEquals(List.of(1, 2), attempts.stream().limit(2).map(Attempt::session).toList());
        assertArrayEquals(attempts.get(0).ids(), attempts.get(1).ids());
        assertEquals(List.of(1), sessions.discarded);
        assertEquals(List.of(2), sessions.closed);
        assertEquals(1, recorder.reconnects());
        assertEquals(QUERIES, recorder.statements());
        assertNull(control.failure());
        assertEquals(StepStatus.DEGRADED, result.status());
        assertEquals(1, result.measurements().operations().get("query").reconnects());
    }

    @Test
    void withOnErrorContinueTheThreadGoesOnAfterAFatalErrorAndTheStepIsDegraded() {
        StepResult result = run(OnError.CONTINUE, 300, Errors.fatal());

        assertEquals(QUERIES + 1, attempts.size());
        assertEquals(QUERIES, recorder.statements());
        assertEquals(1, recorder.failures());
        assertNull(control.failure());
        assertEquals(StepStatus.DEGRADED, result.status());
        assertEquals(List.of("1 statement failed and was skipped (--on-error continue)"), result.outcome().problems());
    }

    @Test
    void withAbortStepAFatalErrorFailsTheStepWithIt() {
        SQLException fatal = Errors.fatal();
        StepResult result = run(OnError.ABORT_STEP, 300, fatal);

        assertEquals(1, attempts.size());
        assertSame(fatal, control.failure().error());
        assertEquals(StepStatus.FAILED, result.status());
        assertEquals("client 1 query thread 1: Table 'ibench.pi1' doesn't exist", result.outcome().error());
    }

    @Test
    void noConnectionWithinReconnectSecondsFailsTheStepEvenWithOnErrorContinue() {
        sessions.failEveryReopen(Errors.connectionLost());

        StepResult result = run(OnError.CONTINUE, 1, Errors.connectionLost());

        assertEquals(1, attempts.size());
        assertEquals(StepStatus.FAILED, result.status());
        assertTrue(result.outcome().error().startsWith("client 1 query thread 1: the connection was lost "
                + "(Communications link failure) and could not be re-established within --reconnect-seconds 1"),
                result.outcome().error());
    }
}
