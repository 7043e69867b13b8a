package io.ibench.report.compare;

/**
 * When a relative value counts as worse or better than the base. Ratios are rounded to the two
 * decimals the tables show before they are judged, so a cell's colour always agrees with its
 * printed value.
 *
 * @param worse  ratios at or below this are worse, 0 &lt; worse ≤ 1 (default 0.95)
 * @param better ratios at or above this are better, better ≥ 1 (default 1.05)
 */
public record Thresholds(double worse, double better) {
    /** The published reports' convention: ≤ 0.95 worse, ≥ 1.05 better. */
    public static final Thresholds DEFAULT = new Thresholds(0.95, 1.05);

    public Thresholds {
        if (!(worse > 0 && worse <= 1)) {
            throw new IllegalArgumentException(
                    "the 'worse' threshold must be above 0 and at most 1 (got " + worse + ")");
        }
        if (!(better >= 1 && Double.isFinite(better))) {
            throw new IllegalArgumentException("the 'better' threshold must be at least 1 (got " + better + ")");
        }
    }

    /**
     * @param ratio a run's value / the base's value
     * @return how it compares
     */
    public Verdict judge(double ratio) {
        double shown = Figures.shownRatio(ratio);
        if (shown <= worse) {
            return Verdict.WORSE;
        }
        return shown >= better ? Verdict.BETTER : Verdict.SAME;
    }
}
