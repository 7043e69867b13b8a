package io.ibench.bench;

import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

/**
 * Opens an HTML report in headless Chromium (Debian's {@code chromium} and {@code chromedriver}, a 1280 × 1600
 * window as the report's browser tests use) and prints when the page's script marked its first view drawn
 * ({@code data-charts-in-view-ms}; -1 for a page without that mark) and every chart drawn
 * ({@code data-charts-drawn-ms}), both from the start of navigation, and the wall time from asking for the page
 * until it was loaded and until the last chart was drawn.
 *
 * <p>Usage: {@code ReportInChromium REPORT.html}.
 */
public final class ReportInChromium {
    private ReportInChromium() {
    }

    /** @param args the report */
    public static void main(String[] args) {
        ChromeOptions options = new ChromeOptions().setBinary(new File("/usr/bin/chromium"))
                .addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        "--no-first-run", "--window-size=1280,1600");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File("/usr/bin/chromedriver")).usingAnyFreePort().build();
        ChromeDriver browser = new ChromeDriver(service, options);
        try {
            browser.manage().timeouts().pageLoadTimeout(Duration.ofMinutes(10));
            long start = System.nanoTime();
            browser.get(Path.of(args[0]).toAbsolutePath().toUri().toString());
            long loaded = System.nanoTime();
            new WebDriverWait(browser, Duration.ofMinutes(10)).until(b -> b.findElement(By.tagName("html"))
                    .getDomAttribute("data-charts-drawn-ms") != null);
            long end = System.nanoTime();
            WebElement html = browser.findElement(By.tagName("html"));
            String inView = html.getDomAttribute("data-charts-in-view-ms");
            System.out.printf(Locale.ROOT, "charts=%s in_view_s=%.2f drawn_s=%.2f load_wall_s=%.2f drawn_wall_s=%.2f%n",
                    html.getDomAttribute("data-charts-drawn"), inView == null ? -1 : Double.parseDouble(inView) / 1000,
                    Double.parseDouble(html.getDomAttribute("data-charts-drawn-ms")) / 1000, (loaded - start) / 1e9,
                    (end - start) / 1e9);
        } finally {
            browser.quit();
        }
    }
}
