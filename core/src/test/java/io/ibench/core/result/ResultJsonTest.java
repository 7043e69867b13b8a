package io.ibench.core.result;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResultJsonTest {
    @TempDir
    Path dir;

    @Test
    void theJsonFormatMatchesTheGoldenFileInAnyLocale() throws IOException {
        Locale saved = Locale.getDefault();
        try {
            for (Locale locale : new Locale[] {Locale.ROOT, Locale.GERMANY, new Locale("ru", "RU")}) {
                Locale.setDefault(locale);
                Golden.assertMatches("io/ibench/core/result/result-golden.json",
                        ResultJson.toJson(ResultFixtures.twoStepRun()));
            }
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void aWrittenResultReadsBackUnchangedWithItsHistograms() throws IOException {
        ResultStore store = ResultStore.create(dir, "run1");
        RunResult original = ResultFixtures.twoStepRun();
        store.write(original);
        RunResult read = ResultJson.read(store.directory());
        assertEquals(ResultJson.toJson(original), ResultJson.toJson(read));
        Histogram histogram = read.steps().get(0).measurements().operations().get("insert").serviceTime()
                .decodeHistogram();
        assertEquals(1000, histogram.getTotalCount());
        assertEquals(1100, histogram.getMaxValue(), 1);
        assertFalse(Files.exists(store.directory().resolve("result.json.tmp")), "no temporary file left behind");
    }

    @Test
    void aTakenRunFolderNameGetsASuffix() {
        ResultStore first = ResultStore.create(dir, "same");
        ResultStore second = ResultStore.create(dir, "same");
        assertEquals("same", first.runId());
        assertEquals("same-2", second.runId());
    }

    @Test
    void badResultFilesGetOneSentenceNamingTheFile() throws IOException {
        Path missing = dir.resolve("nothing.json");
        assertMessage(missing + " does not exist", missing);

        String good = ResultJson.toJson(ResultFixtures.twoStepRun());
        Path truncated = write("truncated.json", good.substring(0, good.length() / 2));
        assertTrue(message(truncated).startsWith(truncated + " is not valid JSON (line "), message(truncated));

        Path otherVersion = write("v9.json", good.replace("\"schemaVersion\" : 2", "\"schemaVersion\" : 9"));
        assertMessage(otherVersion
                + " has result schema version 9, this ibench reads version 2 and the previous version 1",
                otherVersion);

        Path array = write("array.json", "[1, 2]");
        assertMessage(array + " is not an ibench result (expected a JSON object)", array);

        Path noVersion = write("noversion.json", "{\"runId\": \"x\"}");
        assertMessage(noVersion + " is not an ibench result (no schemaVersion)", noVersion);

        assertDamage("wrongtype.json", inSteps(good, "\"seconds\" : 10.0", "\"seconds\" : \"ten\""),
                ": field steps[0].run.seconds must be a number, not the text \"ten\" (line 51, column 19)");
        assertDamage("metrictext.json", inSteps(good, "\"cpupq\" : 300.0", "\"cpupq\" : \"fast\""),
                ": field steps[0].metrics.cpupq must be a number, not the text \"fast\" (line 284, column 17)");
    }

    @Test
    void damageThatJsonAllowsIsNamedWithTheFieldAndItsLine() throws IOException {
        String good = ResultJson.toJson(ResultFixtures.twoStepRun());
        assertDamage("empty.json", "  \n", " is empty");
        assertDamage("cut.json", good.substring(0, 200), " is not valid JSON (line 7, column 31): it ends in the "
                + "middle of the JSON, as if cut short");
        assertDamage("twice.json", good + good, " is not valid JSON (line 543, column 1): more text follows the end of "
                + "the result");
        assertDamage("negativemetric.json", inSteps(good, "\"cpupq\" : 300.0", "\"cpupq\" : -1"),
                ": field steps[0].metrics.cpupq must be a number ≥ 0, not -1 (line 284, column 17)");
        assertDamage("negative.json", inSteps(good, "\"seconds\" : 10.0", "\"seconds\" : -1"),
                ": field steps[0].run.seconds must be a number ≥ 0, not -1 (line 51, column 19)");
        assertDamage("infinite.json", inSteps(good, "\"seconds\" : 10.0", "\"seconds\" : 1e400"),
                ": field steps[0].run.seconds must be a number ≥ 0, not Infinity (line 51, column 19)");
        assertDamage("nameless.json", inSteps(good, "\"name\" : \"l.i1\",", ""),
                ": field steps[0].name is missing (line 45, column 15)");
        assertDamage("null.json", inSteps(good, "\"clients\" : 2", "\"clients\" : null"),
                ": field steps[0].run.clients must be a whole number, not null (line 52, column 19)");
        assertDamage("fraction.json", inSteps(good, "\"clients\" : 2", "\"clients\" : 1.5"),
                ": field steps[0].run.clients must be a whole number, not 1.5 (line 52, column 19)");
        assertDamage("escape.json", inSteps(good, "l.i1.intervals.tsv", "../../etc/passwd"),
                ": field steps[0].measurements.intervals must be the name of a file in the run folder, not "
                        + "'../../etc/passwd' (line 200, column 21)");
        assertDamage("versiontext.json", good.replace("\"schemaVersion\" : 2", "\"schemaVersion\" : \"2\""),
                ": field schemaVersion must be a whole number, not the text \"2\" (line 2, column 21)");
    }

    @Test
    void probeChangesMayBeNegativeButNotInfinite() throws IOException {
        String good = ResultJson.toJson(ResultFixtures.twoStepRun());
        String change = "\"changes\" : {\n          \"dataWrittenBytes\" : 1500000.0";
        assertTrue(good.contains(change), "the fixture has the probe change");
        Path restart = write("restart.json", good.replace(change, change.replace("1500000.0", "-1500000.0")));
        assertEquals(-1500000.0, ResultJson.read(restart).steps().get(0).server().probes().changes()
                .get("dataWrittenBytes"),
                "a counter's change across a server restart may be negative");
        assertDamage("probe.json", good.replace(change, change.replace("1500000.0", "1e400")),
                ": field steps[0].server.probes.changes.dataWrittenBytes must be a finite number, not Infinity "
                        + "(line 214, column 32)");
    }

    /** Writes the content and checks that reading it fails with the file's path followed by {@code expected}. */
    private void assertDamage(String name, String content, String expected) throws IOException {
        Path file = write(name, content);
        assertMessage(file + expected, file);
    }

    /** Replaces the first occurrence inside the steps, not in the configuration echoed before them. */
    static String inSteps(String json, String from, String to) {
        int steps = json.indexOf("\"steps\" : [ {");
        return json.substring(0, steps) + json.substring(steps).replaceFirst(java.util.regex.Pattern.quote(from), to);
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    private static String message(Path file) {
        return assertThrows(ResultFileException.class, () -> ResultJson.read(file)).getMessage();
    }

    private static void assertMessage(String expected, Path file) {
        assertEquals(expected, message(file));
    }
}
