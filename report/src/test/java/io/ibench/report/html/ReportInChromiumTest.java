package io.ibench.report.html;

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
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.print.PrintOptions;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Opens a generated report in headless Chromium (Debian's {@code chromium} and
 * {@code chromium-driver}, which {@code .ci/run} installs): no console errors, every chart drawn,
 * each step's host charts with data, the attribution of worse cells,
 * the summary's colours as computed by the browser, no page-wide horizontal scrolling on a phone,
 * and a PDF when printed. The summary's screenshot is kept in {@code target/browser/summary.png}.
 * Skips with a message when Chromium is not installed.
 */
class ReportInChromiumTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final String RED = "rgba(255, 154, 154, 1)";
    private static final String GREEN = "rgba(129, 255, 166, 1)";
    private static final String GREY = "rgba(215, 215, 215, 1)";
    private static final Path OUT = Path.of("target/browser");

    private static ChromeDriver browser;

    @BeforeAll
    static void openTheReport() throws IOException {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "Chromium is not installed (apt-get install chromium chromium-driver; .ci/run does it)");
        Files.createDirectories(OUT);
        double fastest = Fixtures.runs().stream().flatMap(run -> run.step("qp1000").stream())
                .mapToDouble(StepResult::headlineRate).max().orElseThrow();
        Path slaMissed = Fixtures.editedCopy("flush2", OUT.resolve("runs/sla-missed"), tree -> {
            tree.put("label", "flush2-sla-missed");
            tree.withArray("steps").forEach(step -> {
                if ("qp1000".equals(step.get("name").asText())) {
                    // fast queries because the writers fell behind: the case the grey cells exist for
                    ((com.fasterxml.jackson.databind.node.ObjectNode) step.get("rates")).put("queriesPerSecond",
                            fastest);
                    ((com.fasterxml.jackson.databind.node.ObjectNode) step.get("measurements").get("sla"))
                            .put("passed", false).put("achievedInsertsPerSecond", 1500.0);
                }
            });
        });
        List<Path> runs = new ArrayList<>(Fixtures.paths());
        runs.add(slaMissed);
        String html = new HtmlReport(Thresholds.DEFAULT, Palette.BLOG)
                .render(Comparison.of(RunLoader.load(runs).runs(), null), List.of(), "2026-11-21T12:00:00Z");
        Path report = OUT.resolve("report.html");
        Files.writeString(report, html);

        ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        "--no-first-run", "--window-size=1280,1600");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
        browser.get(report.toUri().toString());
    }

    @AfterAll
    static void close() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void theConsoleHasNoErrorsAndEveryChartIsDrawn() {
        List<LogEntry> errors = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue()).toList();
        assertTrue(errors.isEmpty(), "console: " + errors);
        int canvases = browser.findElements(By.cssSelector("canvas[data-series]")).size();
        assertTrue(canvases > 10, "charts in the page: " + canvases);
        assertEquals(String.valueOf(canvases),
                browser.findElement(By.tagName("html")).getDomAttribute("data-charts-drawn"));
    }

    @Test
    void everyStepHasHostChartsDrawnWithData() {
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
        for (String series : List.of("cpu_us", "wkb_s", "srv_cpu", "srv_rss_mb")) {
            assertTrue(withData.toString().contains("\"" + series + "\":7"),
                    series + ": a chart with data in each of the 7 steps: " + withData);
        }
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
