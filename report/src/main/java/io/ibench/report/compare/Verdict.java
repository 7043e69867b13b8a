package io.ibench.report.compare;

/** How a run's value compares with the base run's. */
public enum Verdict {
    /** At or below the worse threshold. */
    WORSE,
    /** Between the thresholds. */
    SAME,
    /** At or above the better threshold. */
    BETTER;

    /** @return the lower-case name used in CSV, JSON and CSS */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
