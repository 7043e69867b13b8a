package io.ibench.core.server;

import io.ibench.core.config.ConnectionOptions;
import io.ibench.core.spi.RunningServer;

import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * A server running as a local process started by ibench, perhaps through a wrapper such as
 * {@code runuser}: {@link #stop()} sends SIGTERM to the server itself (a clean shutdown for
 * MySQL-family servers and PostgreSQL) and waits for the wrapper to end.
 */
public final class ProcessServer implements RunningServer {
    /** How long a wrapper may take to reap the killed server before it is killed too. */
    private static final int REAP_SECONDS = 10;

    private final Process process;
    private final long pid;
    private final Function<String, ConnectionOptions> connection;
    private final String description;
    private final int stopSeconds;

    /**
     * @param process     the started process (the server or its wrapper)
     * @param pid         the server's own process id
     * @param connection  database name → options that reach the server
     * @param description one line, see {@link RunningServer#description()}
     * @param stopSeconds how long a clean shutdown may take before the server is killed, 1..86400
     */
    public ProcessServer(Process process, long pid, Function<String, ConnectionOptions> connection, String description,
                         int stopSeconds) {
        this.process = process;
        this.pid = pid;
        this.connection = connection;
        this.description = description;
        this.stopSeconds = stopSeconds;
    }

    @Override
    public ConnectionOptions connection(String database) {
        return connection.apply(database);
    }

    @Override
    public long pid() {
        return pid;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public boolean stop() throws InterruptedException {
        if (!process.isAlive()) {
            return false;
        }
        ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
        if (process.waitFor(stopSeconds, TimeUnit.SECONDS)) {
            return true;
        }
        kill();
        return false;
    }

    @Override
    public void kill() throws InterruptedException {
        ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        // A wrapper such as runuser reaps the server and then ends by itself; killed before that, it
        // leaves the server a zombie whose pid still counts as running (PostgreSQL's postmaster.pid
        // check refuses a restart while it does), so it is given time to do so.
        process.waitFor(REAP_SECONDS, TimeUnit.SECONDS);
        ServerProcess.kill(process);
    }
}
