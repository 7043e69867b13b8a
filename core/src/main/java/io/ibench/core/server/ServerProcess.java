package io.ibench.core.server;

import io.ibench.core.config.ConfigException;
import io.ibench.core.spi.ConnectionTarget;
import io.ibench.core.spi.ServerStartException;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Starts server programs with their output appended to a log, runs initialisation programs to
 * their end, and waits until a started server accepts connections. Every failure is one
 * sentence followed by the tail of the log.
 */
public final class ServerProcess {
    private static final long POLL_MILLIS = 200;

    private ServerProcess() {
    }

    /**
     * @param command the program and its arguments
     * @param log     the file that receives its standard output and error (appended)
     * @return the started process
     * @throws ServerStartException when the program cannot be started at all
     */
    public static Process launch(List<String> command, Path log) throws ServerStartException {
        try {
            return new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        } catch (IOException e) {
            throw new ServerStartException("cannot run " + command.get(0) + ": " + e.getMessage());
        }
    }

    /**
     * Runs a program such as {@code initdb} to its end.
     *
     * @param what    what it does, for the message, e.g. {@code initdb}
     * @param command the program and its arguments
     * @param log     the file that receives its output
     * @param seconds how long it may take
     * @throws ServerStartException when it fails or takes too long
     * @throws InterruptedException when interrupted (the program is killed)
     */
    public static void runToEnd(String what, List<String> command, Path log, int seconds)
            throws ServerStartException, InterruptedException {
        Process process = launch(command, log);
        try {
            if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new ServerStartException(what + " did not finish within " + seconds + " s; "
                        + LogTail.of(log, LogTail.LINES));
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            throw e;
        }
        if (process.exitValue() != 0) {
            throw new ServerStartException(what + " failed with exit code " + process.exitValue() + "; "
                    + LogTail.of(log, LogTail.LINES));
        }
    }

    /**
     * Waits until the server accepts a connection to {@code target}; kills it when it does not. Until it accepts,
     * a shutdown hook kills it too, so that a Ctrl-C while it starts leaves no server behind; once it accepts,
     * stopping it is the caller's.
     *
     * @param process  the server's process (or the wrapper that runs it)
     * @param target   what to connect to, asked at every attempt: a target of a socket the server has not created
     *                 yet is refused ({@link ConfigException}), which counts as not ready
     * @param seconds  how long to wait
     * @param errorLog the server's error log, for the message
     * @throws ServerStartException when the process ends first or the time is up
     * @throws InterruptedException when interrupted (the server is killed)
     */
    public static void awaitReady(Process process, Supplier<ConnectionTarget> target, int seconds, Path errorLog)
            throws ServerStartException, InterruptedException {
        Thread killOnExit = new Thread(() -> kill(process), "ibench: kill the server that was starting");
        Runtime.getRuntime().addShutdownHook(killOnExit);
        try {
            pollUntilReady(process, target, seconds, errorLog);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(killOnExit);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs: the server is killed
            }
        }
    }

    private static void pollUntilReady(Process process, Supplier<ConnectionTarget> target, int seconds, Path errorLog)
            throws ServerStartException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        try {
            while (!accepts(target)) {
                if (!process.isAlive()) {
                    process.waitFor();
                    throw new ServerStartException("the server exited with code " + process.exitValue()
                            + " before accepting connections; " + LogTail.of(errorLog, LogTail.LINES));
                }
                if (System.nanoTime() > deadline) {
                    kill(process);
                    throw new ServerStartException("the server did not accept connections within " + seconds
                            + " s (see --start-timeout) and was killed; " + LogTail.of(errorLog, LogTail.LINES));
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            kill(process);
            throw e;
        }
    }

    private static boolean accepts(Supplier<ConnectionTarget> targets) {
        ConnectionTarget target;
        try {
            target = targets.get();
        } catch (ConfigException notThereYet) {
            return false;
        }
        java.util.Properties properties = new java.util.Properties();
        properties.putAll(target.properties());
        properties.setProperty("connectTimeout", "2000");
        properties.setProperty("loginTimeout", "2");
        try (Connection c = DriverManager.getConnection(target.jdbcUrl(), properties)) {
            return c.isValid(2);
        } catch (SQLException e) {
            return false;
        }
    }

    /**
     * Kills a process and its children at once and waits for it.
     *
     * @param process the process
     */
    static void kill(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * @param log a log file to create, with its folder
     * @return the file, mode 0600 (its statements may name accounts), in a folder of mode 0700 when it was missing
     */
    public static Path createLog(Path log) {
        return PrivateFiles.file(log);
    }
}
