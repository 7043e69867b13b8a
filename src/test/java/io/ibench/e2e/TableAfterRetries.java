package io.ibench.e2e;

import io.ibench.core.result.ClientResult;
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
        Map<String, Long> intended = new TreeMap<>();
        for (StepResult step : saved.steps()) {
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
                assertEquals(intended.get(table), rs.getLong(1), table + ": the rows its clients inserted minus "
                        + "those they deleted");
                assertEquals(recorded.maxTransactionId(), rs.getLong(2), table + ": the largest id as recorded");
            }
        }
    }
}
