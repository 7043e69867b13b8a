package io.ibench.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.load.RunLoader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Three real runs against MariaDB 10.11 (2 clients, 20k rows per table, 4-second read-write
 * steps), kept as test resources: {@code base} with the server's defaults, {@code a13s} with
 * {@code innodb_max_purge_lag=1000, innodb_max_purge_lag_delay=100000}, {@code flush2} with
 * {@code innodb_flush_log_at_trx_commit=2}, written by {@code bench/regenerate-report-fixtures.sh}.
 * Tests that need other content edit a copy. {@code runs-v1} holds three older runs of the same
 * variants as result schema version 1 wrote them (flat steps, no {@code problems} or {@code errors}).
 */
public final class Fixtures {
    /** The run folders' names, in report order. */
    public static final List<String> RUNS = List.of("base", "a13s", "flush2");

    private Fixtures() {
    }

    /** @return the folder that holds the fixture run folders */
    public static Path folder() {
        return resource("runs");
    }

    /** @return the fixture run folders of result schema version 1, in report order */
    public static List<Path> previousVersionPaths() {
        return RUNS.stream().map(resource("runs-v1")::resolve).toList();
    }

    private static Path resource(String name) {
        try {
            return Path.of(Fixtures.class.getResource("/io/ibench/report/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** @return the fixture run folders, in report order */
    public static List<Path> paths() {
        return RUNS.stream().map(folder()::resolve).toList();
    }

    /** @return the fixture runs, loaded */
    public static List<LoadedRun> runs() {
        RunLoader.Loaded loaded = RunLoader.load(paths());
        if (!loaded.problems().isEmpty()) {
            throw new IllegalStateException("fixtures have problems: " + loaded.problems());
        }
        return loaded.runs();
    }

    /**
     * Copies a fixture run folder and edits its result.
     *
     * @param run    a name from {@link #RUNS}
     * @param target the new run folder
     * @param edit   changes to the result's JSON tree
     * @return the new run folder
     */
    public static Path editedCopy(String run, Path target, Consumer<ObjectNode> edit) {
        try {
            Files.createDirectories(target);
            try (Stream<Path> files = Files.list(folder().resolve(run))) {
                for (Path file : files.toList()) {
                    Files.copy(file, target.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                }
            }
            ObjectMapper mapper = new ObjectMapper();
            Path json = target.resolve("result.json");
            ObjectNode tree = (ObjectNode) mapper.readTree(json.toFile());
            edit.accept(tree);
            mapper.writerWithDefaultPrettyPrinter().writeValue(json.toFile(), tree);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
