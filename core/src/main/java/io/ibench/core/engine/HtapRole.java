package io.ibench.core.engine;

import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.plan.Step;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * A client's long read transaction ({@code --htap-transaction-seconds}, the reference's HTAP process,
 * docs/workload.md#long-read-transactions): on its own connection it reads one row of the client's table in a
 * repeatable-read transaction, keeps that transaction (and its snapshot) open for the configured seconds,
 * commits, and starts again, until the client's writers are done (in a step without writers, until the
 * step's time limit), so that the DBMS cannot purge or vacuum what the writers delete meanwhile. Its
 * statements are untimed and not part of the step's operations; the transactions it held are counted.
 */
final class HtapRole extends Role<HtapRole.Statements> {
    private static final long SLICE_NANOS = 100_000_000L;

    private final Step step;
    private final boolean clientHasWriters;

    /**
     * @param control  the step
     * @param client   the client
     * @param recorder a recorder of its own, not registered with the step's meter
     * @param step     the step: how long each transaction stays open, its writers and time limit
     * @param sessions opens the role's sessions
     * @param errors   the fault policy and the adapter's classification
     */
    HtapRole(StepControl control, ClientSlot client, OperationRecorder recorder, Step step,
             RoleSession.Opener<Statements> sessions, ErrorHandling errors) {
        super("client " + client.client + " long read transaction", control, client, recorder, sessions, errors);
        this.step = step;
        this.clientHasWriters = step.hasWriters();
    }

    @Override
    boolean writer() {
        return false;
    }

    @Override
    void work() throws Exception {
        long end = clientHasWriters ? Long.MAX_VALUE
                : control.startNanos() + step.timeLimitSeconds() * 1_000_000_000L;
        long holdNanos = step.extras().htapTransactionSeconds() * 1_000_000_000L;
        while (running(end)) {
            execute(Statements::readOneRow);
            long commitAt = System.nanoTime() + holdNanos;
            while (running(end) && System.nanoTime() < commitAt) {
                Pause.until(Math.min(commitAt, System.nanoTime() + SLICE_NANOS), control);
            }
            execute(Statements::commit);
            client.htapTransactions++;
        }
    }

    private boolean running(long end) {
        if (control.stopped()) {
            return false;
        }
        return clientHasWriters ? !client.writersFinished() : System.nanoTime() < end;
    }

    /** What the role runs on its connection, which is not in autocommit mode. */
    interface Statements {
        /**
         * Starts a transaction, if none is open, by reading one row of the table: {@code select * from <t> limit 1}.
         *
         * @return rows read
         * @throws SQLException when the query fails
         */
        long readOneRow() throws SQLException;

        /**
         * @return 0
         * @throws SQLException when the commit fails
         */
        long commit() throws SQLException;
    }

    /** The JDBC statements: a repeatable-read connection with autocommit off. */
    static final class Jdbc implements Statements {
        private final Connection connection;
        private final PreparedStatement read;

        /**
         * @param connection a role's connection; this sets it to repeatable read without autocommit
         * @param table      the client's table
         * @throws SQLException when the connection cannot be set up
         */
        Jdbc(Connection connection, String table) throws SQLException {
            this.connection = connection;
            connection.setAutoCommit(false);
            connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            this.read = connection.prepareStatement("select * from " + table + " limit 1");
        }

        @Override
        public long readOneRow() throws SQLException {
            long rows = 0;
            try (ResultSet rs = read.executeQuery()) {
                while (rs.next()) {
                    rows++;
                }
            }
            return rows;
        }

        @Override
        public long commit() throws SQLException {
            connection.commit();
            return 0;
        }
    }
}
