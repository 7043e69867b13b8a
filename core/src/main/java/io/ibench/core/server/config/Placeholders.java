package io.ibench.core.server.config;

import io.ibench.core.config.ConfigException;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The values a config's placeholders stand for, resolved when a sweep renders the file its
 * server starts with, so one config set fits every host:
 * <ul>
 *   <li>{@code {memory_mb}}: the host's memory in MiB;</li>
 *   <li>{@code {cache_mb}}: the DBMS cache the benchmark profile chooses, in MiB;</li>
 *   <li>{@code {log_mb}}: the redo log (InnoDB) or WAL (Postgres) size the profile chooses, in MiB;</li>
 *   <li>{@code {NAME*FACTOR}} and {@code {NAME/DIVISOR}}: a number scaled, rounded down to a whole number;</li>
 *   <li>{@code {buffered ? A : B}}: A when the profile reads data through the OS page cache
 *       (cached-by-os), else B.</li>
 * </ul>
 *
 * @param numbers whole numbers by name, e.g. {@code cache_mb=12288}
 * @param flags   yes/no values by name, e.g. {@code buffered=false}
 */
public record Placeholders(Map<String, Long> numbers, Map<String, Boolean> flags) {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^{}]*)}");
    private static final Pattern SCALED = Pattern.compile("\\s*([a-z_]+)\\s*(?:([*/])\\s*([0-9]+(?:\\.[0-9]+)?))?\\s*");
    private static final Pattern CHOICE = Pattern.compile("\\s*([a-z_]+)\\s*\\?\\s*([^:]*?)\\s*:\\s*(.*?)\\s*");

    /** Sorts and copies the maps. */
    public Placeholders {
        numbers = java.util.Collections.unmodifiableMap(new TreeMap<>(numbers));
        flags = java.util.Collections.unmodifiableMap(new TreeMap<>(flags));
    }

    /**
     * @param memoryMb the host's memory, MiB
     * @param cacheMb  the DBMS cache, MiB
     * @param logMb    the redo log or WAL size, MiB
     * @param buffered whether data is read through the OS page cache
     * @return the standard placeholders
     */
    public static Placeholders of(long memoryMb, long cacheMb, long logMb, boolean buffered) {
        return new Placeholders(Map.of("memory_mb", memoryMb, "cache_mb", cacheMb, "log_mb", logMb),
                Map.of("buffered", buffered));
    }

    /** @return e.g. {@code memory_mb=24000 cache_mb=1024 log_mb=1024 buffered=false} */
    public String describe() {
        StringBuilder text = new StringBuilder();
        numbers.forEach((k, v) -> text.append(text.length() == 0 ? "" : " ").append(k).append('=').append(v));
        flags.forEach((k, v) -> text.append(text.length() == 0 ? "" : " ").append(k).append('=').append(v));
        return text.toString();
    }

    /**
     * @param value  a value as written in a config file
     * @param origin {@code file:line}, for messages
     * @return the value with every placeholder replaced
     * @throws ConfigException naming file and line for an unknown or malformed placeholder
     */
    public String apply(String value, String origin) {
        Matcher m = PLACEHOLDER.matcher(value);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(resolve(m.group(1), origin)));
        }
        m.appendTail(out);
        if (out.indexOf("{") >= 0 || out.indexOf("}") >= 0) {
            throw new ConfigException(origin + ": unbalanced brace in '" + value
                    + "'; placeholders are written {name}");
        }
        return out.toString();
    }

    private String resolve(String expression, String origin) {
        Matcher choice = CHOICE.matcher(expression);
        if (choice.matches()) {
            Boolean flag = flags.get(choice.group(1));
            if (flag == null) {
                throw unknown(choice.group(1), origin);
            }
            return flag ? choice.group(2) : choice.group(3);
        }
        Matcher scaled = SCALED.matcher(expression);
        if (!scaled.matches()) {
            throw new ConfigException(origin + ": malformed placeholder {" + expression
                    + "}; write {name}, {name*0.5}, {name/4} or {flag ? yes : no}");
        }
        Long number = numbers.get(scaled.group(1));
        if (number == null) {
            throw unknown(scaled.group(1), origin);
        }
        if (scaled.group(2) == null) {
            return Long.toString(number);
        }
        BigDecimal operand = new BigDecimal(scaled.group(3));
        BigDecimal base = BigDecimal.valueOf(number);
        if (scaled.group(2).equals("/") && operand.signum() == 0) {
            throw new ConfigException(origin + ": placeholder {" + expression.strip() + "} divides by zero");
        }
        BigDecimal result = scaled.group(2).equals("*") ? base.multiply(operand)
                : base.divide(operand, 0, RoundingMode.DOWN);
        return result.setScale(0, RoundingMode.DOWN).toPlainString();
    }

    private ConfigException unknown(String name, String origin) {
        return new ConfigException(origin + ": unknown placeholder {" + name.toLowerCase(Locale.ROOT) + "}; known: "
                + String.join(", ", numbers.keySet()) + ", " + String.join(", ", flags.keySet()));
    }
}
