package io.ibench.core.server;

import io.ibench.core.config.ConfigException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** Finds a server's programs under a base directory and asks them for their version. */
public final class Programs {
    private Programs() {
    }

    /**
     * @param basedir a base directory
     * @param folders sub-folders to look in, in order; {@code ""} is the base directory itself
     * @param names   program names, in order of preference
     * @return the first executable found
     */
    public static Optional<Path> find(Path basedir, List<String> folders, List<String> names) {
        for (String name : names) {
            for (String folder : folders) {
                Path candidate = basedir.resolve(folder).resolve(name);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * @param command a program that prints its version, e.g. {@code mariadbd --version}
     * @return what it printed
     * @throws ConfigException when it does not run, fails or takes more than 30 s, naming --basedir
     */
    public static String output(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            byte[] bytes = process.getInputStream().readAllBytes();
            if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
                process.destroyForcibly();
                throw new ConfigException("--basedir: " + String.join(" ", command) + " failed: "
                        + new String(bytes, StandardCharsets.UTF_8).strip());
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ConfigException("--basedir: cannot run " + command.get(0) + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ConfigException("--basedir: interrupted while asking " + command.get(0) + " for its version");
        }
    }

    /**
     * Writes a server's configuration file into its folder.
     *
     * @param file the file
     * @param text its text
     */
    public static void writeConfig(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
