package io.ibench.report.html;

import java.util.List;

/**
 * The report page as the template sees it: sections of tables and charts, every text already
 * formatted. The template escapes all text; only the inlined scripts and the chart data are raw.
 */
public final class View {
    private View() {
    }

    /**
     * A table cell.
     *
     * @param text    what the cell shows
     * @param css     CSS classes, e.g. {@code num best}; empty for none
     * @param title   a tooltip with detail, or empty
     * @param heading whether it heads its row ({@code th})
     * @param href    where the text links to (a file of a run folder), or empty
     */
    public record Cell(String text, String css, String title, boolean heading, String href) {
        /** A cell without a link. */
        public Cell(String text, String css, String title, boolean heading) {
            this(text, css, title, heading, "");
        }

        /** @return {@code th} or {@code td} */
        public String tag() {
            return heading ? "th" : "td";
        }

        static Cell label(String text) {
            return new Cell(text, "", "", true);
        }

        static Cell text(String text) {
            return new Cell(text, "", "", false);
        }

        static Cell link(String text, String href, String title) {
            return new Cell(text, "text", title, false, href);
        }

        static Cell number(String text, String css, String title) {
            return new Cell(text, css.isEmpty() ? "num" : "num " + css, title, false);
        }
    }

    /** @param cells the row's cells */
    public record Row(List<Cell> cells) {
    }

    /**
     * A table.
     *
     * @param id        the element id, unique in the page
     * @param caption   what the table shows
     * @param note      a line under the table (legend, units), or empty
     * @param collapsed whether it starts folded away ({@code details}), for long tables
     * @param header    column names
     * @param rows      the rows
     */
    public record Table(String id, String caption, String note, boolean collapsed, List<String> header,
                        List<Row> rows) {
    }

    /**
     * A chart drawn by the inlined script from the page's data.
     *
     * @param id     the canvas id, unique in the page
     * @param title  what it shows
     * @param step   the step whose series it plots
     * @param series the series key in the data, e.g. {@code i_ips} or {@code probe:historyListLength}
     * @param unit   the y axis label
     */
    public record Chart(String id, String title, String step, String series, String unit) {
    }

    /**
     * A flame graph drawn by the inlined script from the page's flame data, or a note in its place.
     *
     * @param id    the element id, unique in the page; empty for a note
     * @param title what it shows
     * @param step  the step whose profile it draws
     * @param key   the tree's key in the step's flame data, e.g. {@code run:0} or {@code diff:1}; empty for a note
     * @param note  a line under it: what was sampled and how to read it, or why there is no profile
     */
    public record Flame(String id, String title, String step, String key, String note) {
    }

    /**
     * Charts shown together under a heading, e.g. a step's host charts.
     *
     * @param id     the group's element id, unique in the page
     * @param title  what the charts show
     * @param charts the charts
     * @param folded whether the group starts folded away ({@code details}); printing leaves a folded
     *               group out unless the reader opened it
     */
    public record ChartGroup(String id, String title, List<Chart> charts, boolean folded) {
    }

    /**
     * A section of the page, listed in the table of contents.
     *
     * @param id         the anchor
     * @param title      the heading
     * @param paragraphs text before the tables
     * @param tables     the tables
     * @param chartGroups the chart groups, only those with charts
     * @param flames      the flame graphs, after the charts
     */
    public record Section(String id, String title, List<String> paragraphs, List<Table> tables,
                          List<ChartGroup> chartGroups, List<Flame> flames) {

        /** A section without flame graphs. */
        Section(String id, String title, List<String> paragraphs, List<Table> tables, List<ChartGroup> chartGroups) {
            this(id, title, paragraphs, tables, chartGroups, List.of());
        }
    }

    /**
     * The whole page.
     *
     * @param title       the page title
     * @param subtitle    one line under it: runs, base, date
     * @param problems    files or parts that could not be used
     * @param sections    the sections, in order
     * @param css         the style sheet
     * @param chartScript the chart library
     * @param appScript   the script that draws the charts
     * @param dataJson    the chart data, safe to embed in a script element
     * @param flameScript d3, d3-flame-graph and the script that draws the flame graphs; empty when there are none
     * @param flameJson   the flame graphs' trees, safe to embed in a script element; empty when there are none
     */
    public record Page(String title, String subtitle, List<String> problems, List<Section> sections, String css,
                       String chartScript, String appScript, String dataJson, String flameScript, String flameJson) {
    }
}
