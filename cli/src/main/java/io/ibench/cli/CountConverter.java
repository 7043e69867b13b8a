package io.ibench.cli;

import picocli.CommandLine;

import java.util.Locale;

/**
 * Reads row counts: plain digits, {@code _} as a separator, or a suffix {@code k}, {@code m},
 * {@code g} for thousands, millions, billions (e.g. {@code 200k}, {@code 10m}).
 */
final class CountConverter implements CommandLine.ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
        String v = value.strip().toLowerCase(Locale.ROOT).replace("_", "");
        long multiplier = 1;
        if (v.endsWith("k")) {
            multiplier = 1_000L;
        } else if (v.endsWith("m")) {
            multiplier = 1_000_000L;
        } else if (v.endsWith("g")) {
            multiplier = 1_000_000_000L;
        }
        if (multiplier > 1) {
            v = v.substring(0, v.length() - 1);
        }
        try {
            return Math.multiplyExact(Long.parseLong(v), multiplier);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not a row count (e.g. 200000, 200k, 10m)");
        }
    }
}
