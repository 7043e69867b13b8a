package io.ibench.report;

import io.ibench.core.host.HostRates;
import io.ibench.core.metrics.MetricColumns;
import io.ibench.core.metrics.MetricDocsTable;
import io.ibench.core.metrics.StepMeasures;
import io.ibench.core.metrics.StepMetricsCalculator;
import io.ibench.core.plan.StepKind;
import io.ibench.core.result.HostSummary;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepMetrics;
import io.ibench.core.result.StepRates;
import io.ibench.core.result.StepResult;
import io.ibench.report.compare.Attribution;
import io.ibench.report.compare.Attributions;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Thresholds;
import io.ibench.report.html.HtmlReport;
import io.ibench.report.html.Palette;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.load.RunLoader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A metric column added by one class and its {@code META-INF/services} registration, and no other edit
 * (docs/architecture.md, "A metric"): the result records it, the terminal and HTML tables show it with its
 * decimals and tooltip, the attribution weighs it, and the docs table lists it. The registration sits in a
 * folder of its own that only this test puts on the context class loader, so the other tests and their
 * golden files see the built-in columns alone.
 */
class AddedMetricTest {
    private static final String KEY = WrittenKBPerOperation.KEY;
    private ClassLoader saved;

    @BeforeEach
    void registerTheTestMetric() {
        assertFalse(MetricColumns.keys().contains(KEY), "without the registration the column is unknown");
        saved = Thread.currentThread().getContextClassLoader();
        URL registration = AddedMetricTest.class.getResource("/added-metric/");
        Thread.currentThread().setContextClassLoader(new URLClassLoader(new URL[] {registration}, saved));
    }

    @AfterEach
    void restore() {
        Thread.currentThread().setContextClassLoader(saved);
    }

    @Test
    void theResultRecordsItAfterTheBuiltInColumns(@TempDir Path dir) throws IOException {
        HostRates host = new HostRates(10, 40, 10, 45, 5, 20_000, 100, 4096, 400, 8192, 1000, 0.8, 2048.0, 100.0,
                8000.0, 0.2, 40);
        StepMetrics metrics = StepMetricsCalculator.compute(new StepMeasures(StepKind.READ_WRITE,
                new StepRates(200, 0, 5_000, null), 50_000, new HostSummary("disk", 8, host, null, null), null, null,
                null, Collections.nCopies(10, 5_000.0), 1));
        assertEquals(8192 / 5_000.0, metrics.get(KEY), 1e-12, "write KB/s per query");
        List<String> keys = List.copyOf(metrics.columns().keySet());
        assertEquals(KEY, keys.get(keys.size() - 1), "discovered columns follow the built-in ones");

        RunResult base = Fixtures.runs().get(0).result();
        StepResult s = base.steps().get(0);
        RunResult run = base.withStep(new StepResult("l.i9", s.kind(), s.status(), s.run(), s.rates(),
                s.measurements(), s.server(), metrics, s.outcome()));
        String json = ResultJson.toJson(run);
        assertTrue(json.contains("\"p99\" : 5000.0,\n      \"" + KEY + "\" : 1.6384,\n      \"stability\""), json);
        Path file = Files.writeString(dir.resolve("result.json"), json);
        assertEquals(1.6384, ResultJson.read(file).steps().get(run.steps().size() - 1).metrics().get(KEY),
                "it reads back");
    }

    @Test
    void theTablesShowItAndTheAttributionWeighsIt(@TempDir Path dir) {
        List<Path> folders = new ArrayList<>();
        for (String name : List.of("base", "a13s")) {
            double value = name.equals("base") ? 1 : 10;
            folders.add(Fixtures.editedCopy(name, dir.resolve(name), tree -> tree.withArray("steps")
                    .forEach(step -> step.withObject("metrics").put(KEY, value))));
        }
        List<LoadedRun> runs = RunLoader.load(folders).runs();
        Comparison comparison = Comparison.of(runs, null);

        String text = StepMetricsTable.render(runs.get(1).result());
        assertTrue(text.lines().findFirst().orElseThrow().endsWith("cgap  " + KEY), text);
        assertTrue(text.contains("10.00"), "two decimals: " + text);

        String html = new HtmlReport(Thresholds.DEFAULT, Palette.BLOG).render(comparison, List.of(), "now");
        assertTrue(html.contains("<th scope=\"col\">cgap</th><th scope=\"col\">" + KEY + "</th>"),
                "the per-step table's heading, after the built-in columns");
        assertTrue(html.contains("title=\"" + WrittenKBPerOperation.TITLE + "\">1.00</td>"), "base, with tooltip");
        assertTrue(html.contains("rpq, rkbpq, wpi, wkbpi, cspq, cpupq, maxop, ccpupq, " + KEY + ", and the purge lag"),
                "the attribution's candidates");

        List<Attribution> attributions = Attributions.of(comparison, Thresholds.DEFAULT, List.of());
        assertFalse(attributions.isEmpty(), "a13s's throughput differs from the base's");
        attributions.forEach(a -> assertEquals(KEY, a.moves().get(0).measure(), "×10 moved most: " + a));
    }

    @Test
    void theDocsTableListsIt() {
        assertTrue(MetricDocsTable.markdown(MetricColumns.all())
                .endsWith("| `" + KEY + "` | KB written per operation: write KB/s / rate | KB per op |\n"));
    }
}
