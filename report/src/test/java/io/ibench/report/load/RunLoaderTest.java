package io.ibench.report.load;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.report.Fixtures;
import io.ibench.report.compare.Comparison;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad result files are skipped with one sentence each; whatever is usable is kept. */
class RunLoaderTest {

    @Test
    void fixturesLoadWithTheirSeries() {
        List<LoadedRun> runs = Fixtures.runs();
        assertEquals(List.of("base", "a13s", "flush2"), runs.stream().map(LoadedRun::label).toList());
        TimeSeries l1 = runs.get(0).intervals().get("l.i1");
        assertTrue(l1.length() >= 1, "interval lines");
        assertTrue(l1.column("i_ips")[0] > 0, "inserts per second");
        assertNull(l1.column("no_such_column"));
        assertTrue(runs.get(0).probes().get("l.i1").column("historyListLength") != null, "probe series");
    }

    @Test
    void missingTruncatedAndForeignFilesAreSkippedWithOneSentenceEach(@TempDir Path dir) throws IOException {
        Path truncated = Fixtures.editedCopy("base", dir.resolve("truncated"), tree -> { });
        String json = Files.readString(truncated.resolve("result.json"));
        Files.writeString(truncated.resolve("result.json"), json.substring(0, json.length() / 2));
        Path otherVersion = Fixtures.editedCopy("base", dir.resolve("v9"), tree -> tree.put("schemaVersion", 9));
        Path notOurs = dir.resolve("package.json");
        Files.writeString(notOurs, "{\"name\": \"x\"}");

        RunLoader.Loaded loaded = RunLoader.load(List.of(dir.resolve("missing"), truncated, otherVersion, notOurs,
                Fixtures.paths().get(1)));

        assertEquals(List.of("a13s"), loaded.runs().stream().map(LoadedRun::label).toList(), "the usable run is kept");
        List<String> problems = loaded.problems();
        assertEquals(4, problems.size(), problems.toString());
        assertTrue(problems.get(0).matches(".*missing does not exist; it is left out"), problems.get(0));
        assertTrue(problems.get(1).contains("truncated/result.json is not valid JSON (line "), problems.get(1));
        assertTrue(problems.get(2).endsWith("has result schema version 9, this ibench reads version 2 and the previous "
                + "version 1; it is left out"), problems.get(2));
        assertTrue(problems.get(3).contains("package.json is not an ibench result (no schemaVersion)"),
                problems.get(3));
        problems.forEach(p -> assertFalse(p.contains("\n") || p.contains("Exception"), p));
    }

    @Test
    void missingAndCutSeriesFilesAreReportedWithTheirLineAndTheRunKept(@TempDir Path dir) throws IOException {
        Path run = Fixtures.editedCopy("base", dir.resolve("run"), tree -> { });
        Files.delete(run.resolve("qr100.intervals.tsv"));
        Path l1 = run.resolve("l.i1.intervals.tsv");
        List<String> original = Files.readAllLines(l1);
        int lines = original.size();
        int columns = original.get(0).split("\t").length;
        Files.writeString(l1, Files.readString(l1) + "12.0\t3", StandardCharsets.UTF_8);

        RunLoader.Loaded loaded = RunLoader.load(List.of(run));

        assertEquals(1, loaded.runs().size());
        assertEquals(List.of(run.resolve("qr100.intervals.tsv") + " is missing: the qr100 charts of run base "
                        + "are left out",
                l1 + " line " + (lines + 1) + " has 2 cells where the header has " + columns
                        + "; it is left out of the l.i1 charts "
                        + "of run base"), loaded.problems().stream().sorted((a, b) -> b.compareTo(a)).toList());
        assertEquals(1, loaded.runs().get(0).intervals().get("l.i1").skipped().count());
        assertFalse(loaded.runs().get(0).intervals().containsKey("qr100"));
    }

    @Test
    void profilesAreLoadedAndAMissingOrBrokenOneIsReportedWithTheRunKept(@TempDir Path dir) throws IOException {
        Path run = Fixtures.editedCopy("base", dir.resolve("run"), tree -> tree.withArray("steps").forEach(step -> {
            String name = step.get("name").asText();
            if (List.of("l.i1", "qr100", "qp1000").contains(name)) {
                ((ObjectNode) step.get("server")).putObject("profile").put("file", name + ".folded");
            }
        }));
        Files.writeString(run.resolve("l.i1.folded"), "mariadbd;do_command 3\nmariadbd;purge 1\n");
        Files.writeString(run.resolve("qp1000.folded"), "mariadbd;do_command three\n");

        RunLoader.Loaded loaded = RunLoader.load(List.of(run));

        assertEquals(1, loaded.runs().size());
        assertEquals(Map.of("mariadbd;do_command", 3L, "mariadbd;purge", 1L),
                loaded.runs().get(0).profiles().get("l.i1").counts());
        assertEquals(Set.of("l.i1"), loaded.runs().get(0).profiles().keySet());
        assertEquals(List.of(
                run.resolve("qr100.folded") + " is missing: the qr100 flame graphs of run base are left out",
                run.resolve("qp1000.folded") + " cannot be used (line 1 is not a folded stack (frames, a space and a "
                        + "sample count)): the qp1000 flame graphs of run base are left out"),
                loaded.problems());
    }

    @Test
    void seriesCellsMustBePlainNumbersWhateverTheLocale(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("x.tsv");
        Files.writeString(file, "t_sec\tv\n1.0\t1,5\n2.0\t0x1F\n3.0\t\n4.0\tNaN\n5.0\t-2.5e3\n6.0\t1e400\n7.0\t7d\n");
        TimeSeries series = TimeSeries.read(file);
        assertEquals(new TimeSeries.SkippedLines(3, 2, "has '1,5' in column v, which is not a number"),
                series.skipped());
        double[] v = series.column("v");
        assertEquals(4, v.length, "empty cells, NaN and numbers out of range are values that are missing");
        assertTrue(Double.isNaN(v[0]) && Double.isNaN(v[1]) && Double.isNaN(v[3]));
        assertEquals(-2500.0, v[2]);
    }

    @Test
    void aSeriesFileWithoutAUsableHeaderIsRefusedWithTheReason(@TempDir Path dir) throws IOException {
        assertEquals("it is empty", unusable(Files.write(dir.resolve("empty.tsv"), new byte[0])));
        assertEquals("its header, line 1, has no t_sec column",
                unusable(Files.writeString(dir.resolve("h.tsv"), "a\tb\n1\t2\n")));
        assertEquals("its header, line 1, is not UTF-8 text",
                unusable(Files.write(dir.resolve("bin.tsv"), new byte[] {(byte) 0xFF, 't', '\n'})));
        Path notUtf8Line = Files.write(dir.resolve("line.tsv"),
                new byte[] {'t', '_', 's', 'e', 'c', '\n', (byte) 0xC3, '\n'});
        assertEquals(new TimeSeries.SkippedLines(1, 2, "is not UTF-8 text"), TimeSeries.read(notUtf8Line).skipped());
    }

    private static String unusable(Path file) {
        return assertThrows(TimeSeries.UnusableException.class, () -> TimeSeries.read(file)).getMessage();
    }

    @Test
    void runsWithDifferentStepsAndAnUnfinishedRunLineUp(@TempDir Path dir) {
        Path partial = Fixtures.editedCopy("flush2", dir.resolve("partial"), tree -> {
            tree.put("status", "running");
            tree.put("label", "partial");
            var steps = tree.withArray("steps");
            while (steps.size() > 3) {
                steps.remove(steps.size() - 1);
            }
        });
        RunLoader.Loaded loaded = RunLoader.load(List.of(Fixtures.paths().get(0), partial));
        assertEquals(List.of(partial.resolve("result.json") + " says run partial did not complete (status running): "
                + "only its 3 finished steps are shown"), loaded.problems());
        Comparison comparison = Comparison.of(loaded.runs(), null);
        assertEquals(List.of("l.i0", "l.x", "l.i1", "l.i2", "cleanup", "qr100", "qp1000"), comparison.steps());
        assertEquals("-", comparison.cell(loaded.runs().get(1), comparison.columns().get(5))
                .text("measured"), "qp1000 did not run");
    }

    @Test
    void duplicateLabelsAreMadeUnique() {
        List<Path> twice = List.of(Fixtures.paths().get(0), Fixtures.paths().get(0));
        List<LoadedRun> runs = RunLoader.load(twice).runs();
        assertEquals("base", runs.get(0).label());
        assertEquals("base (" + runs.get(1).result().runId() + ")", runs.get(1).label());
    }
}
