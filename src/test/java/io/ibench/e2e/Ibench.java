package io.ibench.e2e;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs the assembled tool, {@code cli/target/ibench.jar}, as a user would: a separate JVM. */
final class Ibench {
    static final Path ROOT = Path.of(System.getProperty("ibench.root", "../..")).toAbsolutePath().normalize();
    static final Path JAR = Path.of(System.getProperty("ibench.jar", ROOT + "/cli/target/ibench.jar")).toAbsolutePath().normalize();

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
    static Result run(Path workDir, Map<String, String> environment, String... args) throws IOException, InterruptedException {
        assertTrue(Files.exists(JAR), JAR + " is missing: build with ./mvnw package first");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", JAR.toString()));
        command.addAll(List.of(args));
        return exec(workDir, environment, command);
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

    record Result(int exitCode, String out, String err) {
        String all() {
            return out + err;
        }
    }
}
