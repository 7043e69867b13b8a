package io.ibench.core.profile;

import io.ibench.core.host.ProcessTree;
import io.ibench.core.host.ServerMainProcess;
import io.ibench.core.spi.LocalServer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Profiles the server's CPU in each step of a run with Linux perf ({@code --server-profile}):
 * {@code perf record -e cpu-clock -F 499 -g} on the server's process and its descendants for a window
 * in the middle of the step ({@link StepProfile}), then {@code perf script}, folded into
 * {@code <step>.folded} in the run folder (docs/measurement.md, "Server CPU profiles").
 * Whether perf can sample the server is tried once, when the run starts. After a restart of the
 * server (killed, then started again) the new process is profiled, found as the host sampler finds
 * it ({@link ServerMainProcess}). Used by one thread at a time: the steps' coordinators, one after the other.
 */
public final class ServerProfiler {
    /** The perf event sampled: the CPU clock, which every kernel and virtual machine has. */
    public static final String EVENT = "cpu-clock";
    /** Samples per second and CPU, Hz: prime, so the samples do not beat with periodic work. */
    public static final int FREQUENCY_HZ = 499;
    /** Profiling is off: no step has a profile, and nothing is recorded. */
    public static final ServerProfiler OFF = new ServerProfiler(null, 0, null, null);

    private static final Path PROC = Path.of("/proc");
    private static final long TRY_SECONDS = 10;

    private final ServerMainProcess server;
    private final int windowSeconds;
    private final Path runFolder;
    private final String unavailable;

    private ServerProfiler(LocalServer server, int windowSeconds, Path runFolder, String unavailable) {
        this.server = server == null ? null : new ServerMainProcess(server);
        this.windowSeconds = windowSeconds;
        this.runFolder = runFolder;
        this.unavailable = unavailable;
    }

    /**
     * Tries perf on the server for a tenth of a second.
     *
     * @param server        the server when it runs on this host, else null
     * @param windowSeconds each step's window, s, ≥ 1
     * @param runFolder     the run folder, where the profiles go
     * @return the profiler, which records in every step why it cannot profile when perf is missing or not
     *         permitted, or the server is not on this host
     * @throws InterruptedException when the calling thread is interrupted
     */
    public static ServerProfiler check(LocalServer server, int windowSeconds, Path runFolder)
            throws InterruptedException {
        String problem = server == null ? "the server does not run on this host, so perf cannot sample it"
                : tryPerf(server.pid());
        return new ServerProfiler(server, windowSeconds, runFolder, problem);
    }

    /** @return why no step will have a profile, one sentence, when profiling was asked for but cannot be done */
    public Optional<String> unavailable() {
        return Optional.ofNullable(unavailable);
    }

    /**
     * @param stepName the step, which names its file
     * @return the step's profile, to be observed while the step runs and finished at its end
     */
    public StepProfile step(String stepName) {
        return new StepProfile(this, stepName);
    }

    boolean off() {
        return this == OFF;
    }

    String problem() {
        return unavailable;
    }

    int windowSeconds() {
        return windowSeconds;
    }

    Path runFolder() {
        return runFolder;
    }

    /**
     * @return the server's processes now, root first, those of the process its pid file names when the known
     *         one is gone (a restart); empty while it is down
     */
    List<Long> serverProcesses() {
        List<Long> pids = ProcessTree.pids(PROC, server.pid());
        return !pids.isEmpty() ? pids : server.restarted(pid -> Optional.of(ProcessTree.pids(PROC, pid))
                .filter(restarted -> !restarted.isEmpty())).orElse(pids);
    }

    long serverPid() {
        return server.pid();
    }

    /**
     * @param pids        the processes to sample
     * @param data        perf's data file
     * @param log         where perf's messages go
     * @param seconds     how long to sample, s
     * @return perf record, running
     * @throws IOException when perf cannot be started
     */
    static Process record(List<Long> pids, Path data, Path log, String seconds) throws IOException {
        List<String> command = new ArrayList<>(List.of("perf", "record", "-e", EVENT, "-F",
                Integer.toString(FREQUENCY_HZ), "-g", "-q", "-o", data.toString(), "-p"));
        command.add(String.join(",", pids.stream().map(String::valueOf).toList()));
        command.addAll(List.of("--", "sleep", seconds));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    private static String tryPerf(long pid) throws InterruptedException {
        Path data = null;
        Path log = null;
        try {
            data = Files.createTempFile("ibench-perf-", ".data");
            log = Files.createTempFile("ibench-perf-", ".log");
            Process perf;
            try {
                perf = record(List.of(pid), data, log, "0.1");
            } catch (IOException e) {
                return "perf is not installed (on Debian: apt-get install linux-perf)";
            }
            if (!perf.waitFor(TRY_SECONDS, TimeUnit.SECONDS)) {
                perf.destroyForcibly().waitFor();
                return "perf did not finish a trial of 0.1 s within " + TRY_SECONDS + " s";
            }
            return perf.exitValue() == 0 ? null : "perf cannot sample the server's process " + pid + ": "
                    + firstError(Files.readString(log, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return "perf cannot be tried: " + e.getMessage();
        } finally {
            deleteQuietly(data);
            deleteQuietly(log);
        }
    }

    /** @return the first line of perf's messages that says what is wrong */
    static String firstError(String messages) {
        return messages.lines().map(String::strip).filter(line -> !line.isEmpty() && !line.equals("Error:"))
                .findFirst().orElse("it failed without a message");
    }

    static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // a left-over temporary file is harmless
            }
        }
    }
}
