package io.ibench.core.metrics;

/**
 * One column of a step's summary line (docs/metrics.md, "The per-step summary line"), declared once:
 * how it is computed, and how {@code result.json}, the terminal and HTML tables, the attribution of
 * throughput changes and the docs table show it. The built-in columns are {@link StandardMetric}; more
 * are found with {@link java.util.ServiceLoader} ({@code META-INF/services/io.ibench.core.metrics.MetricColumn},
 * an implementation with a public no-argument constructor) and follow them in discovery order
 * ({@link MetricColumns#all()}).
 */
public interface MetricColumn {

    /** @return the column's key in {@code result.json}'s {@code metrics} and its heading: short, lower case */
    String key();

    /** @return what it counts, in a few words with its unit: the HTML table's tooltip */
    String title();

    /** @return its unit as the docs table gives it, e.g. {@code µs} or {@code per op} */
    String unit();

    /** @return digits after the decimal point in the tables, 0..3 */
    int decimals();

    /**
     * @return whether it is a candidate that explains a throughput change (docs/report.md, "Attribution"):
     *     a figure per operation, compared as the ratio of two runs' values
     */
    boolean attributable();

    /** @return its meaning for the docs table (Markdown, one line) */
    String help();

    /**
     * @param step what was measured in the step
     * @return the column's value, or null when it cannot be measured
     */
    Double value(StepMeasures step);
}
