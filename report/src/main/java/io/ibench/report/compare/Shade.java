package io.ibench.report.compare;

import java.util.ArrayList;
import java.util.List;

/**
 * The colour class of a cell in a column of absolute values (docs/report.md, "Summary", the reference's
 * {@code tput.tab} rule): in the best quarter of the column's range, in the worst quarter,
 * greyed for an SLA failure, or none.
 */
public enum Shade {
    /** Within a quarter of the range from the best value (of runs that kept their SLA). */
    BEST,
    /** Within a quarter of the range from the worst value, unless the spread is small. */
    WORST,
    /** The run's background writers missed their rate, so its value is not comparable. */
    SLA_FAILED,
    /** Neither. */
    NONE;

    /** Below this worst-to-best ratio the spread counts as large enough for red. */
    public static final double SMALL_SPREAD = 0.8;

    /**
     * Shades a column that has no SLA (latencies, sizes, step-start query times).
     *
     * @param values         the column's values; null cells get {@link #NONE}
     * @param higherIsBetter whether larger values are better
     * @return one shade per value, as {@link #column(List, List, boolean)} with no SLA failures
     */
    public static List<Shade> column(List<Double> values, boolean higherIsBetter) {
        return column(values, java.util.Collections.nCopies(values.size(), false), higherIsBetter);
    }

    /**
     * Shades one column. With {@code higherIsBetter} false (latencies, sizes) the scale is flipped.
     *
     * @param values         the column's values; null cells get {@link #NONE}
     * @param slaFailed      per value: whether its run missed the SLA in this step (same length as values)
     * @param higherIsBetter whether larger values are better
     * @return one shade per value. Precedence: worst, then SLA failure, then best; no worst when
     *         the worst value is at least {@value #SMALL_SPREAD} of the best
     */
    public static List<Shade> column(List<Double> values, List<Boolean> slaFailed, boolean higherIsBetter) {
        double sign = higherIsBetter ? 1 : -1;
        double worst = Double.POSITIVE_INFINITY;
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < values.size(); i++) {
            Double value = values.get(i);
            if (value != null) {
                worst = Math.min(worst, sign * value);
                if (!slaFailed.get(i)) {
                    best = Math.max(best, sign * value);
                }
            }
        }
        double gap = (best - worst) / 4;
        boolean smallSpread = higherIsBetter ? worst >= SMALL_SPREAD * best
                : -worst <= -best / SMALL_SPREAD;
        List<Shade> shades = new ArrayList<>(values.size());
        for (int i = 0; i < values.size(); i++) {
            Double value = values.get(i);
            if (value == null) {
                shades.add(NONE);
            } else if (sign * value <= worst + gap && !smallSpread && best > worst) {
                shades.add(WORST);
            } else if (slaFailed.get(i)) {
                shades.add(SLA_FAILED);
            } else if (sign * value >= best - gap && best != Double.NEGATIVE_INFINITY) {
                shades.add(BEST);
            } else {
                shades.add(NONE);
            }
        }
        return shades;
    }

    /** @return the lower-case name used as a CSS class */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
