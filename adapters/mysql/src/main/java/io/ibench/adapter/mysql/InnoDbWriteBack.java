package io.ibench.adapter.mysql;

import io.ibench.core.spi.PostLoadCleanup.Finisher;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * InnoDB's part of the cleanup (docs/workload.md#the-post-load-cleanup-cleanup): capture
 * {@code show engine innodb status}, and force
 * buffer-pool write-back for the wait by setting {@code innodb_max_dirty_pages_pct_lwm=1},
 * {@code innodb_max_dirty_pages_pct=1} and {@code innodb_idle_flush_pct=100}, each only where
 * the server has it (MariaDB has no {@code innodb_idle_flush_pct}); afterwards restore them and
 * capture the status again.
 */
final class InnoDbWriteBack implements MySqlCleanup.EnginePart {
    /** The settings lowered for the wait, in the order they are set. */
    static final Map<String, String> WRITE_BACK = writeBack();

    private static Map<String, String> writeBack() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("innodb_max_dirty_pages_pct_lwm", "1");
        m.put("innodb_max_dirty_pages_pct", "1");
        m.put("innodb_idle_flush_pct", "100");
        return m;
    }

    @Override
    public Finisher begin(CleanupActions actions, MySqlFlavor flavor) throws SQLException {
        actions.captureStatus("innodb", "innodb-status-before.txt");
        Map<String, String> saved = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : WRITE_BACK.entrySet()) {
            String name = e.getKey();
            String old = actions.variable(name);
            String set = "set global " + name + "=" + e.getValue();
            if (old == null) {
                actions.skipped(set, "the server has no " + name);
            } else if (actions.execute(set + " (was " + old + ")", set)) {
                saved.put(name, old);
            }
        }
        return () -> {
            // Restore in reverse order, so that a low-water mark never exceeds its maximum.
            List<String> names = new ArrayList<>(saved.keySet());
            Collections.reverse(names);
            for (String name : names) {
                String set = "set global " + name + "=" + saved.get(name);
                actions.execute(set, set);
            }
            actions.captureStatus("innodb", "innodb-status-after.txt");
        };
    }
}
