package io.ibench.core.spi.support;

import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Thread pools for cleanup work that runs on every table at once (analyze, vacuum). */
public final class CleanupThreads {
    private CleanupThreads() {
    }

    /**
     * @param name    the threads' name, e.g. {@code ibench vacuum}
     * @param threads how many, at least 1 is used
     * @return a pool of daemon threads, which never keep the JVM alive
     */
    public static ExecutorService pool(String name, int threads) {
        return Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Waits for every task.
     *
     * @param tasks the tasks
     * @param what  what they do, for the error, e.g. {@code analyze table}
     * @throws SQLException when a task failed or the wait was interrupted
     */
    public static void awaitAll(List<? extends Future<?>> tasks, String what) throws SQLException {
        for (Future<?> task : tasks) {
            try {
                task.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("interrupted while waiting for " + what, e);
            } catch (ExecutionException e) {
                throw new SQLException(what + " failed: " + e.getCause(), e.getCause());
            }
        }
    }
}
