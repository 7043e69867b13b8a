package io.ibench.report.load;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads one cell of a series TSV from its bytes, without making a String of it: a plain decimal number,
 * {@code [-+]?(digits[.digits?]|.digits)([eE][-+]?digits)?} (no locale, no hexadecimal, no Java suffixes, no
 * spaces), or a missing value: an empty cell, {@code NaN}, {@code Infinity}, {@code -Infinity}, or a number
 * beyond the range of a double. The value is Double.parseDouble's (the nearest double): a number of at most
 * {@value #EXACT_DIGITS} significant digits scaled by a power of ten up to 10^{@value #EXACT_POWER} is one
 * correctly rounded division or multiplication of two exact doubles; any other is handed to Double.parseDouble.
 */
final class DecimalCell {
    /** The most significant digits whose integer is an exact double (below 2^53). */
    static final int EXACT_DIGITS = 15;
    /** The largest power of ten that is an exact double. */
    static final int EXACT_POWER = 22;

    /** A mantissa below this takes one more digit and stays below 10^{@value #EXACT_DIGITS}. */
    private static final long EXACT_LIMIT = 100_000_000_000_000L;
    private static final int EXPONENT_CAP = 100_000;
    private static final double[] POWERS = new double[EXACT_POWER + 1];
    private static final byte[][] MISSING = {ascii("NaN"), ascii("Infinity"), ascii("-Infinity")};

    static {
        POWERS[0] = 1;
        for (int i = 1; i <= EXACT_POWER; i++) {
            POWERS[i] = POWERS[i - 1] * 10;
        }
    }

    private DecimalCell() {
    }

    /**
     * @param bytes the line
     * @param from  the cell's first byte
     * @param to    the byte after the cell's last
     * @param into  where the value goes, {@link Double#NaN} for a missing value
     * @param index the place in {@code into}
     * @return false, leaving {@code into} as it was, when the cell is not a number
     */
    static boolean read(byte[] bytes, int from, int to, double[] into, int index) {
        if (from == to) {
            into[index] = Double.NaN;
            return true;
        }
        int i = from;
        boolean negative = bytes[i] == '-';
        if (negative || bytes[i] == '+') {
            i++;
        }
        long mantissa = 0;
        int scale = 0;
        int digits = 0;
        boolean exact = true;
        boolean fraction = false;
        for (; i < to; i++) {
            int d = bytes[i] - '0';
            if (d >= 0 && d <= 9) {
                digits++;
                if (mantissa < EXACT_LIMIT) {
                    mantissa = mantissa * 10 + d;
                    scale -= fraction ? 1 : 0;
                } else {
                    exact = false;
                }
            } else if (bytes[i] == '.' && !fraction) {
                fraction = true;
            } else {
                break;
            }
        }
        if (digits == 0) {
            return missing(bytes, from, to, into, index);
        }
        int exponent = 0;
        if (i < to && (bytes[i] == 'e' || bytes[i] == 'E')) {
            i++;
            boolean below = i < to && bytes[i] == '-';
            if (below || i < to && bytes[i] == '+') {
                i++;
            }
            int start = i;
            for (; i < to && bytes[i] >= '0' && bytes[i] <= '9'; i++) {
                exponent = Math.min(EXPONENT_CAP, exponent * 10 + bytes[i] - '0');
            }
            if (i == start) {
                return false;
            }
            exponent = below ? -exponent : exponent;
        }
        if (i != to) {
            return false;
        }
        int power = scale + exponent;
        double value;
        if (exact && power >= -EXACT_POWER && power <= EXACT_POWER) {
            value = power < 0 ? mantissa / POWERS[-power] : mantissa * POWERS[power];
            value = negative ? -value : value;
        } else {
            value = Double.parseDouble(new String(bytes, from, to - from, StandardCharsets.US_ASCII));
        }
        into[index] = Double.isFinite(value) ? value : Double.NaN;
        return true;
    }

    /** @return whether the cell is a word for a missing value, then NaN in {@code into} */
    private static boolean missing(byte[] bytes, int from, int to, double[] into, int index) {
        for (byte[] word : MISSING) {
            if (Arrays.equals(bytes, from, to, word, 0, word.length)) {
                into[index] = Double.NaN;
                return true;
            }
        }
        return false;
    }

    private static byte[] ascii(String word) {
        return word.getBytes(StandardCharsets.US_ASCII);
    }
}
