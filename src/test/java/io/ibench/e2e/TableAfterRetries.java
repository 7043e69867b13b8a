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
 * inserted minus those it deleted, plus at most one batch per insert that was run again after a
 * lost connection or timeout (the server may have applied the first attempt; docs/measurement.md).
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
        long mayBeTwice = 0;
        for (StepResult step : saved.steps()) {
            OperationResult insert = step.operations().get("insert");
            OperationResult delete = step.operations().get("delete");
            inserted += insert == null ? 0 : insert.rows();
            deleted += delete == null ? 0 : delete.rows();
            if (insert != null) {
                mayBeTwice += (insert.connectionLosses() + insert.timeouts()) * step.settings().rowsPerCommit();
            }
        }
        TableState recorded = saved.steps().get(saved.steps().size() - 1).tables().get(0);
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*), min(transactionid), max(transactionid) from pi1")) {
            rs.next();
            long rows = rs.getLong(1);
            assertEquals(recorded.minTransactionId(), rs.getLong(2), "the smallest id as recorded");
            assertEquals(recorded.maxTransactionId(), rs.getLong(3), "the largest id as recorded");
            long extra = rows - (inserted - deleted);
            assertTrue(extra >= 0 && extra <= mayBeTwice, rows + " rows for " + inserted + " inserted and " + deleted
                    + " deleted, at most " + mayBeTwice + " inserted twice");
        }
    }
}
