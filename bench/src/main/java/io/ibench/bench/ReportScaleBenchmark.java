package io.ibench.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.result.ResultStore;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Thresholds;
import io.ibench.report.html.HtmlReport;
import io.ibench.report.html.Palette;
import io.ibench.report.load.RunLoader;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The report at the size of a published campaign: {@code RUNS} runs (default 30) made from one real
 * run folder, each step's interval series stretched to {@code SECONDS} one-second lines (default 3,600)
 * and its probe series to one line per 5 s, by repeating the real lines in order with their time
 * advanced, every run's rates scaled by its own factor (0.9–1.1) so that no two runs draw alike.
 * Then it writes the HTML report of all runs as {@code ibench report} does and prints the report's
 * size, the time to load the runs and to write it, and the heap's peak (run it with {@code -Xmx1g}).
 * {@code bench/report-scale.sh} runs it a few times and opens each report in headless Chromium.
 *
 * <p>Usage: {@code ReportScaleBenchmark RUN_DIR WORK_DIR [RUNS] [SECONDS]}; the campaign is built in
 * {@code WORK_DIR/runs} once and reused, the report is {@code WORK_DIR/report.html}.
 */
public final class ReportScaleBenchmark {
    private static final int PROBE_SECONDS = 5;
    private static final List<String> NOT_SCALED = List.of("i_sec", "t_sec");

    private ReportScaleBenchmark() {
    }

    /**
     * @param args run folder, work folder, runs, seconds per step
     * @throws IOException when a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        Path run = Path.of(args[0]);
        Path work = Path.of(args[1]);
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        int seconds = args.length > 3 ? Integer.parseInt(args[3]) : 3600;
        Path campaign = work.resolve("runs");
        List<Path> folders = new ArrayList<>();
        for (int i = 1; i <= runs; i++) {
            folders.add(campaign.resolve(String.format(Locale.ROOT, "run%02d", i)));
        }
        if (!Files.isDirectory(campaign)) {
            for (int i = 0; i < runs; i++) {
                stretch(run, folders.get(i), i, 0.9 + 0.2 * i / Math.max(1, runs - 1), seconds);
            }
        }
        System.gc();
        long start = System.nanoTime();
        RunLoader.Loaded loaded = RunLoader.load(folders);
        long loadedAt = System.nanoTime();
        String html = new HtmlReport(Thresholds.DEFAULT, Palette.BLOG)
                .render(Comparison.of(loaded.runs(), null), loaded.problems(), "2026-11-27T00:00:00Z");
        Path report = work.resolve("report.html");
        ResultStore.writeAtomically(report, html);
        long end = System.nanoTime();
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        System.out.printf(Locale.ROOT, "runs=%d steps=%d seconds=%d problems=%d html_bytes=%d load_s=%.2f "
                        + "write_s=%.2f total_s=%.2f heap_peak_mb=%d max_heap_mb=%d%n", runs,
                loaded.runs().get(0).result().steps().size(), seconds, loaded.problems().size(), Files.size(report),
                (loadedAt - start) / 1e9, (end - loadedAt) / 1e9, (end - start) / 1e9, peak >> 20,
                Runtime.getRuntime().maxMemory() >> 20);
    }

    /** Copies a run folder with every series stretched to {@code seconds}, its label and rates its own. */
    private static void stretch(Path from, Path to, int index, double factor, int seconds) throws IOException {
        Files.createDirectories(to);
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode result = (ObjectNode) mapper.readTree(from.resolve("result.json").toFile());
        String label = to.getFileName().toString();
        result.put("label", label);
        result.put("runId", result.get("runId").asText() + "-" + label);
        mapper.writeValue(to.resolve("result.json").toFile(), result);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                if (name.endsWith(".intervals.tsv")) {
                    stretchTsv(file, to.resolve(name), seconds, 1, factor, index);
                } else if (name.endsWith(".probes.tsv")) {
                    stretchTsv(file, to.resolve(name), seconds / PROBE_SECONDS, PROBE_SECONDS, factor, index);
                } else if (name.endsWith(".hlog") || name.endsWith(".folded")) {
                    Files.copy(file, to.resolve(name));
                }
            }
        }
    }

    /**
     * Writes {@code lines} lines after the header: the real lines repeated in order (starting at an offset of
     * the run's own), time columns advanced by {@code step} seconds per line, the others scaled by {@code factor}.
     */
    private static void stretchTsv(Path from, Path to, int lines, int step, double factor, int offset)
            throws IOException {
        List<String> real = Files.readAllLines(from, StandardCharsets.UTF_8);
        String[] header = real.get(0).split("\t", -1);
        List<String[]> rows = real.stream().skip(1).filter(l -> !l.isBlank()).map(l -> l.split("\t", -1)).toList();
        StringBuilder out = new StringBuilder(real.get(0)).append('\n');
        for (int i = 0; i < lines && !rows.isEmpty(); i++) {
            String[] row = rows.get((i + offset) % rows.size());
            for (int c = 0; c < header.length; c++) {
                if (c > 0) {
                    out.append('\t');
                }
                String h = header[c];
                if (h.equals("t_sec")) {
                    out.append((i + 1) * step).append(".0");
                } else if (h.equals("i_sec")) {
                    out.append(step).append(".0");
                } else if (NOT_SCALED.contains(h) || c >= row.length) {
                    out.append(c < row.length ? row[c] : "");
                } else {
                    out.append(scaled(row[c], factor));
                }
            }
            out.append('\n');
        }
        Files.writeString(to, out, StandardCharsets.UTF_8);
    }

    private static String scaled(String value, double factor) {
        try {
            double v = Double.parseDouble(value);
            return value.contains(".") ? String.format(Locale.ROOT, "%.1f", v * factor)
                    : Long.toString(Math.round(v * factor));
        } catch (NumberFormatException e) {
            return value;
        }
    }
}
