package io.ibench.core.server.config;

import java.util.Comparator;
import java.util.List;

/**
 * Which built-in config sets apply to a server version, beyond its release line's own set (e.g.
 * {@code mysql-8.0}): sets named {@code <line set>-before-<version>}, e.g.
 * {@code mysql-8.0-before-8.0.30}, hold what releases older than that version need instead (there,
 * {@code innodb_log_file_size} where 8.0.30 brought {@code innodb_redo_log_capacity}). They are
 * looked up before the line's set, the one with the earliest bound first.
 */
public final class ConfigSets {
    private static final String BEFORE = "-before-";

    private ConfigSets() {
    }

    /**
     * @param lineSet the release line's set, e.g. {@code mysql-8.0}
     * @param version the server's version, e.g. {@code 8.0.15}
     * @return the built-in {@code <lineSet>-before-<bound>} sets whose bound is later than the
     *         version, earliest bound first; empty when none applies
     */
    public static List<String> before(String lineSet, String version) {
        String prefix = lineSet + BEFORE;
        return BuiltInSource.sets().stream()
                .filter(set -> set.startsWith(prefix) && set.substring(prefix.length()).matches("\\d+(\\.\\d+)*"))
                .filter(set -> compare(version, set.substring(prefix.length())) < 0)
                .sorted(Comparator.comparing((String set) -> set.substring(prefix.length()), ConfigSets::compare))
                .toList();
    }

    /** @return the order of two dotted versions, e.g. {@code 8.0.9} before {@code 8.0.30} */
    static int compare(String a, String b) {
        String[] left = a.split("\\.");
        String[] right = b.split("\\.");
        for (int i = 0; i < Math.max(left.length, right.length); i++) {
            int l = i < left.length ? leadingNumber(left[i]) : 0;
            int r = i < right.length ? leadingNumber(right[i]) : 0;
            if (l != r) {
                return Integer.compare(l, r);
            }
        }
        return 0;
    }

    private static int leadingNumber(String part) {
        String digits = part.replaceAll("\\D.*", "");
        return digits.isEmpty() ? 0 : Integer.parseInt(digits);
    }
}
