package io.ibench.core.spi;

import io.ibench.core.config.ConnectionOptions;

/** A server started by a {@link ServerControl}; {@link #close()} stops it cleanly. */
public interface RunningServer extends AutoCloseable {

    /**
     * @param database the benchmark database (created by the run when missing)
     * @return options that reach the server as its admin user: on 127.0.0.1 with the password when it has one,
     *         else through its unix-domain socket
     */
    ConnectionOptions connection(String database);

    /** @return the operating-system process id of the server itself (not of a wrapper) */
    long pid();

    /** @return one line, e.g. {@code mariadb 10.11.19 on 127.0.0.1:40123, data in /tmp/…} */
    String description();

    /**
     * Stops the server cleanly (it flushes and shuts down) and waits until its process is gone;
     * kills it when it does not end in time. Stopping a stopped server does nothing.
     *
     * @return true when it stopped cleanly, false when it had to be killed or had already died
     * @throws InterruptedException when interrupted while waiting
     */
    boolean stop() throws InterruptedException;

    /** Kills the server at once (SIGKILL), as a crash would, and waits until it is gone. */
    void kill() throws InterruptedException;

    /** Stops the server as {@link #stop()}, restoring the interrupt flag when interrupted. */
    @Override
    default void close() {
        try {
            stop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
