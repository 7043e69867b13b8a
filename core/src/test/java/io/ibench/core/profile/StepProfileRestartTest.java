package io.ibench.core.profile;

import io.ibench.core.conformance.Requirements;
import io.ibench.core.result.ServerProfile;
import io.ibench.core.spi.LocalServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The profiler follows a server that is killed and started again, with real processes and real perf:
 * two busy shell loops stand in for the server before and after the restart, told apart by their
 * command names (each is started through a link named after it), and the pid file names the one
 * running, as a server's does. Skips, saying why, where perf is missing or not permitted.
 */
class StepProfileRestartTest {
    private static final Path SHELL = Path.of("/bin/sh");

    @TempDir
    Path dir;

    private final List<Process> servers = new ArrayList<>();

    @AfterEach
    void stopTheServers() throws InterruptedException, IOException {
        for (Process server : servers) {
            server.destroyForcibly().waitFor();
        }
        for (String link : List.of("first-server", "second-server")) {
            Files.deleteIfExists(dir.resolve(link)); // before JUnit does, which warns about links out of the folder
        }
    }

    /** @return a busy loop whose command name is {@code name}, written into the pid file */
    private Process server(String name, Path pidFile) throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve(name), SHELL);
        Process server = new ProcessBuilder(link.toString(), "-c", "while :; do :; done").start();
        servers.add(server);
        Files.writeString(pidFile, server.pid() + "\n");
        return server;
    }

    private ServerProfiler profiler(Process server, Path pidFile, int windowSeconds) throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        ServerProfiler profiler = ServerProfiler.check(new LocalServer(server.pid(), dir, pidFile), windowSeconds,
                run);
        Requirements.that(profiler.unavailable().isEmpty(), "perf, permitted to profile a process (./test installs "
                + "linux-perf; root may profile): " + profiler.unavailable().orElse(""));
        return profiler;
    }

    private static void kill(Process server) throws InterruptedException {
        server.destroyForcibly().waitFor();
    }

    private FoldedStacks folded(ServerProfile profile) throws IOException {
        return FoldedStacks.parse(Files.readString(dir.resolve("run").resolve(profile.file())));
    }

    private static long samplesOf(FoldedStacks stacks, String command) {
        return stacks.counts().entrySet().stream().filter(e -> e.getKey().startsWith(command + ";"))
                .mapToLong(e -> e.getValue()).sum();
    }

    @Test
    void aServerRestartedInsideTheWindowIsProfiledForTheRestOfIt() throws Exception {
        Path pidFile = dir.resolve("server.pid");
        Process first = server("first-server", pidFile);
        ServerProfiler profiler = profiler(first, pidFile, 8);
        StepProfile step = profiler.step("qr100");
        step.observe(0, Double.NaN); // no estimate of the step's end: the window opens at once
        Thread.sleep(2000);
        kill(first);
        step.observe(2, Double.NaN);
        Process second = server("second-server", pidFile);
        step.observe(3, Double.NaN);
        Thread.sleep(2000);

        ServerProfile profile = step.finish();
        assertNull(profile.problem());
        assertEquals(List.of(first.pid(), second.pid()), profile.pids(), "both processes were sampled");
        FoldedStacks stacks = folded(profile);
        // the first part's samples are not asserted: on a busy host perf may not be set up before the kill
        assertTrue(samplesOf(stacks, "second-server") > 0, "the restarted server: " + stacks.counts().keySet());
        assertEquals(stacks.total(), profile.samples());
        try (var files = Files.list(dir.resolve("run"))) {
            assertEquals(List.of("qr100.folded"), files.map(f -> f.getFileName().toString()).toList(),
                    "perf's own files of both parts are removed");
        }
    }

    @Test
    void aServerDownWhenTheWindowOpensIsProfiledOnceBackAndInTheNextSteps() throws Exception {
        Path pidFile = dir.resolve("server.pid");
        Process first = server("first-server", pidFile);
        // a window of 4 s: perf attaching to the restarted server can take a second on a busy host
        ServerProfiler profiler = profiler(first, pidFile, 4);
        kill(first);
        StepProfile down = profiler.step("l.i1");
        down.observe(0, Double.NaN);
        assertEquals("the server's process " + first.pid() + " was gone when the profile window opened",
                down.finish().problem(), "a step that ends while the server is down says so");

        StepProfile restarted = profiler.step("qr100");
        restarted.observe(0, Double.NaN);
        Process second = server("second-server", pidFile);
        restarted.observe(1, Double.NaN);
        Thread.sleep(4500);
        ServerProfile profile = restarted.finish();
        assertNull(profile.problem());
        assertEquals(List.of(second.pid()), profile.pids());
        FoldedStacks stacks = folded(profile);
        assertEquals(stacks.total(), samplesOf(stacks, "second-server"), stacks.counts().keySet().toString());
    }
}
