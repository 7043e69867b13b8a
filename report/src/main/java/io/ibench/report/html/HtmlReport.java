package io.ibench.report.html;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;
import io.ibench.core.result.ToolVersion;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Thresholds;
import io.ibench.report.verdict.Campaign;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.IntStream;

/**
 * Renders a comparison as one self-contained HTML page: the summary tables, what was compared,
 * the cross-step tables and a section per step with charts and, where the runs profiled the server,
 * flame graphs. Chart.js (and d3 with d3-flame-graph when there are flame graphs) and the page's own
 * scripts are inlined, so the file opens without network access; every text from result files is escaped.
 */
public final class HtmlReport {
    private static final String RESOURCES = "/io/ibench/report/html/";
    private static final String CHART_JS_POM = "/META-INF/maven/org.webjars.npm/chart.js/pom.properties";
    private static final String D3_POM = "/META-INF/maven/org.webjars.npm/d3/pom.properties";
    /** Where the build unpacks d3-flame-graph's npm package (report/pom.xml). */
    private static final String FLAME_GRAPH_JS = "d3-flame-graph/package/dist/d3-flamegraph.umd.min.js";
    /** One colour per run in the charts (the Tableau 10 palette). */
    private static final List<String> RUN_COLOURS = List.of("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
            "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf");

    private final Thresholds thresholds;
    private final Palette palette;
    private final String chartScript;
    private final Template template;

    /**
     * @param thresholds when a relative value is worse or better
     * @param palette    the relative table's colours
     */
    public HtmlReport(Thresholds thresholds, Palette palette) {
        this(thresholds, palette, chartJs());
    }

    /** For tests: a report whose chart library is {@code chartScript}. */
    HtmlReport(Thresholds thresholds, Palette palette, String chartScript) {
        this.thresholds = thresholds;
        this.palette = palette;
        this.chartScript = scriptSafe(chartScript);
        this.template = Mustache.compiler().escapeHTML(true).emptyStringIsFalse(true)
                .compile(resource("report.html.mustache"));
    }

    /**
     * @param comparison  the runs lined up against the base
     * @param problems    input files or parts that could not be used, shown at the top
     * @param generatedAt when the report is made, as shown in its header
     * @return the page
     */
    public String render(Comparison comparison, List<String> problems, String generatedAt) {
        return render(comparison, null, problems, generatedAt);
    }

    /**
     * @param comparison  the runs lined up against the base
     * @param campaign    the campaign that ran until it could tell, whose target each step is checked against; null
     *                    for runs of no such campaign
     * @param problems    input files or parts that could not be used, shown at the top
     * @param generatedAt when the report is made, as shown in its header
     * @return the page
     */
    public String render(Comparison comparison, Campaign campaign, List<String> problems, String generatedAt) {
        ChartData data = new ChartData(comparison, RUN_COLOURS);
        FlameGraphs flames = new FlameGraphs(comparison);
        List<View.Section> sections = new ArrayList<>();
        sections.add(new View.Section("summary", "Summary", List.of(),
                new SummaryTables(comparison, thresholds, campaign).tables(), List.of()));
        sections.add(new View.Section("compared", "What was compared", List.of(),
                new HeaderTables(comparison).tables(), List.of()));
        sections.add(new View.Section("across-steps", "Across steps", List.of(),
                new CrossStepTables(comparison).tables(), List.of()));
        List<String> steps = comparison.steps();
        IntStream.range(0, steps.size()).forEach(i ->
                sections.add(new StepDetail(comparison, steps.get(i), i + 1).section(data, flames)));
        int others = comparison.runs().size() - 1;
        String title = "ibench: " + comparison.base().label() + (others == 0 ? "" : " vs " + others
                + (others == 1 ? " other run" : " other runs"));
        String subtitle = comparison.runs().size() + " runs, base " + comparison.base().label() + "; generated "
                + generatedAt + " by ibench " + ToolVersion.get();
        View.Page page = new View.Page(title, subtitle, problems, sections, css(), chartScript,
                scriptSafe(resource("report.js")), data.toEmbeddableJson(), flames.any() ? flameScript() : "",
                flames.any() ? flames.toEmbeddableJson() : "");
        return template.execute(page);
    }

    private String css() {
        StringBuilder shades = new StringBuilder();
        for (int level = 0; level <= 20; level++) {
            int grey = 254 - 5 * level;
            String hex = String.format(java.util.Locale.ROOT, "#%02x%02x%02x", grey, grey, grey);
            shades.append("td.shade-").append(level).append(" { background: ").append(hex).append("; }\n");
        }
        return resource("report.css").replace("PALETTE_WORSE", palette.worse())
                .replace("PALETTE_BETTER", palette.better())
                .replace("BUCKET_SHADES", shades.toString().strip());
    }

    /** Keeps an inlined script from closing its element early and from asking for a source map. */
    private static String scriptSafe(String script) {
        return script.replace("</script", "<\\/script").replaceAll("(?m)^//# sourceMappingURL=.*$", "");
    }

    private static String chartJs() {
        return resource("/META-INF/resources/webjars/chart.js/" + webjarVersion("Chart.js", CHART_JS_POM)
                + "/dist/chart.umd.min.js");
    }

    /** @return d3, d3-flame-graph and the script that draws the flame graphs, one after the other */
    private static String flameScript() {
        String d3 = resource("/META-INF/resources/webjars/d3/" + webjarVersion("d3", D3_POM) + "/dist/d3.min.js");
        return scriptSafe(d3 + "\n;\n" + resource(FLAME_GRAPH_JS) + "\n;\n" + resource("flames.js"));
    }

    private static String webjarVersion(String library, String pomProperties) {
        Properties pom = new Properties();
        try (InputStream in = HtmlReport.class.getResourceAsStream(pomProperties)) {
            if (in == null) {
                throw new IllegalStateException(library + " is missing from the class path (" + pomProperties + ")");
            }
            pom.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pom.getProperty("version");
    }

    private static String resource(String name) {
        String path = name.startsWith("/") ? name : RESOURCES + name;
        try (InputStream in = HtmlReport.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("resource " + path + " is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read resource " + path + ": " + e.getMessage(), e);
        }
    }
}
