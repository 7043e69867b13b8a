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
import io.ibench.core.spi.SqlErrorKind;
import io.ibench.core.workload.DataDomain;
import io.ibench.core.workload.Row;
import io.ibench.core.workload.RowGenerator;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An inserter with its batch maker, driven through a fake of its statements port whose INSERT
 * writes its text as {@link LiteralInsert} does and records what it sends: the statements are those
 * the inserter made inline before, in order, also across a reconnect; an error of a statement or of
 * the batch maker ends the step with that error; the batch maker's thread ends with the inserter.
 */
class InsertRoleTest {
    private static final String PREFIX =
            "insert into pi1 (dateandtime,cashregisterid,customerid,productid,price,data) values ";
    private static final int ROWS_PER_COMMIT = 10;
    private static final int ROUNDS = 200;
    private static final long SEED = 42;
    private static final Step STEP = new Step("l.i0", StepKind.WRITE, 1, (long) ROUNDS * ROWS_PER_COMMIT,
            ROWS_PER_COMMIT, 0, false, QueryMode.NONE, 0, true, false, 0, 0, StepExtras.NONE);

    private final StepControl control = new StepControl(1);
    private final StepMeter meter = new StepMeter();
    private final OperationRecorder recorder = meter.register(Operation.INSERT, 1, false);
    private final ClientSlot client = new ClientSlot(1, "pi1", 1, false, 0, false);
    private final RecordingBatch batch = new RecordingBatch();
    private final ScriptedSessions<InsertRole.Statements> sessions = new ScriptedSessions<>(n -> new Inserts());

    /** The text INSERT as {@link LiteralInsert} writes and stamps it, failing as scripted; records what it sends. */
    private final class RecordingBatch implements InsertBatch {
        private final LiteralInsert literal = new LiteralInsert(PREFIX, ROWS_PER_COMMIT);
        final Deque<SQLException> failures = new ArrayDeque<>();
        final List<String> sent = new ArrayList<>();
        final List<String> seconds = new ArrayList<>();
        int failTextAt = -1;
        int stopAfter = -1;
        private int texts;
        private MadeBatch made;
        private String sql;

        @Override
        public void prepare(java.sql.Connection connection) {
        }

        @Override
        public String text(Row[] rows, String dateAndTime, StringBuilder buffer) {
            if (texts++ == failTextAt) {
                throw new IllegalStateException("cannot write batch " + failTextAt);
            }
            return literal.text(rows, dateAndTime, buffer);
        }

        @Override
        public void load(MadeBatch batch) {
            made = batch;
        }

        @Override
        public void stamp(String now) {
            seconds.add(now);
            sql = LiteralInsert.stamped(PREFIX, made, now, new StringBuilder());
        }

        @Override
        public void reload() {
        }

        @Override
        public long execute() throws SQLException {
            sent.add(sql);
            if (sent.size() == stopAfter) {
                control.stop();
            }
            if (!failures.isEmpty()) {
                throw failures.poll();
            }
            return ROWS_PER_COMMIT;
        }
    }

    private final class Inserts implements InsertRole.Statements {
        @Override
        public InsertBatch batch() {
            return batch;
        }

        /** The server never holds a lost batch here: a batch whose connection was lost is sent again. */
        @Override
        public String newestData() {
            return null;
        }

        @Override
        public long beginIndexBuild() {
            throw new AssertionError("l.i0 builds no index");
        }

        @Override
        public void createIndexes() {
            throw new AssertionError("l.i0 builds no index");
        }
    }

    private void run(OnError onError, SQLException... errors) {
        batch.failures.addAll(Arrays.asList(errors));
        InsertRole role = new InsertRole(control, client, recorder, STEP, new RowGenerator(DataDomain.DEFAULT, SEED),
                batch, sessions, ErrorHandling.of(new FaultPolicy(onError, 0.5, 600, 300), SqlErrorKind::byStandard));
        long start = System.nanoTime();
        meter.start(start);
        control.release(start);
        role.run();
    }

    /** @return the texts the inserter made inline before it had a batch maker, stamped with the seconds given */
    private static List<String> inline(List<String> seconds) {
        RowGenerator generator = new RowGenerator(DataDomain.DEFAULT, SEED);
        Row[] rows = new Row[ROWS_PER_COMMIT];
        Arrays.setAll(rows, r -> new Row());
        List<String> texts = new ArrayList<>();
        for (String second : seconds) {
            for (Row row : rows) {
                generator.next(row);
            }
            texts.add(LiteralInsert.build(PREFIX, rows, second, new StringBuilder()));
        }
        return texts;
    }

    private static boolean batchMakerAlive() {
        String name = Thread.currentThread().getName() + " batch maker";
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals(name) && t.isAlive());
    }

    @Test
    void theInserterSendsTheStatementsItMadeInlineInTheSameOrder() {
        run(OnError.ABORT_RUN);

        assertNull(control.failure());
        assertEquals(ROUNDS, batch.sent.size());
        assertEquals(inline(batch.seconds), batch.sent);
        assertEquals(ROUNDS, recorder.statements());
        assertFalse(batchMakerAlive());
    }

    @Test
    void aStatementThatLostItsConnectionIsSentAgainOnANewOneAndTheRestFollowInOrder() {
        run(OnError.ABORT_RUN, Errors.connectionLost());

        assertNull(control.failure());
        assertEquals(ROUNDS + 1, batch.sent.size());
        assertEquals(batch.sent.get(0), batch.sent.get(1), "the lost statement runs again as it was");
        assertEquals(inline(batch.seconds), batch.sent.subList(1, batch.sent.size()));
        assertEquals(List.of(1), sessions.discarded);
        assertEquals(1, recorder.reconnects());
        assertFalse(batchMakerAlive());
    }

    @Test
    void aStatementThatFailsForGoodEndsTheStepWithItsErrorAndTheBatchMaker() {
        SQLException fatal = Errors.fatal();
        run(OnError.ABORT_STEP, fatal);

        assertSame(fatal, control.failure().error());
        assertEquals(1, batch.sent.size());
        assertFalse(batchMakerAlive());
    }

    @Test
    void anErrorWhileMakingABatchIsNotLost() {
        batch.failTextAt = 3;
        run(OnError.CONTINUE);

        assertTrue(control.failure().error() instanceof IllegalStateException, String.valueOf(control.failure()));
        assertEquals("cannot write batch 3", control.failure().error().getMessage());
        assertEquals(3, batch.sent.size(), "the batches made before it were sent");
        assertFalse(batchMakerAlive());
    }

    @Test
    void aStoppedStepEndsTheInserterAndItsBatchMaker() {
        batch.stopAfter = 5;
        run(OnError.ABORT_RUN);

        assertEquals(5, batch.sent.size());
        assertNull(control.failure());
        assertFalse(batchMakerAlive());
    }

    @Test
    void theStepsGapFigureIsTheGapsAsAShareOfTheServiceTime() {
        run(OnError.ABORT_RUN);
        StepResult result = new StepResults(STEP, meter, List.of(client)).build(Instant.now().toString(),
                control.startNanos(), true, 0, "l.i0.intervals.tsv", control,
                new FaultPolicy(OnError.ABORT_RUN, 0.5, 600, 300), null,
                new StepResults.Observations(null, null, null, List.of(), 0, 1, null));

        assertTrue(recorder.serviceNanos() > 0);
        assertTrue(recorder.gapNanos() > 0);
        double expected = 100.0 * recorder.gapNanos() / recorder.serviceNanos();
        assertEquals(expected, result.measurements().operations().get("insert").clientGapPct(), 1e-9);
        assertEquals(expected, result.metrics().get("cgap"), 1e-9, "the headline operation's gap is the step's");
    }

    @Test
    void withoutStatementsThereIsNoGapFigure() {
        assertNull(StepResults.clientGapPct(0, 0));
        assertEquals(2.5, StepResults.clientGapPct(25, 1000), 1e-12);
    }
}
