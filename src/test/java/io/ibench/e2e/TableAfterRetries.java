package io.ibench.e2e;

import io.ibench.core.result.OperationResult;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.TableState;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The table a run leaves after statements were run again on new connections (server restarts,
 * timeouts): its ids as the result recorded them after the last step, and its rows those the run
 * inserted minus those it deleted, give or take one batch per statement that was run again after a
 * lost connection or timeout (the server may have applied the first attempt: an insert then adds its
 * batch twice, a delete removes the next batch too; docs/measurement.md).
 */
final class TableAfterRetries {
    private TableAfterRetries() {
    }

    /**
     * @param c     a connection to the benchmark database
     * @param saved the run's result, one client (table {@code pi1})
     */
    static void check(Connection c, RunResult saved) throws SQLException {
        long inserted = 0;
        long deleted = 0;
        long insertedTwice = 0;
        long deletedTwice = 0;
        for (StepResult step : saved.steps()) {
            OperationResult insert = step.measurements().operations().get("insert");
            OperationResult delete = step.measurements().operations().get("delete");
            inserted += insert == null ? 0 : insert.rows();
            deleted += delete == null ? 0 : delete.rows();
            insertedTwice += rerun(insert) * step.run().settings().rowsPerCommit();
            deletedTwice += rerun(delete) * step.run().settings().rowsPerCommit();
        }
        TableState recorded = saved.steps().get(saved.steps().size() - 1).measurements().tables().get(0);
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*), max(transactionid) from pi1")) {
            rs.next();
            long rows = rs.getLong(1);
            assertEquals(recorded.maxTransactionId(), rs.getLong(2), "the largest id as recorded");
            long extra = rows - (inserted - deleted);
            assertTrue(extra >= -deletedTwice && extra <= insertedTwice, rows + " rows for " + inserted
                    + " inserted and " + deleted + " deleted, at most " + insertedTwice + " inserted and "
                    + deletedTwice + " deleted twice");
        }
    }

    /** @return how many statements of the operation were run again after a lost connection or timeout */
    private static long rerun(OperationResult op) {
        return op == null ? 0 : op.connectionLosses() + op.timeouts();
    }
}
