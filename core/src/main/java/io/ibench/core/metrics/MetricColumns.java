package io.ibench.core.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The summary line's columns: {@link StandardMetric} in its order, then those registered with
 * {@link ServiceLoader} on the thread's context class loader, in discovery order. Everything that
 * computes or shows the summary line reads this list.
 */
public final class MetricColumns {
    private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9]{0,15}");
    /** {@code result.json}'s {@code metrics} object holds this field beside the columns. */
    private static final String RESERVED = "stability";

    private MetricColumns() {
    }

    /**
     * @return every column, built-in first
     * @throws IllegalStateException when a registered column's key is not 1 to 16 lower-case letters and digits,
     *                               is {@value #RESERVED}, or is another column's key
     */
    public static List<MetricColumn> all() {
        List<MetricColumn> all = new ArrayList<>(Arrays.asList(StandardMetric.values()));
        ServiceLoader.load(MetricColumn.class).forEach(all::add);
        Set<String> keys = new HashSet<>();
        for (MetricColumn column : all) {
            if (!KEY.matcher(column.key()).matches() || column.key().equals(RESERVED)) {
                throw new IllegalStateException("metric column " + column.getClass().getName() + " has the key '"
                        + column.key() + "'; a key is 1 to 16 lower-case letters and digits, starting with a letter,"
                        + " and not '" + RESERVED + "'");
            }
            if (!keys.add(column.key())) {
                throw new IllegalStateException("two metric columns have the key '" + column.key() + "' (one is "
                        + column.getClass().getName() + "); each key must be unique");
            }
        }
        return List.copyOf(all);
    }

    /** @return the keys of {@link #all()}, in order */
    public static List<String> keys() {
        return all().stream().map(MetricColumn::key).toList();
    }
}
