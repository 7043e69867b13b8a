package io.ibench.core.spi;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one reading of {@link ServerDumps} returned.
 *
 * @param tables  name → a result as the server returned it; the name becomes the file name
 * @param texts   name → a text as the server returned it (e.g. {@code show engine innodb status})
 * @param sizes   relation → bytes on disk, e.g. {@code pi1} or {@code pi1.pi1_marketsegment}; empty in counters
 * @param skipped one line per dump that was not taken (not permitted, not in this version) or that failed
 */
public record DumpSet(Map<String, Table> tables, Map<String, String> texts, Map<String, Double> sizes,
                      List<String> skipped) {
    /** Nothing read. */
    public static final DumpSet EMPTY = new DumpSet(Map.of(), Map.of(), Map.of(), List.of());

    public DumpSet {
        tables = Collections.unmodifiableMap(new LinkedHashMap<>(tables));
        texts = Collections.unmodifiableMap(new LinkedHashMap<>(texts));
        sizes = Collections.unmodifiableMap(new LinkedHashMap<>(sizes));
        skipped = List.copyOf(skipped);
    }

    /**
     * A result set as text.
     *
     * @param columns the column labels
     * @param rows    the rows, each value as the driver's text (null for SQL NULL)
     */
    public record Table(List<String> columns, List<List<String>> rows) {
    }
}
