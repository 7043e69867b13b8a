package io.ibench.core.result;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Locale-independent fixed-point formatting of numbers for files and terminals. */
public final class Decimal {
    private Decimal() {
    }

    /**
     * @param value    a finite number
     * @param decimals digits after the point, 0..9
     * @return the value rounded half-up with a '.' point, e.g. {@code 1234.5}; {@code NaN}/{@code Infinity} as such
     */
    public static String format(double value, int decimals) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return Double.toString(value);
        }
        return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
    }
}
