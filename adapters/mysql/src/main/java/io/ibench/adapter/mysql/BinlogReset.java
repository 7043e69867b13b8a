package io.ibench.adapter.mysql;

import io.ibench.core.spi.ActionOutcome;
import io.ibench.core.spi.StepBoundary;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;

/**
 * Purges the binary logs as the reference's harness does at the start and the end of every step
 * and in the cleanup: {@code reset master}, or on MySQL 8.4 and later (where it is gone)
 * {@code reset binary logs and gtids}. One query tells whether binary logging is on and whether
 * the user has {@code RELOAD}, which the reset needs; without either the reset is skipped and
 * recorded, so no statement fails by design.
 */
final class BinlogReset implements StepBoundary {
    /** Binary logging on, the user's global privileges include RELOAD (0 or 1 each), the version and comment. */
    static final String CHECK = "select @@log_bin, @@version, @@version_comment,"
            + " (select count(*) from information_schema.user_privileges where privilege_type = 'RELOAD'"
            + " and grantee = concat('''', substring_index(current_user(), '@', 1),"
            + " '''@''', substring_index(current_user(), '@', -1), ''''))";

    @Override
    public void run(Connection connection, ActionLog log) throws SQLException {
        String statement;
        boolean logging;
        boolean allowed;
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(CHECK)) {
            rs.next();
            logging = rs.getInt(1) != 0;
            statement = statement(new MySqlFlavor(new TreeMap<>(Map.of("version", rs.getString(2),
                    "version_comment", rs.getString(3)))));
            allowed = rs.getInt(4) > 0;
        }
        if (!logging) {
            log.record(statement, 0, ActionOutcome.skipped("binary logging is off"));
        } else if (!allowed) {
            log.record(statement, 0, ActionOutcome.skipped("the user lacks the RELOAD privilege"));
        } else {
            long start = System.nanoTime();
            ActionOutcome outcome = ActionOutcome.DONE;
            try (Statement s = connection.createStatement()) {
                s.execute(statement);
            } catch (SQLException e) {
                outcome = ActionOutcome.failed(e.getMessage());
            }
            log.record(statement, (System.nanoTime() - start) / 1e9, outcome);
        }
    }

    /**
     * @param flavor the server
     * @return {@code reset binary logs and gtids} on MySQL and Percona Server 8.4 and later, else {@code reset master}
     */
    static String statement(MySqlFlavor flavor) {
        return flavor.product() != MySqlFlavor.Product.MARIADB && flavor.atLeast(8, 4, 0)
                ? "reset binary logs and gtids" : "reset master";
    }
}
