package io.ibench.core.host;

import io.ibench.core.spi.LocalServer;
import io.ibench.core.spi.support.PidFiles;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongFunction;

/**
 * The local server's main process across restarts (killed, then started again): once the process
 * ibench knows is gone, the server's pid file names the new one. Shared by the host sampler, which
 * measures the new process's tree, and the server CPU profiler, which samples it. Not thread-safe:
 * each user keeps its own.
 */
public final class ServerMainProcess {
    private final Path pidFile;
    private long pid;

    /** @param server the local server, whose process ibench found at the start */
    public ServerMainProcess(LocalServer server) {
        this.pidFile = server.pidFile();
        this.pid = server.pid();
    }

    /** @return the server's main process as last known: the one found at the start or the last restarted one */
    public long pid() {
        return pid;
    }

    /**
     * Follows a restart: when the pid file names another process than {@link #pid()}, that process
     * is opened, and when it opens, it is the server's main process from then on. Call it once the
     * known process is gone; while the server is down, the pid file still names the lost process
     * (or is missing) and nothing changes.
     *
     * @param open opens a process for the caller's use (pid → what the caller measures of it), empty when
     *             the process cannot be used (gone again, not readable)
     * @param <T>  what the caller keeps of the process
     * @return what {@code open} gave for the new process, or empty when no new, usable process is named
     */
    public <T> Optional<T> restarted(LongFunction<Optional<T>> open) {
        OptionalLong named = PidFiles.pid(pidFile);
        if (named.isEmpty() || named.getAsLong() == pid) {
            return Optional.empty();
        }
        Optional<T> opened = open.apply(named.getAsLong());
        if (opened.isPresent()) {
            pid = named.getAsLong();
        }
        return opened;
    }
}
