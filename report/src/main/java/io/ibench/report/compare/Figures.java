package io.ibench.report.compare;

import io.ibench.core.result.Decimal;

/** How the comparison tables print numbers: locale-independent, with a dash for no value. */
public final class Figures {
    /** Printed where a table has no number. */
    public static final String NONE = "-";

    private Figures() {
    }

    /**
     * @param perSecond a rate, or null
     * @return whole numbers from 100 up (as the reference rounds ips and qps), one decimal from 10,
     *         two below
     */
    public static String rate(Double perSecond) {
        if (perSecond == null) {
            return NONE;
        }
        double magnitude = Math.abs(perSecond);
        return Decimal.format(perSecond, magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2);
    }

    /**
     * @param ratio a relative value, or null
     * @return it with two decimals
     */
    public static String ratio(Double ratio) {
        return ratio == null ? NONE : Decimal.format(ratio, 2);
    }

    /**
     * @param ratio a relative value
     * @return it rounded to the two decimals the tables show
     */
    public static double shownRatio(double ratio) {
        return Math.round(ratio * 100) / 100.0;
    }
}
