package io.ibench.core.measure;

/**
 * The two latencies ibench measures per statement. Each names, with an {@link Operation}, the tag of that
 * operation's histograms in a step's interval histogram log ({@code <operation>.<kind>}, e.g.
 * {@code insert.service}), which the report reads back, and a row of the report's latency tables.
 */
public enum LatencyKind {
    /** From a statement's actual start to its end, µs. */
    SERVICE("service"),
    /** From the start a rate-limited writer's schedule intended to the statement's end, µs; writers with a target
     * rate only. */
    RESPONSE("response");

    private final String label;

    LatencyKind(String label) {
        this.label = label;
    }

    /** @return e.g. {@code service} */
    public String label() {
        return label;
    }

    /**
     * @param operation an {@link Operation#label()}, e.g. {@code insert}
     * @return the tag of that operation's histograms of this kind in an interval histogram log, e.g.
     *     {@code insert.service}
     */
    public String tag(String operation) {
        return operation + "." + label;
    }
}
