package io.ibench.core.engine;

import io.ibench.core.config.FaultPolicy;
import io.ibench.core.config.OnError;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.result.ErrorSummary;
import io.ibench.core.spi.SqlErrorKind;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fault policy of a role's statements (docs/measurement.md, Errors), driven through a fake
 * of the session port: the statements of session n are the number n, and each statement fails
 * as the test scripts it.
 */
class RetryingSessionTest {
    private final StepControl control = new StepControl(1);
    private final OperationRecorder recorder = new OperationRecorder(Operation.QUERY, 1, false);
    private final ScriptedSessions<Integer> sessions = new ScriptedSessions<>(n -> n);
    /** The session each attempt ran on, in order. */
    private final List<Integer> attempts = new ArrayList<>();
    private final StepClock clock = new StepClock();

    private RetryingSession<Integer> session(OnError onError, int reconnectSeconds) throws SQLException {
        return session(onError, reconnectSeconds, clock);
    }

    private RetryingSession<Integer> session(OnError onError, int reconnectSeconds, BackOffClock time)
            throws SQLException {
        RetryingSession<Integer> session = new RetryingSession<>("client 1 query thread 1", sessions, s -> { },
                ErrorHandling.of(new FaultPolicy(onError, 0.01, 600, reconnectSeconds), SqlErrorKind::byStandard),
                control, recorder, time);
        session.open();
        return session;
    }

    /** A clock that waits no real time: each pause moves it to the pause's end and is recorded, in ms. */
    private static final class StepClock implements BackOffClock {
        private long now = 1_000_000_000L;
        final List<Long> pausesMillis = new ArrayList<>();

        @Override
        public long nanoTime() {
            return now;
        }

        @Override
        public boolean pauseUntil(long deadlineNanos, StepControl control) {
            pausesMillis.add((deadlineNanos - now) / 1_000_000L);
            now = deadlineNanos;
            return !control.stopped();
        }
    }

    /** A statement that throws the given errors on its first attempts, then returns 7 rows. */
    private RetryingSession.Call<Integer> failing(SQLException... errors) {
        Deque<SQLException> left = new ArrayDeque<>(Arrays.asList(errors));
        return s -> {
            attempts.add(s);
            if (!left.isEmpty()) {
                throw left.poll();
            }
            return 7;
        };
    }

    private List<String> errorKinds() {
        return control.errors().summaries().stream().map(e -> e.kind() + " x" + e.count()).toList();
    }

    @Test
    void aRetryableErrorIsRetriedOnTheSameConnectionAndCounted() throws Exception {
        long rows = session(OnError.ABORT_RUN, 300).execute(failing(Errors.retryable(), Errors.retryable()));

        assertEquals(7, rows);
        assertEquals(List.of(1, 1, 1), attempts);
        assertEquals(2, recorder.retries());
        assertEquals(0, recorder.failures());
        assertEquals(1, sessions.opened);
        assertEquals(List.of("RETRYABLE x2"), errorKinds());
    }

    @Test
    void aRetryableErrorRepeatedMaxRetriesTimesFailsForGood() throws Exception {
        SQLException[] deadlocks = new SQLException[RetryingSession.MAX_RETRIES];
        Arrays.setAll(deadlocks, i -> Errors.retryable());
        RetryingSession<Integer> session = session(OnError.ABORT_STEP, 300);

        SQLException thrown = assertThrows(SQLException.class, () -> session.execute(failing(deadlocks)));

        assertSame(deadlocks[RetryingSession.MAX_RETRIES - 1], thrown);
        assertEquals(RetryingSession.MAX_RETRIES - 1, recorder.retries());
        assertEquals(1, recorder.failures());
    }

    @Test
    void aLostConnectionIsReplacedAndTheStatementRunsAgainOnTheNewOne() throws Exception {
        long rows = session(OnError.ABORT_RUN, 300).execute(failing(Errors.connectionLost()));

        assertEquals(7, rows);
        assertEquals(List.of(1, 2), attempts);
        assertEquals(List.of(1), sessions.discarded);
        assertEquals(1, recorder.connectionLosses());
        assertEquals(1, recorder.reconnects());
        assertEquals(0, recorder.inDoubtResolved(), "a read is run again without asking the server");
        assertEquals(0, recorder.failures());
        assertEquals(List.of("CONNECTION_LOST x1"), errorKinds());
    }

    @Test
    void aWriteTheServerAppliedBeforeTheConnectionWasLostIsNotRunAgain() throws Exception {
        List<Integer> asked = new ArrayList<>();
        long rows = session(OnError.ABORT_RUN, 300).execute(failing(Errors.connectionLost()), s -> {
            asked.add(s);
            return OptionalLong.of(50);
        });

        assertEquals(50, rows, "the rows the lost attempt wrote");
        assertEquals(List.of(1), attempts, "not run again");
        assertEquals(List.of(2), asked, "asked on the new session");
        assertEquals(1, recorder.connectionLosses());
        assertEquals(1, recorder.reconnects());
        assertEquals(1, recorder.inDoubtResolved(), "the write in doubt counted as settled");
    }

    @Test
    void aWriteTheServerDidNotApplyRunsAgainAndIsAskedAgainAfterAnotherLoss() throws Exception {
        List<Integer> asked = new ArrayList<>();
        long rows = session(OnError.ABORT_RUN, 300).execute(
                failing(Errors.connectionLost(), Errors.retryable(), Errors.timeout()), s -> {
                    asked.add(s);
                    return OptionalLong.empty();
                });

        assertEquals(7, rows);
        assertEquals(List.of(1, 2, 2, 3), attempts, "run again after each answer was lost or rolled back");
        assertEquals(List.of(2, 3), asked, "asked after each lost answer, not after the retryable error");
    }

    @Test
    void aTimeoutIsCountedAsSuchAndReconnectsToo() throws Exception {
        long rows = session(OnError.ABORT_RUN, 300).execute(failing(Errors.timeout()));

        assertEquals(7, rows);
        assertEquals(List.of(1, 2), attempts);
        assertEquals(1, recorder.timeouts());
        assertEquals(0, recorder.connectionLosses());
        assertEquals(1, recorder.reconnects());
    }

    @Test
    void aReconnectBacksOffWhileTheServerIsAwayAndCountsOnlyTheSuccess() throws Exception {
        RetryingSession<Integer> session = session(OnError.ABORT_RUN, 300);
        sessions.failNextOpen(Errors.connectionLost()).failNextOpen(Errors.connectionLost());

        long rows = session.execute(failing(Errors.connectionLost()));

        assertEquals(7, rows);
        assertEquals(List.of(1, 2), attempts);
        assertEquals(List.of(100L, 200L), clock.pausesMillis, "a pause after each failed open, doubling from 0.1 s");
        assertEquals(1, recorder.reconnects());
        assertEquals(0, recorder.failures());
    }

    @Test
    void noConnectionWithinReconnectSecondsFailsEvenWithOnErrorContinue() throws Exception {
        RetryingSession<Integer> session = session(OnError.CONTINUE, 1);
        sessions.failEveryReopen(Errors.connectionLost());

        SQLException thrown = assertThrows(SQLException.class, () -> session.execute(failing(Errors.connectionLost())));

        assertTrue(thrown.getMessage().startsWith("the connection was lost (Communications link failure) "
                + "and could not be re-established within --reconnect-seconds 1: Communications link failure"),
                thrown.getMessage());
        assertEquals(List.of(100L, 200L, 400L), clock.pausesMillis,
                "kept trying for 0.7 s of the 1 s, and gave up when the next pause (0.8 s) would pass it");
        assertEquals(List.of(1), attempts);
        assertEquals(0, recorder.reconnects());
        assertEquals(1, recorder.failures());
    }

    @Test
    void aFatalErrorWhileReconnectingFailsAtOnce() throws Exception {
        RetryingSession<Integer> session = session(OnError.CONTINUE, 300);
        SQLException denied = Errors.fatal();
        sessions.failNextOpen(denied);

        assertSame(denied, assertThrows(SQLException.class, () -> session.execute(failing(Errors.connectionLost()))));
        assertEquals(1, recorder.failures());
    }

    @Test
    void aFatalErrorIsSkippedWithOnErrorContinue() throws Exception {
        long rows = session(OnError.CONTINUE, 300).execute(failing(Errors.fatal()));

        assertEquals(RetryingSession.SKIPPED, rows);
        assertEquals(List.of(1), attempts);
        assertEquals(1, recorder.failures());
        assertEquals(List.of("FATAL x1"), errorKinds());
    }

    /** A full disk fails the same way until space is freed: the step fails, naming the disk, whatever --on-error. */
    @Test
    void aFullDiskFailsEvenWithOnErrorContinueAndNamesTheDisk() throws Exception {
        FullDisk disk = new FullDisk(Path.of("/data/server"), p -> OptionalLong.of(0));
        RetryingSession<Integer> session = new RetryingSession<>("client 1 inserter", sessions, s -> { },
                new ErrorHandling(new FaultPolicy(OnError.CONTINUE, 0.01, 600, 300),
                        e -> "53100".equals(e.getSQLState()) ? SqlErrorKind.DISK_FULL : SqlErrorKind.byStandard(e),
                        disk::explain), control, recorder);
        session.open();
        SQLException full = new SQLException("could not extend file \"base/5/16385\": No space left on device",
                "53100");

        SQLException thrown = assertThrows(SQLException.class, () -> session.execute(failing(full)));

        assertEquals("the server's disk is full (the disk holding its data directory /data/server has 0 bytes free): "
                + "could not extend file \"base/5/16385\": No space left on device", thrown.getMessage());
        assertSame(full, thrown.getCause());
        assertEquals(List.of(1), attempts, "not run again");
        assertEquals(1, recorder.failures());
        assertEquals(List.of("DISK_FULL x1"), errorKinds());
    }

    @Test
    void aFatalErrorFailsWithAbortStep() throws Exception {
        SQLException fatal = Errors.fatal();
        RetryingSession<Integer> session = session(OnError.ABORT_STEP, 300);

        assertSame(fatal, assertThrows(SQLException.class, () -> session.execute(failing(fatal))));
        assertEquals(List.of(1), attempts);
        assertEquals(1, recorder.failures());
    }

    @Test
    void afterTheStepWasStoppedNothingIsRetriedOrCounted() throws Exception {
        RetryingSession<Integer> session = session(OnError.CONTINUE, 300);
        for (SQLException error : List.of(Errors.retryable(), Errors.connectionLost(), Errors.fatal())) {
            attempts.clear();
            RetryingSession.Call<Integer> call = failing(error);
            control.stop();

            assertSame(error, assertThrows(SQLException.class, () -> session.execute(call)));
            assertEquals(List.of(1), attempts);
        }
        assertEquals(0, recorder.errors());
        assertEquals(List.of(), control.errors().summaries().stream().map(ErrorSummary::kind).toList());
        assertEquals(1, sessions.opened);
    }

    @Test
    void aStopDuringTheBackOffEndsTheReconnectWithTheOriginalError() throws Exception {
        RetryingSession<Integer> session = session(OnError.CONTINUE, 300, BackOffClock.SYSTEM);
        SQLException lost = Errors.connectionLost();
        sessions.failEveryReopen(Errors.connectionLost());
        Thread stopper = new Thread(() -> {
            Pause.until(System.nanoTime() + 150_000_000L, new StepControl(0));
            control.stop();
        });
        stopper.start();

        assertSame(lost, assertThrows(SQLException.class, () -> session.execute(failing(lost))));
        stopper.join();
        assertEquals(0, recorder.reconnects());
        assertEquals(0, recorder.failures());
    }
}
