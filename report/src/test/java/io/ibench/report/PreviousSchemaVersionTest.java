package io.ibench.report;

import io.ibench.core.result.Golden;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.report.compare.CompareFormat;
import io.ibench.report.compare.CompareReport;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Thresholds;
import io.ibench.report.html.HtmlReport;
import io.ibench.report.html.Palette;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.load.RunLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Runs written by result schema version 1 ({@code runs-v1}: flat steps, before {@code problems} and
 * {@code errors}) still load in {@code ibench compare} and {@code ibench report}: compare shows what it
 * showed for them before (the golden files of that version, kept in {@code v1/}), and every table is
 * the same as for the same runs written in this version's shape.
 */
class PreviousSchemaVersionTest {
    private static final List<String> FORMATS = List.of("text", "csv", "json", "markdown");

    @TempDir
    Path dir;

    @Test
    void compareShowsTheVersion1RunsAsBefore() throws IOException {
        CompareReport report = compare(load(Fixtures.previousVersionPaths()));
        for (String format : FORMATS) {
            String extension = format.equals("markdown") ? "md" : format.equals("text") ? "txt" : format;
            Golden.assertMatches("io/ibench/report/v1/compare-golden." + extension, CompareFormat.named(format)
                    .render(report));
        }
    }

    @Test
    void everyTableOfAVersion1RunEqualsThatOfTheSameRunInThisVersion() throws IOException {
        List<LoadedRun> flat = load(Fixtures.previousVersionPaths());
        List<LoadedRun> grouped = load(rewritten(Fixtures.previousVersionPaths()));
        for (String format : FORMATS) {
            assertEquals(CompareFormat.named(format).render(compare(grouped)),
                    CompareFormat.named(format).render(compare(flat)), format);
        }
        assertEquals(html(grouped), html(flat));
        for (int i = 0; i < flat.size(); i++) {
            RunResult before = flat.get(i).result();
            RunResult after = grouped.get(i).result();
            assertEquals(StepSummaryTable.render(after), StepSummaryTable.render(before));
            assertEquals(StepMetricsTable.render(after), StepMetricsTable.render(before));
            assertEquals(StepHealthTable.render(after), StepHealthTable.render(before));
        }
    }

    private static List<LoadedRun> load(List<Path> runs) {
        RunLoader.Loaded loaded = RunLoader.load(runs);
        assertEquals(List.of(), loaded.problems());
        return loaded.runs();
    }

    private static CompareReport compare(List<LoadedRun> runs) {
        return CompareReport.of(Comparison.of(runs, null), Thresholds.DEFAULT, 0.95, List.of());
    }

    /** @return the report, each run folder's address (its full series are linked) replaced by the run's label */
    private static String html(List<LoadedRun> runs) {
        String html = new HtmlReport(Thresholds.DEFAULT, Palette.BLOG).render(Comparison.of(runs, null), List.of(),
                "2026-11-21T12:00:00Z");
        for (LoadedRun run : runs) {
            html = html.replace(run.folder().toUri().toString(), "run-folder-of-" + run.label() + "/");
        }
        return html;
    }

    /** @return copies of the run folders with result.json read and written again, in this version's shape */
    private List<Path> rewritten(List<Path> runs) throws IOException {
        List<Path> copies = new ArrayList<>();
        for (Path run : runs) {
            Path copy = Files.createDirectories(dir.resolve(run.getFileName()));
            try (Stream<Path> files = Files.list(run)) {
                for (Path file : files.toList()) {
                    Files.copy(file, copy.resolve(file.getFileName()));
                }
            }
            Path json = copy.resolve(ResultJson.FILE_NAME);
            Files.writeString(json, ResultJson.toJson(ResultJson.read(json)).replace("\"schemaVersion\" : 1",
                    "\"schemaVersion\" : " + RunResult.SCHEMA_VERSION));
            copies.add(copy);
        }
        return copies;
    }
}
