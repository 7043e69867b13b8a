package io.ibench.e2e;

import io.ibench.core.result.IntervalTsv;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

    /** @return the named step of a run */
    static StepResult step(RunResult run, String name) {
        return run.steps().stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no step " + name + " in " + run.runId()));
    }
}
