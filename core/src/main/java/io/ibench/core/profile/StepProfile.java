package io.ibench.core.profile;

import io.ibench.core.result.ResultStore;
import io.ibench.core.result.ServerProfile;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * One step's server CPU profile. The step's sampler reports its progress every interval
 * ({@link #observe}); the window opens when what remains of the step (estimated) is at most the time
 * gone plus the window, so that it lies in the middle of the step, or at once when the step cannot
 * estimate its end; while the server is down, it opens at the first interval after it is back. perf
 * stops by itself after the window, or at the step's end ({@link #finish}), which folds its samples
 * into {@code <step>.folded} in the run folder. When the server restarts inside the window (killed,
 * then started again), perf is stopped and started again on the new process for the rest of the
 * window; the profile holds the samples of both.
 */
public final class StepProfile {
    private static final long STOP_SECONDS = 30;
    /** A restart this close to the window's end is not followed: too few samples to be worth a second perf. */
    private static final double LEAST_SECONDS = 0.5;

    private final ServerProfiler profiler;
    private final String step;
    private final Set<Long> pids = new LinkedHashSet<>();
    private Process perf;
    private int parts;
    private long root;
    private long openedNanos;
    private long partStartNanos;
    private double partSeconds;
    private double recordedSeconds;
    private String problem;
    private String gone;
    private boolean stuck;

    StepProfile(ServerProfiler profiler, String step) {
        this.profiler = profiler;
        this.step = step;
        this.problem = profiler.problem();
    }

    /**
     * Opens the window when it is time; inside the window, follows a restarted server.
     *
     * @param elapsedSeconds time since the step's start, s
     * @param etaSeconds     estimated time to the step's end, s, or NaN when unknown
     * @throws InterruptedException when the calling thread is interrupted while perf stops
     */
    public void observe(double elapsedSeconds, double etaSeconds) throws InterruptedException {
        if (profiler.off() || problem != null || stuck) {
            return;
        }
        if (parts > 0) {
            followRestart();
        } else if (Double.isNaN(etaSeconds) || elapsedSeconds >= etaSeconds - profiler.windowSeconds()) {
            List<Long> now = profiler.serverProcesses();
            if (now.isEmpty()) {
                gone = "the server's process " + profiler.serverPid() + " was gone when the profile window opened";
                return;
            }
            openedNanos = System.nanoTime();
            record(now, profiler.windowSeconds());
        }
    }

    /** Starts perf again on the server's new process when it restarted and enough of the window is left. */
    private void followRestart() throws InterruptedException {
        double left = profiler.windowSeconds() - (System.nanoTime() - openedNanos) / 1e9;
        if (left < LEAST_SECONDS) {
            return;
        }
        List<Long> now = profiler.serverProcesses();
        if (now.isEmpty() || now.get(0) == root) {
            return;
        }
        if (stop()) {
            record(now, left);
        }
    }

    private void record(List<Long> now, double seconds) {
        try {
            perf = ServerProfiler.record(now, data(parts), log(parts), String.format(Locale.ROOT, "%.1f", seconds));
        } catch (IOException e) {
            problem = "perf record cannot be started: " + e.getMessage();
            return;
        }
        partStartNanos = System.nanoTime();
        partSeconds = seconds;
        root = now.get(0);
        pids.addAll(now);
        parts++;
    }

    /**
     * Ends the running part of the window: perf writes what it has and ends.
     *
     * @return false when perf did not stop within {@value #STOP_SECONDS} s, and was killed
     */
    private boolean stop() throws InterruptedException {
        recordedSeconds += Math.min(partSeconds, (System.nanoTime() - partStartNanos) / 1e9);
        partSeconds = 0;
        if (perf.isAlive()) {
            perf.destroy(); // SIGTERM: perf writes what it has and ends
        }
        if (!perf.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
            perf.destroyForcibly().waitFor();
            stuck = true;
        }
        return !stuck;
    }

    /**
     * Stops perf if it still runs and folds what it sampled into {@code <step>.folded}.
     *
     * @return the step's profile, or why it has none; null when profiling is off
     * @throws InterruptedException when the calling thread is interrupted; perf then stops by itself
     */
    public ServerProfile finish() throws InterruptedException {
        if (profiler.off()) {
            return null;
        }
        if (parts == 0) {
            return ServerProfile.missing(problem != null ? problem
                    : gone != null ? gone : "the step ended before its profile window opened");
        }
        try {
            if (stuck || !stop()) {
                return ServerProfile.missing("perf record did not stop within " + STOP_SECONDS + " s");
            }
            FoldedStacks.Builder all = new FoldedStacks.Builder();
            for (int part = 0; part < parts; part++) {
                if (part == parts - 1) {
                    all.add(script(part));
                } else if (sampled(part)) {
                    cutShort(part).ifPresent(all::add);
                }
            }
            FoldedStacks stacks = all.build();
            if (stacks.total() == 0) {
                return ServerProfile.missing(String.format(Locale.ROOT, "perf took no samples in the %.1f s the "
                        + "profile window was open", recordedSeconds));
            }
            String file = step + ".folded";
            ResultStore.writeAtomically(profiler.runFolder().resolve(file), stacks.text());
            return new ServerProfile(file, ServerProfiler.EVENT, ServerProfiler.FREQUENCY_HZ,
                    Math.round(recordedSeconds * 100) / 100.0, List.copyOf(pids), stacks.total(), null);
        } catch (IOException | UncheckedIOException e) {
            return ServerProfile.missing("the profile cannot be read: " + e.getMessage());
        } finally {
            for (int part = 0; part < parts; part++) {
                ServerProfiler.deleteQuietly(data(part));
                ServerProfiler.deleteQuietly(log(part));
            }
        }
    }

    /**
     * @return whether perf wrote a part of the window that was cut short by a restart: perf stopped before it
     *         was set up (on a busy host) leaves no data, which is no error
     */
    private boolean sampled(int part) throws IOException {
        return Files.isRegularFile(data(part)) && Files.size(data(part)) > 0;
    }

    /**
     * @return the samples of a part of the window cut short by a restart; none when perf was stopped before it
     *         wrote its first block of samples (its header says the data has size 0: on a busy host, perf set up
     *         while the server was killed), which is no error
     */
    private Optional<FoldedStacks> cutShort(int part) throws IOException, InterruptedException {
        try {
            return Optional.of(script(part));
        } catch (IOException e) {
            if (String.valueOf(e.getMessage()).contains("data size field is 0")) {
                return Optional.empty();
            }
            throw e;
        }
    }

    private FoldedStacks script(int part) throws IOException, InterruptedException {
        Path data = data(part);
        Path log = log(part);
        if (!Files.isRegularFile(data)) {
            throw new IOException("perf record wrote no data: "
                    + ServerProfiler.firstError(Files.readString(log, StandardCharsets.UTF_8)));
        }
        Process script = new ProcessBuilder("perf", "script", "-i", data.toString(), "--no-inline",
                "-F", "comm,tid,ip,sym,dso").redirectError(log.toFile()).start();
        FoldedStacks stacks;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(script.getInputStream(),
                StandardCharsets.UTF_8))) {
            stacks = PerfScriptFolder.fold(out);
        }
        if (script.waitFor() != 0) {
            throw new IOException(String.format(Locale.ROOT, "perf script failed (exit %d): %s", script.exitValue(),
                    ServerProfiler.firstError(Files.readString(log, StandardCharsets.UTF_8))));
        }
        return stacks;
    }

    /** @return perf's data file of a part of the window (a part per server process: more after a restart) */
    private Path data(int part) {
        return profiler.runFolder().resolve(step + (part == 0 ? "" : "." + part) + ".perf.data");
    }

    private Path log(int part) {
        return profiler.runFolder().resolve(step + (part == 0 ? "" : "." + part) + ".perf.log");
    }
}
