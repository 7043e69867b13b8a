package io.ibench.report.compare;

/**
 * Where a confidence interval's spread comes from (docs/report.md, "Confidence intervals" and "Noise profile").
 * The first four measure how much a second run would differ (between-run noise); {@link #SINGLE_RUN} does not.
 */
public enum IntervalSource {
    /** A stored noise profile of the host, server and workload: the between-run variance of each step. */
    NOISE_PROFILE,
    /** The campaign's own repetitions: the between-repetition variance of the step, pooled over the labels. */
    REPETITIONS,
    /** The noise profile and the campaign's repetitions, pooled by their degrees of freedom. */
    POOLED,
    /** Interleaved repetitions (A B A B) compared pair by pair, so drift between pairs cancels. */
    PAIRED,
    /** Single runs without a noise profile: the spread of the step's 10-second batch means of the per-second rates. */
    SINGLE_RUN;

    /** @return whether the spread is the runs' run-to-run noise, which the noise model's verdict needs */
    public boolean betweenRuns() {
        return this != SINGLE_RUN;
    }

    /** @return the lower-case name used in CSV, JSON and the tables' legends */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /**
     * @param source a source, or null without an interval
     * @return its id, or {@code none}
     */
    public static String id(IntervalSource source) {
        return source == null ? "none" : source.id();
    }
}
