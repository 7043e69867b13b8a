package io.ibench.report.html;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.result.Golden;
import io.ibench.report.Fixtures;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Thresholds;
import io.ibench.report.load.RunLoader;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The report's percentile tables from the runs' interval logs ({@code .hlog}), written here from known values:
 * l.i1's insert service times are 1000 to 2999 µs (two intervals of 1000 values) times a run's factor. Golden files:
 * {@code latency-hlog-golden.html}, {@code latency-repeated-golden.html}, and for runs without logs the table in
 * {@code report-golden.html}.
 */
class IntervalLogPercentilesTest {
    private static final String STEP = "l.i1";
    private static final String TABLE = "<h3 id=\"step-3-insert-latency-caption\">";

    /** Copies a fixture run, optionally relabelled as a repetition, and writes its l.i1.hlog scaled by factor. */
    private static Path run(Path dir, String fixture, String name, String label, int repetition, double factor)
            throws IOException {
        Path folder = Fixtures.editedCopy(fixture, dir.resolve(name), tree -> relabel(tree, label, repetition));
        if (factor > 0) {
            writeLog(folder.resolve(STEP + ".hlog"), factor);
        }
        return folder;
    }

    private static void relabel(ObjectNode tree, String label, int repetition) {
        if (label != null) {
            tree.put("label", label);
            tree.put("runId", "20261125-1200" + repetition + "-" + label);
            tree.putObject("repetition").put("index", repetition).put("of", 3);
        }
    }

    private static void writeLog(Path file, double factor) throws IOException {
        try (PrintStream out = new PrintStream(file.toFile(), StandardCharsets.US_ASCII)) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputLogFormatVersion();
            writer.outputStartTime(1_764_072_000_000L);
            writer.setBaseTime(1_764_072_000_000L);
            writer.outputLegend();
            for (int interval = 0; interval < 2; interval++) {
                Histogram h = new Histogram(3);
                for (int v = 1000; v < 2000; v++) {
                    h.recordValue(Math.round((v + 1000 * interval) * factor));
                }
                h.setTag("insert.service");
                writer.outputIntervalHistogram(interval, interval + 1.0, h, 1000.0);
            }
        }
    }

    private static String table(List<Path> paths, List<String> problems) {
        RunLoader.Loaded loaded = RunLoader.load(paths);
        problems.addAll(loaded.problems());
        String html = new HtmlReport(Thresholds.DEFAULT, Palette.BLOG, "").render(
                Comparison.of(loaded.runs(), null), loaded.problems(), "2026-11-25T12:00:00Z");
        int start = html.indexOf(TABLE);
        assertTrue(start > 0, "l.i1's insert latency table is there");
        return html.substring(start, html.indexOf("</p>", start) + 4) + "\n";
    }

    @Test
    void singleRunsTakeTheirPercentilesFromTheSummedIntervalLogs(@TempDir Path dir) throws IOException {
        List<String> problems = new ArrayList<>();
        String table = table(List.of(run(dir, "base", "base", null, 0, 1.0),
                run(dir, "a13s", "a13s", null, 0, 2.0)), problems);
        assertEquals(List.of(), problems);
        // 2000 values 1000..2999: p50 1999, p90 2799, max 2999 (HdrHistogram's equivalent values)
        assertTrue(table.contains("<th>base</th><td>service</td><td class=\"num\">2000</td>"), table);
        Golden.assertMatches("io/ibench/report/latency-hlog-golden.html", table);
    }

    @Test
    void repetitionsShowTheMeanWithItsIntervalPerLabel(@TempDir Path dir) throws IOException {
        List<Path> paths = new ArrayList<>();
        for (int r = 1; r <= 3; r++) {
            paths.add(run(dir, "base", "A" + r, "A", r, 1.0 + 0.1 * (r - 1)));
            paths.add(run(dir, "base", "B" + r, "B", r, 2.0 + 0.1 * (r - 1)));
        }
        String table = table(paths, new ArrayList<>());
        // A's p50s: about 1999, 2199, 2399: mean 2199, s 200, t(2) 4.303 × 200 / √3 = 497
        assertTrue(table.contains("<th>A</th><td>service</td><td class=\"num\" title=\"repetitions with "
                + "statements\">3</td>"), table);
        Golden.assertMatches("io/ibench/report/latency-repeated-golden.html", table);
    }

    /** The fixtures have no .hlog: their table is the one in the whole report's golden file. */
    @Test
    void aRunWithoutIntervalLogKeepsResultJsonAndSaysSo() throws Exception {
        String table = table(Fixtures.paths(), new ArrayList<>());
        assertTrue(table.contains("Distributions of every run from result.json: this run has no .hlog."), table);
        String golden = Files.readString(Path.of(getClass().getResource("/io/ibench/report/report-golden.html")
                .toURI()), StandardCharsets.UTF_8);
        int start = golden.indexOf(TABLE);
        assertEquals(golden.substring(start, golden.indexOf("</p>", start) + 4) + "\n", table);
    }

    @Test
    void aDamagedIntervalLogFallsBackWithOneSentence(@TempDir Path dir) throws IOException {
        Path folder = run(dir, "base", "base", null, 0, 0);
        Files.writeString(folder.resolve(STEP + ".hlog"), "#[StartTime: 1764072000.000 (seconds since epoch)]\n"
                + "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n"
                + "Tag=insert.service,0.000,1.000,2.000,HISTFAAAAnotbase64!!\n");
        List<String> problems = new ArrayList<>();
        String table = table(List.of(folder), problems);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith(folder.resolve(STEP + ".hlog") + " is not a readable interval log"),
                problems.get(0));
        assertTrue(table.contains("<td class=\"num\">1963</td>"), "result.json's p50: " + table);
        assertTrue(table.contains("every run from result.json: its .hlog cannot be used (see the problems)"), table);
    }
}
