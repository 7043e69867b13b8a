package io.ibench.report.html;

import io.ibench.core.conformance.Requirements;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A report opened in headless Chromium (Debian's {@code chromium} and {@code chromium-driver}, which
 * {@code .ci/run} installs), for the tests that check a report as a browser draws it; the test is
 * skipped, saying what to install, when Chromium is missing.
 */
public final class HeadlessChromium implements AutoCloseable {
    /**
     * The frames of MariaDB's performance schema in a flame graph: its functions ({@code pfs_…}) but its thread
     * wrapper {@code pfs_spawn_thread}, which every thread has with it compiled in, on or off.
     */
    public static final String PERFORMANCE_SCHEMA = "g.frame[name^='pfs_']:not([name='pfs_spawn_thread'])";

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    private final ChromeDriver browser;

    private HeadlessChromium(ChromeDriver browser) {
        this.browser = browser;
    }

    /** Skips the calling test when Chromium or its driver is not installed; fails it in CI ({@link Requirements}). */
    public static void assumeInstalled() {
        Requirements.that(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "Chromium and its driver (apt-get install chromium chromium-driver; ./test does it)");
    }

    /**
     * @param report an HTML report
     * @return Chromium showing it in a 1280 × 1600 window, its console logged, once its script marked every chart
     *         drawn
     */
    public static HeadlessChromium open(Path report) {
        assumeInstalled();
        ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        "--no-first-run", "--window-size=1280,1600");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        ChromeDriver browser = new ChromeDriver(service, options);
        browser.get(report.toAbsolutePath().toUri().toString());
        // the charts out of view are drawn in the background after the page has loaded
        new WebDriverWait(browser, Duration.ofMinutes(2)).until(b -> b.findElement(By.tagName("html"))
                .getDomAttribute("data-charts-drawn-ms") != null);
        return new HeadlessChromium(browser);
    }

    /** @return the browser, on the report */
    public ChromeDriver browser() {
        return browser;
    }

    /** @return the console's warnings and errors since the page was opened */
    public List<LogEntry> consoleProblems() {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue()).toList();
    }

    /**
     * Asserts that clicking a frame of a flame graph zooms in on it (it fills the graph's width, its
     * callers fade) and clicking the bottom frame zooms out again.
     *
     * @param flame the flame graph's element ({@code div[data-flame]})
     * @param name  a frame in it that is not the whole graph
     */
    public void assertClickZooms(WebElement flame, String name) {
        WebElement svg = flame.findElement(By.tagName("svg"));
        double fullWidth = Double.parseDouble(svg.getDomAttribute("width"));
        WebElement frame = flame.findElement(By.cssSelector("g.frame[name='" + name + "']"));
        double before = width(frame);
        assertTrue(before < fullWidth * 0.99, name + " is not the whole graph before the zoom: " + before);
        click(frame);
        new WebDriverWait(browser, Duration.ofSeconds(5)).until(b -> width(frame) > fullWidth * 0.99);
        assertFalse(flame.findElements(By.cssSelector("g.frame.fade")).isEmpty(), "its callers fade");
        click(flame.findElement(By.cssSelector("g.frame[name='all']")));
        new WebDriverWait(browser, Duration.ofSeconds(5)).until(b -> Math.abs(width(frame) - before) < 1);
    }

    private void click(WebElement element) {
        ((JavascriptExecutor) browser).executeScript(
                "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}));", element);
    }

    private static double width(WebElement frame) {
        return Double.parseDouble(frame.findElement(By.tagName("rect")).getDomAttribute("width"));
    }

    /**
     * Asserts that a differential flame graph has frames that match and that each is hotter than in the
     * base: red, or orange when the base has none of it.
     *
     * @param differential the differential's element ({@code div[data-flame]})
     * @param frames       a CSS selector of frames, e.g. {@link #PERFORMANCE_SCHEMA}
     */
    public static void assertHotter(WebElement differential, String frames) {
        List<WebElement> matching = differential.findElements(By.cssSelector(frames));
        assertFalse(matching.isEmpty(), "the differential has frames " + frames);
        for (WebElement frame : matching) {
            int[] rgb = rgb(frame);
            assertTrue(rgb[0] > rgb[2] && rgb[1] < 220, frame.getDomAttribute("name") + " is red or orange (new), not "
                    + Arrays.toString(rgb));
        }
    }

    private static int[] rgb(WebElement frame) {
        String[] parts = frame.findElement(By.tagName("rect")).getDomAttribute("fill").replaceAll("[^0-9,]", "")
                .split(",");
        return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2])};
    }

    @Override
    public void close() {
        browser.quit();
    }
}
