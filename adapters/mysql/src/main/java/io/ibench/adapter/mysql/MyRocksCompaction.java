package io.ibench.adapter.mysql;

import io.ibench.core.spi.ActionOutcome;
import io.ibench.core.spi.PostLoadCleanup.Finisher;

import java.sql.SQLException;

/**
 * MyRocks's part of the cleanup (docs/workload.md#the-post-load-cleanup-cleanup): capture
 * {@code show engine rocksdb status}, wait
 * until no compaction or flush is under way, flush the memtable, wait, compact L0; afterwards
 * capture the status again. The reference polls every 10 s and waits 20 s between the flush and
 * the L0 compaction, which fits its minimum cleanup of 60 s; for shorter cleanups
 * ({@code --cleanup-seconds}) both shrink to fit. The variable and table names differ between
 * Percona Server and MariaDB: {@link MySqlFlavor} chooses them.
 */
final class MyRocksCompaction implements MySqlCleanup.EnginePart {
    @Override
    public Finisher begin(CleanupActions actions, MySqlFlavor flavor) throws SQLException {
        int target = actions.context().targetSeconds();
        actions.captureStatus("rocksdb", "rocksdb-status-before.txt");
        waitUntilIdle(actions, flavor, target);
        actions.execute("set global rocksdb_force_flush_memtable_now=1",
                "set global rocksdb_force_flush_memtable_now=1");
        sleep(actions, "wait after the memtable flush", Math.min(20_000L, target * 1000L / 3));
        flavor.myRocksCompactL0Variable().ifPresentOrElse(
            variable -> actions.execute("set global " + variable + "=1", "set global " + variable + "=1"),
            () -> actions.skipped("compact L0", "the server has neither rocksdb_compact_lzero_now nor "
                    + "rocksdb_force_flush_memtable_and_lzero_now"));
        return () -> actions.captureStatus("rocksdb", "rocksdb-status-after.txt");
    }

    /** Polls until MyRocks reports no compaction or flush under way, at most the cleanup's target duration. */
    private static void waitUntilIdle(CleanupActions actions, MySqlFlavor flavor, int targetSeconds)
            throws SQLException {
        long pollMillis = Math.max(200, Math.min(10_000L, targetSeconds * 100L));
        long start = System.nanoTime();
        long deadline = start + targetSeconds * 1_000_000_000L;
        String action = "wait until no compaction runs";
        while (true) {
            long busy;
            try {
                busy = actions.queryLong(flavor.myRocksBusyQuery());
            } catch (SQLException e) {
                actions.skipped(action, "the server does not report compactions (" + e.getMessage() + ")");
                return;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            if (busy == 0) {
                actions.waited(action, seconds);
                return;
            }
            if (System.nanoTime() > deadline) {
                actions.context().record(action, seconds, ActionOutcome.gaveUp("after the cleanup's " + targetSeconds
                        + " s: compaction still under way"));
                return;
            }
            pause(pollMillis);
        }
    }

    private static void sleep(CleanupActions actions, String action, long millis) {
        long start = System.nanoTime();
        pause(millis);
        actions.waited(action, (System.nanoTime() - start) / 1e9);
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
