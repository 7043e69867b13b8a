package io.ibench.e2e;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs the assembled tool, {@code cli/target/ibench.jar}, as a user would: a separate JVM. */
final class Ibench {
    static final Path ROOT = Path.of(System.getProperty("ibench.root", "../..")).toAbsolutePath().normalize();
    static final Path JAR =
            Path.of(System.getProperty("ibench.jar", ROOT + "/cli/target/ibench.jar")).toAbsolutePath().normalize();

    private Ibench() {
    }

    /**
     * @param workDir the working directory (relative result folders land here)
     * @param args    arguments after {@code java -jar ibench.jar}
     * @return exit code and output
     */
    static Result run(Path workDir, String... args) throws IOException, InterruptedException {
        return run(workDir, Map.of(), args);
    }

    /**
     * @param workDir     the working directory (relative result folders land here)
     * @param environment variables added to the tool's environment, e.g. {@code IBENCH_PASSWORD}
     * @param args        arguments after {@code java -jar ibench.jar}
     * @return exit code and output
     */
    static Result run(Path workDir, Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        return exec(workDir, environment, command(List.of(), args));
    }

    /**
     * @param jvmOptions e.g. {@code -Xmx256m}, before {@code -jar}
     * @param args       arguments after {@code java -jar ibench.jar}
     * @return the command line that runs the tool with them
     */
    static List<String> command(List<String> jvmOptions, String... args) {
        assertTrue(Files.exists(JAR), JAR + " is missing: build with ./mvnw package first");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(List.of(args));
        return command;
    }

    /**
     * @param workDir working directory
     * @param command the command line
     * @return exit code and output; fails the test after 10 minutes
     */
    static Result exec(Path workDir, List<String> command) throws IOException, InterruptedException {
        return exec(workDir, Map.of(), command);
    }

    private static Result exec(Path workDir, Map<String, String> environment, List<String> command)
            throws IOException, InterruptedException {
        Path out = Files.createTempFile("ibench-out", ".txt");
        Path err = Files.createTempFile("ibench-err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile());
        builder.environment().putAll(environment);
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        Result result = new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return result;
    }

    /**
     * Starts the tool without waiting for it, for tests that signal it or change the server under it.
     *
     * @param workDir the working directory
     * @param args    arguments after {@code java -jar ibench.jar}
     * @return the running tool
     */
    static Running start(Path workDir, String... args) throws IOException {
        return start(workDir, List.of(), args);
    }

    /**
     * Starts the tool as {@link #start(Path, String...)} does, with options for its JVM.
     *
     * @param workDir    the working directory
     * @param jvmOptions e.g. {@code -Xmx256m}, before {@code -jar}
     * @param args       arguments after {@code java -jar ibench.jar}
     * @return the running tool
     */
    static Running start(Path workDir, List<String> jvmOptions, String... args) throws IOException {
        return launch(workDir, command(jvmOptions, args));
    }

    /**
     * Starts a command line of {@link #command} without waiting for it, e.g. one {@link RaisedPriority} raised.
     *
     * @param workDir the working directory
     * @param command the command line
     * @return the running tool
     */
    static Running launch(Path workDir, List<String> command) throws IOException {
        Path out = Files.createTempFile("ibench-out", ".txt");
        Path err = Files.createTempFile("ibench-err", ".txt");
        java.time.Instant started = java.time.Instant.now();
        Process process = new ProcessBuilder(IgnoredSignals.restored(command)).directory(workDir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        return new Running(process, started, out, err);
    }

    /** A tool process started by {@link #start}. */
    record Running(Process process, java.time.Instant started, Path out, Path err) {
        /**
         * Sends the signal; the tool handles it as by default even when the tests were started with it
         * ignored (see {@link IgnoredSignals}).
         *
         * @param signal e.g. {@code INT} or {@code TERM}
         */
        void signal(String signal) throws IOException, InterruptedException {
            assertTrue(Ibench.signal(process.pid(), signal), "kill -" + signal);
        }

        /**
         * Waits until the tool has written {@code text} to its standard error, failing when it ends first or
         * after 30 s.
         *
         * @param text e.g. the line a signal handler prints
         */
        void awaitErr(String text) throws IOException, InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!Files.readString(err, StandardCharsets.UTF_8).contains(text)) {
                if (!process.isAlive() || System.nanoTime() > deadline) {
                    throw new AssertionError("the tool did not print '" + text + "': "
                            + Files.readString(err, StandardCharsets.UTF_8));
                }
                Thread.sleep(5);
            }
        }

        /**
         * Waits until the step's interval file under {@code results}, written since this tool
         * started, has more than {@code lines} lines (header included), failing when the tool
         * ends first or after 10 minutes (a bound on a hang only: test classes run side by side, and the steps
         * before this one may take minutes on a loaded host).
         *
         * @return the run folder that holds the file
         */
        Path awaitIntervals(Path results, String step, int lines) throws IOException, InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
            while (System.nanoTime() < deadline) {
                if (!process.isAlive()) {
                    throw new AssertionError("the run ended before " + step + " had " + lines + " intervals: "
                            + await(1, TimeUnit.SECONDS).all());
                }
                if (Files.isDirectory(results)) {
                    try (Stream<Path> files = Files.walk(results)) {
                        Path tsv = files.filter(f -> f.getFileName().toString().equals(step + ".intervals.tsv"))
                                .findFirst().orElse(null);
                        if (tsv != null && !Files.getLastModifiedTime(tsv).toInstant().isBefore(started)
                                && Files.readAllLines(tsv).size() > lines) {
                            return tsv.getParent();
                        }
                    }
                }
                Thread.sleep(100);
            }
            throw new AssertionError(step + " did not reach " + lines + " interval lines in 10 minutes");
        }

        /**
         * @param timeout how long to wait
         * @param unit    its unit
         * @return exit code and output; fails the test (killing the tool) when it does not end in time
         */
        Result await(long timeout, TimeUnit unit) throws IOException, InterruptedException {
            if (!process.waitFor(timeout, unit)) {
                process.destroyForcibly();
                throw new AssertionError("ibench did not end within " + timeout + " " + unit + ": "
                        + Files.readString(out, StandardCharsets.UTF_8)
                        + Files.readString(err, StandardCharsets.UTF_8));
            }
            Result result = new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
            Files.delete(out);
            Files.delete(err);
            return result;
        }
    }

    /**
     * @param pid    a process
     * @param signal e.g. {@code INT}, {@code STOP}
     * @return true when {@code kill} delivered it within 10 s
     */
    static boolean signal(long pid, String signal) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).start();
        return kill.waitFor(10, TimeUnit.SECONDS) && kill.exitValue() == 0;
    }

    record Result(int exitCode, String out, String err) {
        String all() {
            return out + err;
        }
    }
}
