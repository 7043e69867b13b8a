package io.ibench.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.result.StepResult;
import io.ibench.report.Fixtures;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Thresholds;
import io.ibench.report.load.RunLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.Pdf;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.print.PrintOptions;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Opens a generated report in headless Chromium (Debian's {@code chromium} and
 * {@code chromium-driver}, which {@code .ci/run} installs): no console errors, every chart drawn,
 * each step's host charts with data, the attribution of worse cells,
 * the summary's colours as computed by the browser, no page-wide horizontal scrolling on a phone,
 * and a PDF when printed. The summary's screenshot is kept in {@code target/browser/summary.png}.
 * Skips with a message when Chromium is not installed.
 */
class ReportInChromiumTest {
    private static final String RED = "rgba(255, 154, 154, 1)";
    private static final String GREEN = "rgba(129, 255, 166, 1)";
    private static final String GREY = "rgba(215, 215, 215, 1)";
    private static final Path OUT = Path.of("target/browser");
    private static final String QR100 = "qr100";
    private static final String NO_PERF = "perf is not installed (on Debian: apt-get install linux-perf)";

    private static HeadlessChromium chromium;
    private static ChromeDriver browser;

    @BeforeAll
    static void openTheReport() throws IOException {
        HeadlessChromium.assumeInstalled();
        Files.createDirectories(OUT);
        double fastest = Fixtures.runs().stream().flatMap(run -> run.step("qp1000").stream())
                .mapToDouble(StepResult::headlineRate).max().orElseThrow();
        Path slaMissed = Fixtures.editedCopy("flush2", OUT.resolve("runs/sla-missed"), tree -> {
            // markup in every text field but the label and the step names, which the other checks select by
            HostileFields.inject(tree);
            tree.put("label", "flush2-sla-missed");
            tree.withArray("steps").forEach(step -> ((ObjectNode) step)
                    .put("name", step.get("name").asText().replaceAll("<x-\\d+>$", "")));
            tree.withArray("steps").forEach(step -> {
                if ("qp1000".equals(step.get("name").asText())) {
                    // fast queries because the writers fell behind: the case the grey cells exist for
                    ((com.fasterxml.jackson.databind.node.ObjectNode) step.get("rates")).put("queriesPerSecond",
                            fastest);
                    ((com.fasterxml.jackson.databind.node.ObjectNode) step.get("measurements").get("sla"))
                            .put("passed", false).put("achievedInsertsPerSecond", 1500.0);
                    ((ObjectNode) step.get("server")).putObject("profile").put("problem", NO_PERF);
                }
            });
        });
        List<Path> runs = new ArrayList<>(Fixtures.paths());
        runs.set(0, profiled("base", "pfs-off.folded"));
        runs.set(1, profiled("a13s", "pfs-on.folded"));
        runs.add(slaMissed);
        String html = new HtmlReport(Thresholds.DEFAULT, Palette.BLOG)
                .render(Comparison.of(RunLoader.load(runs).runs(), null), List.of(HostileFields.TAG + "problem>"),
                        "2026-11-21T12:00:00Z");
        Path report = OUT.resolve("report.html");
        Files.writeString(report, html);

        chromium = HeadlessChromium.open(report);
        browser = chromium.browser();
    }

    /**
     * @param run    a fixture run
     * @param folded a real profile of a MariaDB sweep's qr100 (test resource), given to the run's qr100
     * @return a copy of the run with that profile
     */
    private static Path profiled(String run, String folded) throws IOException {
        Path copy = Fixtures.editedCopy(run, OUT.resolve("runs/" + run), tree -> tree.withArray("steps")
                .forEach(step -> {
                    if (QR100.equals(step.get("name").asText())) {
                        ((ObjectNode) step.get("server")).putObject("profile").put("file", QR100 + ".folded")
                                .put("event", "cpu-clock").put("frequencyHz", 499).put("windowSeconds", 5.0)
                                .put("samples", 1).putArray("pids").add(1234);
                    }
                }));
        try (InputStream in = ReportInChromiumTest.class.getResourceAsStream("/io/ibench/report/profile/" + folded)) {
            Files.copy(in, copy.resolve(QR100 + ".folded"), StandardCopyOption.REPLACE_EXISTING);
        }
        return copy;
    }

    @AfterAll
    static void close() {
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void theConsoleHasNoErrorsAndEveryChartIsDrawn() {
        List<LogEntry> errors = chromium.consoleProblems();
        assertTrue(errors.isEmpty(), "console: " + errors);
        int canvases = browser.findElements(By.cssSelector("canvas[data-series]")).size();
        assertTrue(canvases > 10, "charts in the page: " + canvases);
        WebElement html = browser.findElement(By.tagName("html"));
        assertEquals(String.valueOf(canvases), html.getDomAttribute("data-charts-drawn"));
        assertTrue(Double.parseDouble(html.getDomAttribute("data-charts-in-view-ms"))
                <= Double.parseDouble(html.getDomAttribute("data-charts-drawn-ms")), "the first view is marked first");
    }

    @Test
    void markupInTheResultFilesIsShownAsTextAndMakesNoElement() {
        Object made = ((JavascriptExecutor) browser).executeScript("return Array.from(document.querySelectorAll('*'))"
                + ".filter(function (e) { return e.localName.indexOf('x-') === 0; }).length;");
        assertEquals(0L, made, "elements made from markup in result files");
        Object text = ((JavascriptExecutor) browser).executeScript("return (document.body.textContent"
                + ".match(/<x-\\d+>/g) || []).length;");
        assertTrue(((Number) text).longValue() > 20, "markup from the result files shown as text: " + text);
    }

    @Test
    void aChartDrawsItsSeriesWithTheExactExtremesOfTheIntervalFile() throws IOException {
        Object drawn = ((JavascriptExecutor) browser).executeScript(
                "var canvas = document.querySelector('canvas[data-step=\"qr100\"][data-series=\"i_qps\"]');"
                        + "var ys = Chart.getChart(canvas).data.datasets[0].data.map(function (p) { return p.y; });"
                        + "return [ys.length, Math.min.apply(null, ys), Math.max.apply(null, ys)].join(' ');");
        List<String> lines = Files.readAllLines(Fixtures.folder().resolve("base/qr100.intervals.tsv"));
        int column = List.of(lines.get(0).split("\t")).indexOf("i_qps");
        List<Double> qps = lines.stream().skip(1).map(l -> Double.parseDouble(l.split("\t")[column])).toList();
        String[] parts = drawn.toString().split(" ");
        assertEquals(qps.size(), Integer.parseInt(parts[0]), "a short series is drawn whole");
        assertEquals(qps.stream().mapToDouble(Double::doubleValue).min().orElseThrow(), Double.parseDouble(parts[1]),
                1e-9);
        assertEquals(qps.stream().mapToDouble(Double::doubleValue).max().orElseThrow(), Double.parseDouble(parts[2]),
                1e-9);
    }

    @Test
    void everyFlameGraphIsDrawnWithItsFrames() {
        List<WebElement> flames = browser.findElements(By.cssSelector("div[data-flame]"));
        assertEquals(3, flames.size(), "base and a13s profiled qr100, and a13s against the base");
        assertEquals("3", browser.findElement(By.tagName("html")).getDomAttribute("data-flames-drawn"));
        WebElement note = browser.findElement(By.xpath("//figure[@class='flame'][figcaption"
                + "[text()='flush2-sla-missed: no server CPU profile']]/p"));
        assertEquals(NO_PERF, note.getText(), "a run without a profile says why");
        for (WebElement flame : flames) {
            int frames = flame.findElements(By.cssSelector("svg g.frame")).size();
            assertTrue(frames > 20, flame.getDomAttribute("data-flame") + " frames: " + frames);
        }
    }

    @Test
    void everyStepHasHostChartsDrawnWithData() throws IOException {
        assertEquals(7, browser.findElements(By.cssSelector("details.chart-group[id$='-host']")).size(),
                "one host chart group per step of the fixture runs");
        // per host series: how many of its charts have a drawn chart with at least one point
        Object withData = ((JavascriptExecutor) browser).executeScript(
                "var counts = {};"
                        + "document.querySelectorAll('details.chart-group canvas').forEach(function (canvas) {"
                        + "  var chart = Chart.getChart(canvas);"
                        + "  var points = chart ? chart.data.datasets.reduce(function (n, d) {"
                        + "    return n + d.data.filter(function (p) { return p.y !== null; }).length; }, 0) : 0;"
                        + "  var key = canvas.dataset.series;"
                        + "  counts[key] = (counts[key] || 0) + (points > 0 ? 1 : 0);"
                        + "});"
                        + "return JSON.stringify(counts);");
        JsonNode counts = new ObjectMapper().readTree(withData.toString());
        for (String series : List.of("cpu_us", "wkb_s", "srv_cpu", "srv_rss_mb")) {
            assertEquals(7, counts.path(series).asInt(-1),
                    series + ": a chart with data in each of the 7 steps: " + withData);
        }
    }

    @Test
    void clickingAFrameZoomsInOnItAndTheBottomFrameZoomsOut() {
        chromium.assertClickZooms(browser.findElement(By.cssSelector("div[data-flame='run:0']")), "do_command");
    }

    @Test
    void theDifferentialShowsThePerformanceSchemaHotter() throws IOException {
        // the base profiled MariaDB 11.4 with performance_schema = 0, a13s with it on (a real sweep's qr100); its
        // thread wrapper pfs_spawn_thread is on both, the instrumentation's own functions only with it on
        WebElement diff = browser.findElement(By.cssSelector("div[data-flame='diff:1']"));
        HeadlessChromium.assertHotter(diff, HeadlessChromium.PERFORMANCE_SCHEMA);
        File shot = diff.getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), OUT.resolve("flame-differential.png"), StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void theWorseCellsSayWhatMoved() {
        assertFalse(browser.findElements(By.cssSelector("#moved tbody tr")).isEmpty(), "the attribution table");
        for (WebElement cell : browser.findElements(By.cssSelector("#relative td.worse"))) {
            assertTrue(cell.getDomAttribute("title").contains("; moved: "), cell.getDomAttribute("title"));
        }
    }

    @Test
    void theSummaryShowsItsColoursAndIsKeptAsAScreenshot() throws IOException {
        assertColour("#absolute td.best", GREEN);
        assertColour("#absolute td.worst", RED);
        assertColour("#absolute td.sla-failed", GREY);
        assertColour("#relative td.worse", RED);
        assertColour("#relative td.better", GREEN);
        assertColour("#relative td.sla-failed", GREY);
        assertColour("#sla td.missed", RED);
        WebElement summary = browser.findElement(By.id("summary"));
        File shot = summary.getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), OUT.resolve("summary.png"), StandardCopyOption.REPLACE_EXISTING);
        assertTrue(Files.size(OUT.resolve("summary.png")) > 10_000, "a real screenshot");
    }

    @Test
    void onAPhoneOnlyTheTablesScrollSideways() {
        Dimension desktop = browser.manage().window().getSize();
        try {
            browser.manage().window().setSize(new Dimension(390, 844));
            Object pageWider = ((JavascriptExecutor) browser).executeScript(
                    "return document.documentElement.scrollWidth > window.innerWidth + 1;");
            assertEquals(Boolean.FALSE, pageWider, "the page itself does not scroll sideways");
        } finally {
            browser.manage().window().setSize(desktop);
        }
    }

    @Test
    void itPrintsToPdf() {
        Pdf pdf = browser.print(new PrintOptions());
        byte[] bytes = Base64.getDecoder().decode(pdf.getContent());
        assertTrue(bytes.length > 50_000, "a PDF of the whole report: " + bytes.length + " bytes");
        assertEquals("%PDF", new String(bytes, 0, 4));
    }

    private static void assertColour(String selector, String expected) {
        List<WebElement> cells = browser.findElements(By.cssSelector(selector));
        assertFalse(cells.isEmpty(), "no cell matches " + selector);
        for (WebElement cell : cells) {
            assertEquals(expected, cell.getCssValue("background-color"), selector + " '" + cell.getText() + "'");
        }
    }
}
