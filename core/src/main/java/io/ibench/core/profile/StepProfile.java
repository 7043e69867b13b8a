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
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * One step's server CPU profile. The step's sampler reports its progress every interval
 * ({@link #observe}); the window opens when what remains of the step (estimated) is at most the time
 * gone plus the window, so that it lies in the middle of the step, or at once when the step cannot
 * estimate its end. perf stops by itself after the window, or at the step's end ({@link #finish}),
 * which folds its samples into {@code <step>.folded} in the run folder.
 */
public final class StepProfile {
    private static final long STOP_SECONDS = 30;

    private final ServerProfiler profiler;
    private final String step;
    private Process perf;
    private List<Long> pids;
    private long openedNanos;
    private String problem;

    StepProfile(ServerProfiler profiler, String step) {
        this.profiler = profiler;
        this.step = step;
        this.problem = profiler.problem();
    }

    /**
     * Opens the window when it is time.
     *
     * @param elapsedSeconds time since the step's start, s
     * @param etaSeconds     estimated time to the step's end, s, or NaN when unknown
     */
    public void observe(double elapsedSeconds, double etaSeconds) {
        if (profiler.off() || problem != null || perf != null) {
            return;
        }
        if (Double.isNaN(etaSeconds) || elapsedSeconds >= etaSeconds - profiler.windowSeconds()) {
            open();
        }
    }

    private void open() {
        pids = profiler.serverProcesses();
        if (pids.isEmpty()) {
            problem = "the server's process " + profiler.serverPid() + " was gone when the profile window opened";
            return;
        }
        try {
            perf = ServerProfiler.record(pids, data(), log(), Integer.toString(profiler.windowSeconds()));
            openedNanos = System.nanoTime();
        } catch (IOException e) {
            problem = "perf record cannot be started: " + e.getMessage();
        }
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
        if (perf == null) {
            return ServerProfile.missing(problem != null ? problem
                    : "the step ended before its profile window opened");
        }
        double seconds = Math.min(profiler.windowSeconds(), (System.nanoTime() - openedNanos) / 1e9);
        try {
            if (perf.isAlive()) {
                perf.destroy(); // SIGTERM: perf writes what it has and ends
            }
            if (!perf.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
                perf.destroyForcibly().waitFor();
                return ServerProfile.missing("perf record did not stop within " + STOP_SECONDS + " s");
            }
            FoldedStacks stacks = script();
            if (stacks.total() == 0) {
                return ServerProfile.missing(String.format(Locale.ROOT, "perf took no samples in the %.1f s the "
                        + "profile window was open", seconds));
            }
            String file = step + ".folded";
            ResultStore.writeAtomically(profiler.runFolder().resolve(file), stacks.text());
            return new ServerProfile(file, ServerProfiler.EVENT, ServerProfiler.FREQUENCY_HZ,
                    Math.round(seconds * 100) / 100.0, List.copyOf(pids), stacks.total(), null);
        } catch (IOException | UncheckedIOException e) {
            return ServerProfile.missing("the profile cannot be read: " + e.getMessage());
        } finally {
            ServerProfiler.deleteQuietly(data());
            ServerProfiler.deleteQuietly(log());
        }
    }

    private FoldedStacks script() throws IOException, InterruptedException {
        if (!Files.isRegularFile(data())) {
            throw new IOException("perf record wrote no data: "
                    + ServerProfiler.firstError(Files.readString(log(), StandardCharsets.UTF_8)));
        }
        Process script = new ProcessBuilder("perf", "script", "-i", data().toString(), "--no-inline",
                "-F", "comm,tid,ip,sym,dso").redirectError(log().toFile()).start();
        FoldedStacks stacks;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(script.getInputStream(),
                StandardCharsets.UTF_8))) {
            stacks = PerfScriptFolder.fold(out);
        }
        if (script.waitFor() != 0) {
            throw new IOException(String.format(Locale.ROOT, "perf script failed (exit %d): %s", script.exitValue(),
                    ServerProfiler.firstError(Files.readString(log(), StandardCharsets.UTF_8))));
        }
        return stacks;
    }

    private Path data() {
        return profiler.runFolder().resolve(step + ".perf.data");
    }

    private Path log() {
        return profiler.runFolder().resolve(step + ".perf.log");
    }
}
