package io.ibench.core.measure;

/** The kinds of statement the benchmark times. */
public enum Operation {
    /** A multi-row INSERT. */
    INSERT("insert", "i"),
    /** A DELETE of the oldest rows. */
    DELETE("delete", "d"),
    /** A range or point query. */
    QUERY("query", "q");

    private final String label;
    private final String suffix;

    Operation(String label, String suffix) {
        this.label = label;
        this.suffix = suffix;
    }

    /** @return the name used in results, e.g. {@code insert} */
    public String label() {
        return label;
    }

    /** @return the one-letter suffix of interval columns, e.g. {@code i} in {@code max_i} */
    public String suffix() {
        return suffix;
    }
}
