package io.ibench.e2e;

import org.junit.jupiter.api.parallel.ResourceAccessMode;
import org.junit.jupiter.api.parallel.ResourceLocksProvider;
import org.junit.jupiter.api.parallel.Resources;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Lets a class that holds rates or compares throughput ({@code SoakIT}, {@code ServerProfileSweepIT}) run beside
 * the other classes: its own processes (the tool's JVM, and the servers and profilers that JVM starts, which inherit
 * its priority) run at nice {@value #NICE}, so the scheduler serves them first (a weight about three times that of
 * the other classes' processes at nice 0) and the other classes take only the cycles they leave idle. Two such
 * classes never run at once ({@value #KEY}). Where the tests may not raise a priority (not root, no
 * {@code CAP_SYS_NICE}: probed once with {@code nice -n -5 nice}), the class runs alone instead, as
 * {@link org.junit.jupiter.api.parallel.Isolated} would have it.
 * <p>Used as {@code @ResourceLock(providers = RaisedPriority.class)}.
 */
public final class RaisedPriority implements ResourceLocksProvider {
    /** The niceness of the class's processes; 0 is the default of every other process, -20 the highest. */
    static final int NICE = -5;
    /** The lock the classes share, so that no two of them compete at the raised priority. */
    static final String KEY = "io.ibench.e2e.RaisedPriority";
    private static final boolean ALLOWED = probe();

    @Override
    public Set<Lock> provideForClass(Class<?> testClass) {
        return Set.of(new Lock(ALLOWED ? KEY : Resources.GLOBAL, ResourceAccessMode.READ_WRITE));
    }

    /**
     * @param command a command line
     * @return the command run at nice {@value #NICE} where that is allowed, else the command as it is (the class
     *         then runs alone)
     */
    static List<String> command(List<String> command) {
        if (!ALLOWED) {
            return command;
        }
        List<String> raised = new ArrayList<>(List.of("nice", "-n", Integer.toString(NICE)));
        raised.addAll(command);
        return raised;
    }

    /**
     * Raises every thread of a running process to nice {@value #NICE} (threads it starts later inherit it from the
     * thread that starts them), where that is allowed.
     *
     * @param pid a process the test started, e.g. a server of its own
     */
    static void raise(long pid) throws IOException, InterruptedException {
        if (!ALLOWED) {
            return;
        }
        List<String> renice = new ArrayList<>(List.of("renice", "-n", Integer.toString(NICE), "-p"));
        try (Stream<Path> threads = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            threads.map(thread -> thread.getFileName().toString()).forEach(renice::add);
        }
        Process process = new ProcessBuilder(renice).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        boolean onlyEndedThreads = out.lines().allMatch(line -> line.contains("No such process"));
        if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0 && !onlyEndedThreads) {
            throw new IOException("renice of process " + pid + " failed: " + out.strip());
        }
    }

    /** @return whether {@code nice -n -5} takes effect here: the niceness it reports is {@value #NICE} */
    private static boolean probe() {
        try {
            Process process = new ProcessBuilder("nice", "-n", Integer.toString(NICE), "nice")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return process.waitFor(10, TimeUnit.SECONDS) && out.equals(Integer.toString(NICE));
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
