package io.ibench.core.spi.support;

import io.ibench.core.spi.LocalServer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalLong;

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
        if (!Files.isDirectory(dataDirectory)) {
            return Optional.empty();
        }
        OptionalLong named = pid(pidFile);
        if (named.isEmpty()) {
            return Optional.empty();
        }
        long pid = named.getAsLong();
        Optional<Instant> processStarted = ProcessHandle.of(pid).flatMap(p -> p.info().startInstant());
        if (processStarted.isEmpty()
                || Duration.between(processStarted.get(), serverStarted).abs().compareTo(START_TOLERANCE) > 0) {
            return Optional.empty();
        }
        return Optional.of(new LocalServer(pid, dataDirectory, pidFile));
    }

    /**
     * @param pidFile a pid file, whose first line is the process id
     * @return the process id it names, or empty when it is missing, unreadable or holds no number
     */
    public static OptionalLong pid(Path pidFile) {
        String first;
        try {
            first = Files.readAllLines(pidFile, StandardCharsets.US_ASCII).stream().findFirst().orElse("").strip();
        } catch (IOException | SecurityException e) {
            return OptionalLong.empty();
        }
        return first.matches("\\d{1,10}") ? OptionalLong.of(Long.parseLong(first)) : OptionalLong.empty();
    }
}
