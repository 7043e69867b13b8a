package io.ibench.cli.sweep;

import io.ibench.core.result.ResultJson;
import io.ibench.core.server.Folders;
import io.ibench.core.server.PrivateFiles;
import io.ibench.core.spi.RunningServer;
import io.ibench.core.spi.ServerBinaries;
import io.ibench.core.spi.ServerControl;
import io.ibench.core.spi.ServerInstance;
import io.ibench.core.spi.ServerStartException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The server of one config in a sweep. Every config's server lives in the same place, the
 * sweep's data folder ({@code server/} for its files, {@code logs/} for its logs) on the same
 * port, so that paths and ports do not show up as differences between configs in the report;
 * the data directory is fresh for each config. Closing stops the server (also from a shutdown
 * hook, on Ctrl-C), moves its logs to the config's result folder and deletes its data (or, with
 * {@code --keep-data}, moves it to {@code <data folder>/<config>}).
 */
final class SweepServer implements AutoCloseable {
    private final RunningServer server;
    private final Path root;
    private final Thread hook;

    private SweepServer(RunningServer server, Path root) {
        this.server = server;
        this.root = root;
        this.hook = new Thread(this::stopQuietly, "ibench sweep server shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /**
     * @param control      the adapter's server control
     * @param binaries     the server's programs
     * @param root         the sweep's data folder
     * @param port         the sweep's port, see {@link #port}
     * @param configText   the rendered config
     * @param startSeconds how long to wait for connections
     * @param password     the password its admin user gets ({@code --password-file}), or null for a server that
     *                     takes connections only on its socket
     * @return the started server
     * @throws ServerStartException when it does not initialise or start; one sentence and the log's tail
     */
    static SweepServer start(ServerControl control, ServerBinaries binaries, Path root, int port, String configText,
                             int startSeconds, String password) throws ServerStartException, InterruptedException {
        Folders.delete(root.resolve("server"));
        Folders.delete(root.resolve("logs"));
        PrivateFiles.folder(root.resolve("logs"));
        ServerInstance instance = new ServerInstance(root.resolve("server"), root.resolve("logs"), port, configText,
                startSeconds);
        control.initialize(binaries, instance, password);
        return new SweepServer(control.start(binaries, instance, password), root);
    }

    /**
     * @param before the port used so far, or 0
     * @return that port when it is still free, else a free one
     */
    static int port(int before) {
        if (before > 0) {
            try (ServerSocket socket = new ServerSocket(before)) {
                return before;
            } catch (IOException e) {
                // taken meanwhile: choose another
            }
        }
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free TCP port: " + e.getMessage(), e);
        }
    }

    /**
     * Moves the logs of the last server started in {@code root} into the config's folder, without the password
     * ({@link ScrubbedCopy}), and deletes or keeps its data.
     *
     * @param root     the sweep's data folder
     * @param target   the config's folder for server files, e.g. {@code <sweep>/<config>/server}
     * @param keepData whether to keep the data directory, as {@code <root>/<config>}
     * @param config   the config's name
     * @param password the servers' admin password, or null
     */
    static void putAway(Path root, Path target, boolean keepData, String config, String password) {
        try {
            Files.createDirectories(target);
            Path logs = root.resolve("logs");
            if (Files.isDirectory(logs)) {
                try (var files = Files.list(logs)) {
                    for (Path f : (Iterable<Path>) files::iterator) {
                        ScrubbedCopy.copy(f, target.resolve(f.getFileName()), password);
                        Files.delete(f);
                    }
                }
            }
            Path server = root.resolve("server");
            if (keepData && Files.exists(server)) {
                Folders.delete(root.resolve(config));
                Files.move(server, root.resolve(config));
            }
            Folders.delete(server);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot move the server's files to " + target + ": " + e.getMessage(), e);
        }
    }

    /**
     * Copies what explains a run into its folder's {@code server/}: the server's config file, its
     * logs (error log, initialisation log) and, when the server wrote one, its slow log
     * ({@code slow_query_log_file} or MariaDB's {@code log_slow_query_file}, relative to the data
     * directory unless absolute), each without the password and mode 0600 ({@link ScrubbedCopy}). Call before
     * {@link #putAway}, which removes the data directory.
     *
     * @param root      the sweep's data folder, which holds the server's {@code server/data} and {@code logs}
     * @param config    the server's config file
     * @param runFolder the run's folder
     * @param password  the servers' admin password, or null
     * @return one line per file that could not be copied; empty when all were
     */
    static List<String> copyIntoRun(Path root, Path config, Path runFolder, String password) {
        List<Path> files = new ArrayList<>();
        files.add(config);
        try (var logs = Files.list(root.resolve("logs"))) {
            logs.forEach(files::add);
        } catch (IOException e) {
            // no logs folder: nothing to copy from it
        }
        Path data = root.resolve("server/data");
        Map<String, String> variables = serverVariables(runFolder);
        for (String name : List.of("slow_query_log_file", "log_slow_query_file")) {
            String file = variables == null ? null : variables.get(name);
            if (file != null && !file.isBlank() && Files.isRegularFile(data.resolve(file))) {
                files.add(data.resolve(file));
                break;
            }
        }
        List<String> problems = new ArrayList<>();
        Path target = runFolder.resolve("server");
        for (Path file : files) {
            try {
                Files.createDirectories(target);
                ScrubbedCopy.copy(file, target.resolve(file.getFileName()), password);
            } catch (IOException e) {
                problems.add("cannot copy " + file + " into " + target + ": " + e.getMessage());
            }
        }
        return problems;
    }

    private static Map<String, String> serverVariables(Path runFolder) {
        try {
            return ResultJson.read(runFolder).server().variables();
        } catch (RuntimeException e) {
            return Map.of();
        }
    }

    /** @return the running server */
    RunningServer server() {
        return server;
    }

    /**
     * @return true when the server stopped cleanly
     * @throws InterruptedException when interrupted while waiting
     */
    boolean stop() throws InterruptedException {
        return server.stop();
    }

    @Override
    public void close() {
        stopQuietly();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook runs, and stopping twice is harmless
        }
    }

    private synchronized void stopQuietly() {
        try {
            server.stop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
