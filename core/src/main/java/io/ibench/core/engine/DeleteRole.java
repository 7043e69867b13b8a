package io.ibench.core.engine;

import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.plan.Step;
import io.ibench.core.spi.StatementKind;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * A client's deleter (spec §6.2): for every insert, one DELETE of rowsPerCommit rows from the
 * oldest end of the table, {@code transactionid >= X}, where X starts at
 * {@code select min(transactionid)} (timed: the step-start query), advances by rowsPerCommit per
 * delete, and is re-read every {@code resyncGetMin + 1} rounds (never again when 0).
 */
final class DeleteRole extends Role {
    private final Step step;
    private final int resyncGetMin;
    private final SqlCall execute = this::execute;
    private final SqlCall readMin = this::readMin;
    private PreparedStatement delete;
    private PreparedStatement selectMin;
    private long lowerBound;

    DeleteRole(StepEnvironment env, StepControl control, ClientSlot client, OperationRecorder recorder, Step step) {
        super("client " + client.client + " deleter", env, control, client, recorder);
        this.step = step;
        this.resyncGetMin = env.config().resyncGetMin();
    }

    @Override
    boolean writer() {
        return true;
    }

    @Override
    StatementKind kind() {
        return StatementKind.DELETE;
    }

    @Override
    void prepare(Connection connection) throws SQLException {
        delete = env.dialect().prepare(connection, env.dialect().deleteOldest(client.table), StatementKind.DELETE);
        delete.setInt(2, step.rowsPerCommit());
        selectMin = env.dialect().prepare(connection, env.dialect().minTransactionId(client.table), StatementKind.BOUNDS);
    }

    @Override
    void work() throws Exception {
        Schedule schedule = schedule(step);
        for (long k = 0; k < step.rounds(); k++) {
            if (resyncDue(k)) {
                lowerBound = readMinId();
                client.publishMinId(lowerBound);
            }
            markDue(schedule, k);
            if (!client.window.awaitTurn(false, k, control) || !awaitStart(schedule, k)) {
                return;
            }
            client.window.started(false);
            timed(schedule, k, execute);
            lowerBound += step.rowsPerCommit();
            client.publishMinId(lowerBound);
        }
        awaitScheduleEnd(schedule);
    }

    /** Spec §6.2: queries at rounds 0, R+1, 2(R+1), … for R = resyncGetMin; only round 0 when R is 0. */
    private boolean resyncDue(long k) {
        return resyncGetMin == 0 ? k == 0 : k % (resyncGetMin + 1L) == 0;
    }

    private long execute() throws SQLException {
        delete.setLong(1, lowerBound);
        return delete.executeUpdate();
    }

    private long readMin() throws SQLException {
        return TableProbe.single(selectMin, 0);
    }

    /** @return the table's smallest id, timed; the current bound when the query failed and was skipped */
    private long readMinId() throws SQLException, InterruptedException {
        long start = System.nanoTime();
        long min = executeWithRetry(readMin);
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
}
