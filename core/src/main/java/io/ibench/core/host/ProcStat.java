package io.ibench.core.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads the CPU time by state and the context switches of the whole host from Linux's
 * {@code /proc/stat}, fresh on every call (the library's values are cached for a few hundred
 * milliseconds, too long for a step's short last interval).
 */
final class ProcStat {
    /**
     * @param cpuTicks        clock ticks by state: user, nice, system, idle, iowait, irq, softirq, steal
     * @param contextSwitches context switches since boot
     */
    record Reading(long[] cpuTicks, long contextSwitches) {
    }

    private static final int STATES = 8;

    private final Path file;

    private ProcStat(Path file) {
        this.file = file;
    }

    /**
     * @param file {@code /proc/stat}, or a copy in tests
     * @return a reader, or empty when the file cannot be read or parsed (not Linux)
     */
    static Optional<ProcStat> of(Path file) {
        ProcStat stat = new ProcStat(file);
        try {
            stat.read();
            return Optional.of(stat);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * @return the counters now
     * @throws IOException when the file cannot be read
     */
    Reading read() throws IOException {
        long[] ticks = null;
        long switches = -1;
        for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
            if (line.startsWith("cpu ")) {
                String[] f = line.trim().split("\\s+");
                ticks = new long[STATES];
                for (int i = 0; i < STATES && i + 1 < f.length; i++) {
                    ticks[i] = Long.parseLong(f[i + 1]);
                }
            } else if (line.startsWith("ctxt ")) {
                switches = Long.parseLong(line.substring(5).trim());
            }
        }
        if (ticks == null || switches < 0) {
            throw new IOException(file + " has no 'cpu' or 'ctxt' line");
        }
        return new Reading(ticks, switches);
    }
}
