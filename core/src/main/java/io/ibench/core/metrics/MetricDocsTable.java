package io.ibench.core.metrics;

import java.util.List;

/**
 * The Markdown table of the summary line's columns in docs/metrics.md ("The per-step summary line"):
 * one row per column with its key, {@link MetricColumn#help() meaning} and unit. A test keeps the
 * docs equal to the table of {@link StandardMetric}.
 */
public final class MetricDocsTable {
    /** The table's heading and separator lines. */
    static final String HEADER = "| column | meaning | unit |\n|---|---|---|\n";

    private MetricDocsTable() {
    }

    /**
     * @param columns the columns, in order
     * @return their table, each line ending in a newline
     */
    public static String markdown(List<? extends MetricColumn> columns) {
        StringBuilder table = new StringBuilder(HEADER);
        for (MetricColumn column : columns) {
            table.append("| `").append(column.key()).append("` | ").append(column.help()).append(" | ")
                    .append(column.unit()).append(" |\n");
        }
        return table.toString();
    }
}
