package io.ibench.report.compare;

/** Where a confidence interval's spread comes from (docs/report.md, "Confidence intervals"). */
public enum IntervalSource {
    /** The spread of the repetitions' rates: two or more finished runs under the label. */
    REPETITIONS,
    /** A single run: the spread of its step's 10-second batch means of the per-second rates. */
    SINGLE_RUN;

    /** @return the lower-case name used in CSV and JSON */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
