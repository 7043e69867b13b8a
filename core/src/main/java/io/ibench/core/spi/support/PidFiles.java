package io.ibench.core.spi.support;

import io.ibench.core.spi.LocalServer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Finds a local server from its pid file, and makes sure the process is the server ibench is
 * connected to: a server in a container, or on another host, can report a data directory and
 * pid file that also exist here and belong to another server.
 */
public final class PidFiles {
    /** How far the process's start may be from the start the server reports (MySQL's uptime has 1 s steps). */
    static final Duration START_TOLERANCE = Duration.ofSeconds(5);

    private PidFiles() {
    }

    /**
     * @param pidFile       the server's pid file, whose first line is the process id
     * @param dataDirectory the server's data directory
     * @param serverStarted when the server says it started (MySQL: now − {@code Uptime}; Postgres:
     *                      {@code pg_postmaster_start_time()})
     * @return the local server when the pid file and the data directory exist on this host and the
     *         process it names started within {@link #START_TOLERANCE} of {@code serverStarted}
     */
    public static Optional<LocalServer> read(Path pidFile, Path dataDirectory, Instant serverStarted) {
        if (!Files.isReadable(pidFile) || !Files.isDirectory(dataDirectory)) {
            return Optional.empty();
        }
        String first;
        try {
            first = Files.readAllLines(pidFile, StandardCharsets.US_ASCII).stream().findFirst().orElse("").strip();
        } catch (IOException e) {
            return Optional.empty();
        }
        if (!first.matches("\\d{1,10}")) {
            return Optional.empty();
        }
        long pid = Long.parseLong(first);
        Optional<Instant> processStarted = ProcessHandle.of(pid).flatMap(p -> p.info().startInstant());
        if (processStarted.isEmpty()
                || Duration.between(processStarted.get(), serverStarted).abs().compareTo(START_TOLERANCE) > 0) {
            return Optional.empty();
        }
        return Optional.of(new LocalServer(pid, dataDirectory));
    }
}
