package io.ibench.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ibench report} and {@code ibench compare} on the report module's fixture runs (three
 * real MariaDB runs in which two variants are slower than the base in l.x): exit codes, outputs
 * and the one-sentence errors.
 */
class ReportCommandsTest {
    private static final Path RUNS =
            Path.of("../report/src/test/resources/io/ibench/report/runs").toAbsolutePath().normalize();
    private static final String BASE = RUNS.resolve("base").toString();
    private static final String A13S = RUNS.resolve("a13s").toString();
    private static final String FLUSH2 = RUNS.resolve("flush2").toString();

    @Test
    void compareExitsThreeWhenAVariantIsSlowerThanTheBase() {
        CliOutput result = CliOutput.run("compare", BASE, A13S, FLUSH2);
        assertEquals(ExitCodes.GATE_FAILED, result.exitCode(), result.err());
        assertTrue(result.out().contains("a13s qp1000: 0.70 of the base, below 0.95"), result.out());
        assertEquals("", result.err());
    }

    @Test
    void runsOfThePreviousResultSchemaVersionAreComparedAndReported(@TempDir Path dir) throws IOException {
        Path v1 = RUNS.resolveSibling("runs-v1");
        String[] runs = {v1.resolve("base").toString(), v1.resolve("a13s").toString(), v1.resolve("flush2").toString()};
        CliOutput compare = CliOutput.run("compare", runs[0], runs[1], runs[2]);
        assertEquals(ExitCodes.GATE_FAILED, compare.exitCode(), compare.err());
        assertTrue(compare.out().contains("a13s l.x: 0.79 of the base, below 0.95"), compare.out());
        assertEquals("", compare.err());
        Path html = dir.resolve("report.html");
        CliOutput report = CliOutput.run("report", runs[0], runs[1], runs[2], "-o", html.toString());
        assertEquals(ExitCodes.OK, report.exitCode(), report.err());
        assertEquals("", report.err());
        assertTrue(Files.readString(html).contains("l.x: metrics"));
    }

    @Test
    void compareExitsZeroWhenNothingIsBelowTheLimit() {
        CliOutput result = CliOutput.run("compare", BASE, A13S, FLUSH2, "--fail-below", "0.5", "--format", "csv");
        assertEquals(ExitCodes.OK, result.exitCode(), result.err());
        assertTrue(result.out().startsWith("run,run_id,base,step,unit,state,value,ratio,verdict,"), result.out());
        assertEquals(1 + 3 * 6, result.out().split("\r\n").length, "a line per run and step");
    }

    @Test
    void aFolderOfRunsStandsForEveryRunInIt() {
        CliOutput result = CliOutput.run("compare", RUNS.toString(), "--base", "base", "--format", "json",
                "--fail-below", "0");
        assertEquals(ExitCodes.OK, result.exitCode(), result.err());
        assertTrue(result.out().contains("\"label\" : \"a13s\"") && result.out().contains("\"label\" : \"flush2\""),
                result.out());
    }

    @Test
    void anUnusableInputIsNamedTheRestComparedAndTheExitCodeIsTwo(@TempDir Path dir) throws IOException {
        Path broken = Files.writeString(dir.resolve("result.json"), "{\"schemaVersion\": 1, \"steps\": [");
        CliOutput result = CliOutput.run("compare", BASE, broken.toString(), FLUSH2, "--fail-below", "0");
        assertEquals(ExitCodes.USAGE, result.exitCode());
        assertTrue(result.out().contains("flush2"), "the usable runs are compared: " + result.out());
        assertTrue(result.err().startsWith("problem: " + broken + " is not valid JSON (line 1, column 32): "
                + "it ends in the middle of the JSON, as if cut short; it is left out\n"), result.err());
        assertFalse(result.err().contains("at io.") || result.err().contains("Exception"), result.err());
    }

    @Test
    void aBaseThatIsLeftOutIsNamedAfterTheProblemThatLeftItOut(@TempDir Path dir) throws IOException {
        Path broken = Files.writeString(dir.resolve("result.json"), "");
        CliOutput result = CliOutput.run("compare", A13S, broken.toString(), "--base", "base");
        assertEquals(ExitCodes.USAGE, result.exitCode());
        assertEquals("problem: " + broken + " is empty; it is left out\n"
                + "ibench compare: --base base names no run; the runs are a13s\n", result.err());
    }

    @Test
    void reportWritesOneSelfContainedFile(@TempDir Path dir) throws IOException {
        Path html = dir.resolve("report.html");
        CliOutput result = CliOutput.run("report", BASE, A13S, FLUSH2, "--base", "a13s", "-o", html.toString());
        assertEquals(ExitCodes.OK, result.exitCode(), result.err());
        assertEquals("Report: " + html + " (3 runs, base a13s)\n", result.out());
        String page = Files.readString(html);
        assertTrue(page.contains("<title>ibench: a13s vs 2 other runs</title>"), "title");
        assertTrue(page.contains("Chart.js v4"), "Chart.js inlined");
    }

    @Test
    void badOptionsGetOneSentenceAndExitTwo(@TempDir Path dir) {
        assertBad("--thresholds takes two numbers WORSE,BETTER such as 0.95,1.05 (got 'x')",
                "compare", BASE, "--thresholds", "x");
        assertBad("--thresholds 1.2,1.5: the 'worse' threshold must be above 0 and at most 1 (got 1.2)",
                "compare", BASE, "--thresholds", "1.2,1.5");
        assertBad("--format: unknown format 'xml': use text, csv, json or markdown",
                "compare", BASE, "--format", "xml");
        assertBad("--base nope names no run; the runs are base, a13s", "compare", BASE, A13S, "--base", "nope");
        assertBad("--palette: unknown palette 'pink': use blog (red/green) or reference (yellow/blue)",
                "report", BASE, "--palette", "pink", "-o", dir.resolve("r.html").toString());
        assertBad("--output " + dir + " is a folder; name the HTML file to write",
                "report", BASE, "-o", dir.toString());
        assertBad("none of the 1 result paths given holds a usable run", "report", dir.resolve("nothing").toString(),
                "-o", dir.resolve("r.html").toString());
        assertBad("a RESULT argument is empty; name run folders or result.json files", "compare", BASE, "");
        Path blocked = dir.resolve("blocked.html");
        assertTrue(dir.resolve("blocked.html.tmp").toFile().mkdir(), "the temporary file's name is taken by a folder");
        assertBad("--output " + blocked + " cannot be written (is a directory)",
                "report", BASE, "-o", blocked.toString());
        assertBad("option '--format' should be specified only once", "compare", BASE, "--format=csv", "--format=json");
    }

    private static void assertBad(String sentence, String... args) {
        CliOutput result = CliOutput.run(args);
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.err());
        assertTrue(result.err().contains("ibench " + args[0] + ": " + sentence + "\n"), result.err());
        assertFalse(result.err().contains("\tat "), "no stack trace: " + result.err());
    }
}
