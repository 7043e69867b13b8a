package io.ibench.e2e;

import io.ibench.core.result.ClientResult;
import io.ibench.core.result.OperationResult;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.TableState;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tables a run leaves after its writes lost their connections (server restarts, timeouts):
 * their ids as the result recorded them after the last step, and exactly the rows the run intended.
 * Every step that deletes kept each queue's size (rows deleted = rows inserted), and each table holds
 * the rows its clients inserted minus those they deleted: a write whose answer was lost was applied
 * once, never twice and never lost (docs/measurement.md#errors).
 */
final class TableAfterRetries {
    private TableAfterRetries() {
    }

    /**
     * @param c     a connection to the benchmark database
     * @param saved the run's result
     */
    static void check(Connection c, RunResult saved) throws SQLException {
        check(c, saved, false);
    }

    /**
     * As {@link #check(Connection, RunResult)}, on PostgreSQL: there a DELETE lost with its connection may
     * count as applied when the ids above the deleter's X skip a whole batch (a sequence's cached block left
     * unused by an earlier session; docs/measurement.md#errors), so each table may hold up to one batch more
     * per lost delete, never fewer rows.
     *
     * @param c     a connection to the benchmark database
     * @param saved the run's result
     */
    static void checkWithSequenceGaps(Connection c, RunResult saved) throws SQLException {
        check(c, saved, true);
    }

    private static void check(Connection c, RunResult saved, boolean sequenceGaps) throws SQLException {
        Map<String, Long> intended = new TreeMap<>();
        long tolerated = 0;
        for (StepResult step : saved.steps()) {
            OperationResult delete = step.measurements().operations().get("delete");
            if (sequenceGaps && delete != null) {
                tolerated += (delete.connectionLosses() + delete.timeouts()) * step.run().settings().rowsPerCommit();
            }
            long inserted = 0;
            long deleted = 0;
            for (ClientResult client : step.measurements().clientResults()) {
                intended.merge(client.table(), client.rowsInserted() - client.rowsDeleted(), Long::sum);
                inserted += client.rowsInserted();
                deleted += client.rowsDeleted();
            }
            if (step.run().settings().deletes()) {
                assertEquals(inserted, deleted, step.name() + ": as many rows deleted as inserted, the queues kept "
                        + "their size");
            }
        }
        for (TableState recorded : saved.steps().get(saved.steps().size() - 1).measurements().tables()) {
            String table = recorded.table();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
                    "select count(*), max(transactionid) from " + table)) {
                rs.next();
                long rows = rs.getLong(1);
                if (tolerated == 0) {
                    assertEquals(intended.get(table), rows, table + ": the rows its clients inserted minus "
                            + "those they deleted");
                } else {
                    assertTrue(rows >= intended.get(table) && rows <= intended.get(table) + tolerated, table + ": "
                            + rows + " rows for " + intended.get(table) + " inserted minus deleted, at most "
                            + tolerated + " more (lost deletes past a sequence gap)");
                }
                assertEquals(recorded.maxTransactionId(), rs.getLong(2), table + ": the largest id as recorded");
            }
        }
    }
}
