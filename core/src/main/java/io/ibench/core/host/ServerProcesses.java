package io.ibench.core.host;

import io.ibench.core.spi.LocalServer;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The local server's process tree across restarts: when the process ibench found at the start is
 * gone (killed, then started again), the server's pid file names the new one ({@link ServerMainProcess}),
 * which is measured from then on. The counters stay cumulative: what the lost process had used at its last sample
 * is carried and added to the new process's, so rates between samples never run backwards (the
 * lost process's use after its last sample is not seen).
 */
final class ServerProcesses {
    private static final ProcessTree.Totals NONE = new ProcessTree.Totals(0, 0, 0, 0);

    private final Path proc;
    private final ServerMainProcess main;
    private final long ticksPerSecond;
    private final long pageBytes;
    private ProcessTree tree;
    private ProcessTree.Totals carried = NONE;
    private ProcessTree.Totals last = NONE;

    private ServerProcesses(Path proc, LocalServer server, ProcessTree tree, long ticksPerSecond, long pageBytes) {
        this.proc = proc;
        this.main = new ServerMainProcess(server);
        this.tree = tree;
        this.ticksPerSecond = ticksPerSecond;
        this.pageBytes = pageBytes;
    }

    /**
     * @param proc           the proc file system, {@code /proc}
     * @param server         the local server
     * @param ticksPerSecond the kernel's clock ticks per second in {@code stat} files
     * @param pageBytes      memory page size, bytes
     * @return its processes, or empty when its main process cannot be read (not Linux, another user's)
     */
    static Optional<ServerProcesses> of(Path proc, LocalServer server, long ticksPerSecond, long pageBytes) {
        return ProcessTree.of(proc, server.pid(), ticksPerSecond, pageBytes)
                .map(tree -> new ServerProcesses(proc, server, tree, ticksPerSecond, pageBytes));
    }

    /**
     * @return the totals now, counted across restarts (CPU and IO cumulative, RSS of the current
     *     tree), or empty while the server is down and no new process is named
     */
    Optional<ProcessTree.Totals> sample() {
        Optional<ProcessTree.Totals> now = tree.sample();
        if (now.isEmpty() && findRestarted()) {
            now = tree.sample();
        }
        if (now.isEmpty()) {
            return Optional.empty();
        }
        last = now.get();
        ProcessTree.Totals t = now.get();
        return Optional.of(new ProcessTree.Totals(carried.cpuMillis() + t.cpuMillis(),
                sum(carried.readBytes(), t.readBytes()), sum(carried.writeBytes(), t.writeBytes()), t.maxRssBytes()));
    }

    /** @return true when the pid file names a new, readable process, which replaces the lost one */
    private boolean findRestarted() {
        Optional<ProcessTree> restarted = main.restarted(pid -> ProcessTree.of(proc, pid, ticksPerSecond, pageBytes));
        if (restarted.isEmpty()) {
            return false;
        }
        carried = new ProcessTree.Totals(carried.cpuMillis() + last.cpuMillis(),
                sum(carried.readBytes(), last.readBytes()), sum(carried.writeBytes(), last.writeBytes()), 0);
        last = NONE;
        tree = restarted.get();
        return true;
    }

    private static long sum(long a, long b) {
        return a < 0 || b < 0 ? -1 : a + b;
    }
}
