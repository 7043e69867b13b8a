package io.ibench.e2e;

import io.ibench.core.conformance.Requirements;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Decides, before a test runs ibench with {@code --server-profile}, whether this machine can profile a
 * server at all: perf is installed, and {@code perf record -e cpu-clock -g} may sample another process
 * (a {@code sleep} started here) for a moment. When it can, a profile problem ibench then reports is a
 * failure of ibench, not a skip.
 */
final class PerfProbe {
    private static final Path PERF = Path.of("/usr/bin/perf");

    private PerfProbe() {
    }

    /** Skips the calling test, naming what is missing, unless perf is installed and permitted here. */
    static void requirePermitted() throws Exception {
        Requirements.executable(PERF, "perf (apt-get install linux-perf)");
        Path data = Files.createTempFile("perf-probe", ".data");
        // The target outlives perf on any host: perf may take seconds to start on a loaded one, and a target gone
        // before perf attaches would make perf fail for a reason that is not this machine's.
        Process target = new ProcessBuilder("sleep", "600").start();
        try {
            Process perf = new ProcessBuilder(PERF.toString(), "record", "-e", "cpu-clock", "-F", "99", "-g", "-p",
                    Long.toString(target.pid()), "-o", data.toString(), "--", "sleep", "0.3")
                    .redirectErrorStream(true).start();
            boolean ended = perf.waitFor(120, TimeUnit.SECONDS);
            String said = new String(perf.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!ended) {
                perf.destroyForcibly();
            }
            Requirements.that(ended && perf.exitValue() == 0, "perf permitted to sample another process "
                    + "(perf record -p, kernel.perf_event_paranoid " + paranoid() + "): "
                    + (ended ? "exit status " + perf.exitValue() : "no end within 120 s") + ": " + said);
        } finally {
            target.destroyForcibly();
            Files.deleteIfExists(data);
            Files.deleteIfExists(Path.of(data + ".old"));
        }
    }

    private static String paranoid() throws Exception {
        Path setting = Path.of("/proc/sys/kernel/perf_event_paranoid");
        return Files.isReadable(setting) ? Files.readString(setting).strip() : "unknown";
    }
}
