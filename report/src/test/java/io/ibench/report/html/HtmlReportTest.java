package io.ibench.report.html;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.result.Golden;
import io.ibench.report.Fixtures;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.RepeatedRuns;
import io.ibench.report.compare.Thresholds;
import io.ibench.report.load.RunLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The HTML report from the fixture runs: structure against a golden file, escaping, self-containment. */
class HtmlReportTest {
    private static final String CHART_STUB = "/* Chart.js is inlined here */";
    /** The fields of a result, by their path in result.json, that the report shows. */
    private static final List<String> SHOWN = List.of("label", "environment/hostName", "environment/toolVersion",
            "environment/osSettings/(name)", "environment/osSettings/(value)", "config/(name)", "config/(value)",
            "config/engineOptions", "config/connection/user", "server/version", "server/variables/(name)",
            "server/variables/(value)", "transport/note", "transport/address", "transport/driver", "steps/0/name",
            "steps/6/name", "steps/0/server/dumps/folder", "problems given to the report");

    private static String render(Comparison comparison, List<String> problems) {
        return new HtmlReport(Thresholds.DEFAULT, Palette.BLOG, CHART_STUB).render(comparison, problems,
                "2026-11-21T12:00:00Z");
    }

    @Test
    void repetitionsGetATableOfIntervalsColouredByTheNoiseModelsVerdict(@TempDir Path dir) {
        String html = render(Comparison.of(RepeatedRuns.load(dir), "A"), List.of());
        int table = html.indexOf("per label, with 95 % confidence intervals");
        assertTrue(table > 0, "the intervals table is there");
        String intervals = html.substring(table, html.indexOf("</table>", table));
        assertEquals(1, Pattern.compile("class=\"num worse\"").matcher(intervals).results().count(),
                "only B's l.i1 is red: " + intervals);
        assertTrue(intervals.contains("0.79 [0.77, 0.81] ▼"), intervals);
        assertFalse(render(Comparison.of(Fixtures.runs(), null), List.of()).contains("confidence intervals"),
                "single runs without batch means have no intervals table");
    }

    @Test
    void withRepetitionsTheSummaryTablesHaveOneRowPerLabelInTheOrderGiven(@TempDir Path dir) {
        String html = render(Comparison.of(RepeatedRuns.load(dir), "A"), List.of());
        for (String table : List.of("absolute", "relative", "sla")) {
            String rows = between(html, "<table id=\"" + table + "\"", "</table>");
            List<String> labels = Pattern.compile("<tr><th>([^<]*)</th>").matcher(rows).results()
                    .map(m -> m.group(1)).toList();
            assertEquals(table.equals("sla") ? List.of("A", "B", "C", "target") : List.of("A", "B", "C"), labels,
                    table + ": the runs A1 B1 A2 B2 A3 B3 C are the labels A, B and C");
        }
        String relative = between(html, "<table id=\"relative\"", "</table>");
        assertTrue(html.contains(">Throughput relative to A</h3>"), "divided by the base label's mean");
        assertTrue(cells(between(relative, "<th>B</th>", "</tr>")).stream().anyMatch(c -> c.contains(">0.79 ▼<")),
                "B's l.i1 is the ratio of the means: " + relative);
        String absolute = between(html, "<table id=\"absolute\"", "</table>");
        assertTrue(absolute.contains("mean of 3 repetitions"), absolute);
    }

    @Test
    void theReportMatchesItsGoldenFileInADecimalCommaLocale() throws IOException {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            String html = render(Comparison.of(Fixtures.runs(), null), List.of());
            // the whole page: structure, data, the style sheet (colours) and the page's script (charts);
            // only the version, the bundled Chart.js library (stubbed) and the fixtures' folder (in the links to
            // each run's dumps, absolute: it differs between checkouts) are left out
            String page = html.replaceAll("ibench [0-9][^;<]*", "ibench VERSION")
                    .replace(Fixtures.paths().get(0).getParent().toUri().toString(), "file:///FIXTURES/");
            assertTrue(page.contains("<style>") && page.contains("// Draws the report"),
                    "style sheet and script inlined");
            Golden.assertMatches("io/ibench/report/report-golden.html", page);
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void theSummaryColoursFollowTheRules() {
        String html = render(Comparison.of(Fixtures.runs(), null), List.of());
        String relative = between(html, "<table id=\"relative\"", "</table>");
        List<String> baseRow = cells(between(relative, "<th>base</th>", "</tr>"));
        assertFalse(baseRow.isEmpty());
        baseRow.forEach(cell -> assertEquals("<td class=\"num same\" title=\""
                + cell.replaceAll(".*title=\"([^\"]*)\".*", "$1") + "\">1.00</td>", cell,
                "the base is 1.00 and grey in every column"));
        assertTrue(html.contains("--worse: #FF9A9A; --better: #81FFA6;"), "blog palette: red and green");
        String reference = new HtmlReport(Thresholds.DEFAULT, Palette.REFERENCE, CHART_STUB)
                .render(Comparison.of(Fixtures.runs(), null), List.of(), "now");
        assertTrue(reference.contains("--worse: #FFDD81; --better: #81FFF9;"), "reference palette: yellow and blue");
    }

    @Test
    void aStepsDumpsAreLinkedWithWhatWasNotDumped(@TempDir Path dir) {
        Path run = Fixtures.editedCopy("flush2", dir.resolve("dumped"), tree -> tree.withArray("steps").forEach(s -> {
            if (s.get("server") instanceof ObjectNode server) {
                server.remove("dumps");
            }
            if ("l.i1".equals(s.get("name").asText())) {
                ObjectNode dumps = ((ObjectNode) s.get("server")).putObject("dumps").put("folder", "dumps/l.i1");
                dumps.putArray("files").add("innodb_status.txt").add("global_status.changes.tsv");
                dumps.putArray("skipped").add("innodb_metrics: needs the PROCESS privilege");
                dumps.putObject("sizes").put("pi1.total", 2.5e6).put("pi2.total", 2.5e6);
            }
        }));
        String html = render(Comparison.of(RunLoader.load(List.of(run)).runs(), null), List.of());
        String folder = run.toAbsolutePath().resolve("dumps/l.i1").toUri().toString();
        assertTrue(html.contains("<a href=\"" + folder + "\">dumps/l.i1</a>"), "a link to the step's dump folder");
        assertTrue(html.contains("<td>innodb_metrics: needs the PROCESS privilege</td>"), "what was not dumped");
        assertTrue(html.contains(">5.0</td>"), "the tables' size in MB");
        assertEquals(1, html.split("-dumps\"", -1).length - 1, "only l.i1 has dumps");
    }

    @Test
    void volatileServerVariablesAreFoldedAwayFromTheConfigurationDifferences(@TempDir Path dir) {
        Path run = Fixtures.editedCopy("base", dir.resolve("again"), tree -> {
            tree.put("label", "base-again");
            ((ObjectNode) tree.get("server").get("variables")).put("port", "40001").put("pid_file", "/tmp/x.pid")
                    .put("innodb_tmpdir", "/tmp/elsewhere");
        });
        String html = render(Comparison.of(RunLoader.load(List.of(Fixtures.paths().get(0), run)).runs(), null),
                List.of());
        assertTrue(html.contains("Server configuration variables that differ between the runs (0)"), "none differs");
        assertTrue(html.contains("<details><summary>Volatile server variables that differ (paths, ports, process and "
                + "server ids; they differ between runs of the same configuration) (3)</summary>"), "folded, counted");
    }

    /**
     * Earlier builds recorded a partitioned run's derived rows per partition as the setting, later ones under
     * {@code config.planned}: runs of the same partitions show no difference, other partitions one.
     */
    @Test
    void aDerivedRowsPerPartitionRecordedEitherWayIsNoFalseDifference(@TempDir Path dir) {
        Path earlier = partitioned(dir, "earlier", config -> config.put("rowsPerPartition", 775));
        // result.json leaves out null values: a derived size leaves no rowsPerPartition
        Path now = partitioned(dir, "now", config -> config.putObject("planned").put("rowsPerPartition", 775));
        Path other = partitioned(dir, "other", config -> config.putObject("planned").put("rowsPerPartition", 500));
        String same = render(Comparison.of(RunLoader.load(List.of(earlier, now)).runs(), null), List.of());
        assertTrue(same.contains("Client options that differ between the runs (0)"), "none differs");
        String differs = render(Comparison.of(RunLoader.load(List.of(earlier, other)).runs(), null), List.of());
        String table = between(differs, "<h3 id=\"client-differences-caption\">",
                "<summary>Client options all runs share");
        assertTrue(table.contains("(1)") && table.contains("rowsPerPartition") && !table.contains("planned"), table);
    }

    private static Path partitioned(Path dir, String name, java.util.function.Consumer<ObjectNode> config) {
        return Fixtures.editedCopy("base", dir.resolve(name), tree -> {
            tree.put("label", name);
            config.accept(((ObjectNode) tree.get("config")).put("partitions", 4));
        });
    }

    @Test
    void operatingSystemSettingsThatDifferAreShownAndTheSharedOnesFolded(@TempDir Path dir) throws IOException {
        Map<String, String> settings = new TreeMap<>(Map.of("vm.dirty_ratio", "20", "vm.swappiness", "60",
                "thp.enabled", "always [madvise] never", "cpu.governor", "absent", "mount.options", "rw,relatime",
                "disk.queue.scheduler", "[mq-deadline] none"));
        Path base = withOsSettings("base", dir, settings);
        settings.putAll(Map.of("vm.dirty_ratio", "10", "thp.enabled", "[always] madvise never"));
        settings.remove("cpu.governor");
        Path a13s = withOsSettings("a13s", dir, settings);
        // flush2 is left as results of an earlier ibench wrote it: no settings recorded
        String html = render(Comparison.of(RunLoader.load(List.of(base, a13s, Fixtures.paths().get(2))).runs(),
                null), List.of());
        Golden.assertMatches("io/ibench/report/report-os-settings-golden.html",
                between(html, "<h3 id=\"os-differences-caption\">", "<h3 id=\"client-differences-caption\">"));
    }

    private static Path withOsSettings(String run, Path dir, Map<String, String> settings) {
        return Fixtures.editedCopy(run, dir.resolve(run), tree -> {
            ObjectNode os = ((ObjectNode) tree.get("environment")).putObject("osSettings");
            settings.forEach(os::put);
        });
    }

    @Test
    void textFromResultFilesIsEscapedEverywhere(@TempDir Path dir) {
        String evil = "<script>alert('x')</script>&\"";
        Map<String, String> markers = new TreeMap<>();
        Path run = Fixtures.editedCopy("flush2", dir.resolve("evil"), tree -> {
            markers.putAll(HostileFields.inject(tree));
            tree.put("label", evil + markers.get("label"));
        });
        List<Path> paths = new ArrayList<>(Fixtures.paths());
        paths.add(run);
        String problem = "problem with " + evil + HostileFields.TAG + "problem>";
        String html = render(Comparison.of(RunLoader.load(paths).runs(), null), List.of(problem));
        int raw = html.indexOf(HostileFields.TAG);
        assertEquals(-1, raw, () -> "an element from a result file reached the page: "
                + html.substring(Math.max(0, raw - 200), Math.min(html.length(), raw + 100)));
        assertFalse(html.contains("<script>alert"), "no script element from a label");
        assertTrue(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;"), "label shown escaped");
        assertTrue(html.contains("\\u003cscript\\u003ealert('x')\\u003c/script\\u003e\\u0026\\\""),
                "label in the chart data cannot close its script element");
        markers.put("problems given to the report", HostileFields.TAG + "problem>");
        for (String field : SHOWN) {
            assertTrue(markers.containsKey(field), field + " is in the fixture: " + markers.keySet());
        }
        List<String> shown = markers.entrySet().stream().filter(e -> {
            String name = e.getValue().substring(1, e.getValue().length() - 1);
            return html.contains("&lt;" + name + "&gt;") || html.contains("\\u003c" + name + "\\u003e");
        }).map(Map.Entry::getKey).toList();
        assertTrue(shown.containsAll(SHOWN), "fields shown, escaped: " + shown);
    }

    @Test
    void theDefaultReportInlinesChartJsAndNeedsNoNetwork() {
        String html = new HtmlReport(Thresholds.DEFAULT, Palette.BLOG).render(Comparison.of(Fixtures.runs(), null),
                List.of(), "now");
        assertTrue(html.contains("Chart.js v4"), "Chart.js inlined");
        assertFalse(html.contains("sourceMappingURL"), "no source map request");
        Matcher external = Pattern.compile("(src|href)=\"(https?:)?//").matcher(html);
        assertFalse(external.find(), "no external resource");
        assertEquals(1, html.split("Chart.js v4", -1).length - 1, "the library once");
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        assertTrue(from >= 0, "missing " + start);
        return text.substring(from, text.indexOf(end, from));
    }

    private static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        Matcher m = Pattern.compile("<td[^>]*>[^<]*</td>").matcher(row);
        while (m.find()) {
            cells.add(m.group());
        }
        return cells;
    }
}
