package io.ibench.report.compare;

import java.util.Locale;

/** An output format of {@code ibench compare}. Every format writes numbers with a '.' point in any locale. */
public interface CompareFormat {

    /**
     * @param report the comparison and its verdict
     * @return the whole output, ending with a line break
     */
    String render(CompareReport report);

    /**
     * @param name {@code text}, {@code csv}, {@code json} or {@code markdown} (any case)
     * @return the format
     * @throws IllegalArgumentException naming the accepted formats
     */
    static CompareFormat named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "text" -> new TextCompareFormat();
            case "csv" -> new CsvCompareFormat();
            case "json" -> new JsonCompareFormat();
            case "markdown", "md" -> new MarkdownCompareFormat();
            default -> throw new IllegalArgumentException("unknown format '" + name
                    + "': use text, csv, json or markdown");
        };
    }
}
