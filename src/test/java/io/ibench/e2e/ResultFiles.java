package io.ibench.e2e;

import io.ibench.core.result.IntervalTsv;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepDumps;
import io.ibench.core.result.StepResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Finds and reads the runs a test produced. */
final class ResultFiles {
    private ResultFiles() {
    }

    /** @return the only run folder under {@code results} */
    static Path onlyRun(Path results) throws IOException {
        try (Stream<Path> runs = Files.list(results)) {
            List<Path> all = runs.filter(Files::isDirectory).toList();
            assertEquals(1, all.size(), "run folders in " + results + ": " + all);
            return all.get(0);
        }
    }

    /**
     * @param folder a folder that holds one run beside other folders, e.g. a sweep's config or repetition folder
     *     (beside its {@code server/})
     * @return the folder below it that holds a result.json
     */
    static Path runIn(Path folder) throws IOException {
        try (Stream<Path> runs = Files.list(folder)) {
            return runs.filter(p -> Files.exists(p.resolve("result.json"))).findFirst()
                    .orElseThrow(() -> new AssertionError("no run in " + folder));
        }
    }

    /** @return the result of the only run under {@code results} */
    static RunResult read(Path results) throws IOException {
        return ResultJson.read(onlyRun(results));
    }

    /**
     * @return the named column of the last interval line of a step of the only run under {@code results}
     *     ({@code -} when the value was not measured)
     */
    static String lastInterval(Path results, String step, String column) throws IOException {
        List<String> lines = Files.readAllLines(onlyRun(results).resolve(step + ".intervals.tsv"));
        return lines.get(lines.size() - 1).split("\t")[IntervalTsv.COLUMNS.indexOf(column)];
    }

    /**
     * Asserts that a step's dumps are in the run folder: every file its result lists, the named
     * ones among them, and the size of {@code pi1}.
     */
    static void assertDumps(Path results, StepResult step, String... files) throws IOException {
        StepDumps dumps = step.server().dumps();
        assertNotNull(dumps, step.name() + " has dumps");
        Path folder = onlyRun(results).resolve(dumps.folder());
        for (String file : dumps.files()) {
            assertTrue(Files.size(folder.resolve(file)) > 0, step.name() + ": " + file);
        }
        assertTrue(dumps.files().containsAll(List.of(files)), step.name() + ": " + dumps.files()
                + "; skipped " + dumps.skipped());
        assertTrue(dumps.sizes().get("pi1.total") > 0, step.name() + ": " + dumps.sizes());
        assertTrue(Files.readString(onlyRun(results).resolve("dumps/os.tsv")).contains("thp.enabled\t"),
                "the OS settings");
    }

    /** @return the named step of a run */
    static StepResult step(RunResult run, String name) {
        return run.steps().stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no step " + name + " in " + run.runId()));
    }
}
