package io.ibench.core.engine;

import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.plan.Step;

import java.sql.SQLException;
import java.util.OptionalLong;

/**
 * A client's deleter (docs/workload.md#statements): for every insert, one DELETE of rowsPerCommit rows from the
 * oldest end of the table, {@code transactionid >= X}, where X starts at
 * {@code select min(transactionid)} (timed: the step-start query), advances by rowsPerCommit per
 * delete, and is re-read every {@code resyncGetMin + 1} rounds (never again when 0). A DELETE whose
 * connection was lost counts as done, and is not run again, when the table's smallest id has
 * passed X + rowsPerCommit - 1 (docs/measurement.md#errors).
 */
final class DeleteRole extends Role<DeleteRole.Statements> {
    private final Step step;
    private final int resyncGetMin;
    private long lowerBound;
    private final RetryingSession.Call<Statements> execute = s -> s.deleteFrom(lowerBound);

    /**
     * @param control      the step
     * @param client       the client
     * @param recorder     its deletes' recorder
     * @param step         the step's sizes and schedule
     * @param resyncGetMin {@code --resync-get-min}: rounds between re-reads of the smallest id, ≥ 0
     * @param sessions     opens the deleter's sessions
     * @param errors       the fault policy and the adapter's classification
     */
    DeleteRole(StepControl control, ClientSlot client, OperationRecorder recorder, Step step, int resyncGetMin,
               RoleSession.Opener<Statements> sessions, ErrorHandling errors) {
        super("client " + client.client + " deleter", control, client, recorder, sessions, errors);
        this.step = step;
        this.resyncGetMin = resyncGetMin;
    }

    @Override
    boolean writer() {
        return true;
    }

    @Override
    void work() throws Exception {
        Schedule schedule = schedule(step);
        for (long k = 0; k < step.rounds() && !control.timeUp(); k++) {
            if (resyncDue(k)) {
                lowerBound = readMinId();
                client.publishMinId(lowerBound);
            }
            markDue(schedule, k);
            if (!awaitPartner(false, k) || !awaitStart(schedule, k)) {
                return;
            }
            client.window.started(false);
            timed(schedule, k, execute, this::deletedBeforeLoss);
            lowerBound += step.rowsPerCommit();
            client.publishMinId(lowerBound);
        }
        awaitScheduleEnd(schedule);
    }

    /**
     * No row below X is left (every DELETE removes the oldest rows from X on, so none below X + rowsPerCommit
     * is left after it). Once the DELETE from X committed, the table's smallest id is X + rowsPerCommit or
     * more; before, it is the first id from X on, which is below that unless the ids skip a batch or more
     * there since the last {@code select min(transactionid)} (docs/measurement.md#errors).
     *
     * @param statements the new session's statements
     * @return the rows the DELETE removed when the server applied it before the connection was lost; else empty
     */
    private OptionalLong deletedBeforeLoss(Statements statements) throws SQLException {
        return statements.minId() >= lowerBound + step.rowsPerCommit()
                ? OptionalLong.of(step.rowsPerCommit()) : OptionalLong.empty();
    }

    /**
     * As the reference (docs/workload.md#statements): queries at rounds 0, R+1, 2(R+1), … for
     * R = resyncGetMin; only round 0 when R is 0.
     */
    private boolean resyncDue(long k) {
        return resyncGetMin == 0 ? k == 0 : k % (resyncGetMin + 1L) == 0;
    }

    /** @return the table's smallest id, timed; the current bound when the query failed and was skipped */
    private long readMinId() throws SQLException, InterruptedException {
        long start = System.nanoTime();
        long min = execute(Statements::minId);
        if (min == SKIPPED) {
            return lowerBound;
        }
        long nanos = System.nanoTime() - start;
        if (client.firstMinIdQueryNanos < 0) {
            client.firstMinIdQueryNanos = nanos;
        }
        client.minIdQueries++;
        client.minIdQueryNanos += nanos;
        return min;
    }

    /** What the deleter runs on its connection. */
    interface Statements {
        /**
         * @param lowerBound the smallest id to delete from
         * @return rows deleted: at most rowsPerCommit, the oldest from {@code lowerBound} on
         * @throws SQLException when the DELETE fails
         */
        long deleteFrom(long lowerBound) throws SQLException;

        /**
         * @return the table's smallest {@code transactionid}; 0 when the table is empty
         * @throws SQLException when the query fails
         */
        long minId() throws SQLException;
    }
}
