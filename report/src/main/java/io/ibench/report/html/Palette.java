package io.ibench.report.html;

import java.util.Locale;

/**
 * The colours of the relative table. The absolute and SLA tables always use the reference's
 * red {@code #FF9A9A}, green {@code #81FFA6} and grey {@code #D7D7D7}.
 */
public enum Palette {
    /** The published reports' convention: worse red, better green. */
    BLOG("#FF9A9A", "#81FFA6"),
    /** The reference generator's colours: worse mustard ("yellow"), better light cyan ("blue"). */
    REFERENCE("#FFDD81", "#81FFF9");

    private final String worse;
    private final String better;

    Palette(String worse, String better) {
        this.worse = worse;
        this.better = better;
    }

    /** @return the background of relative values at or below the worse threshold, CSS hex */
    public String worse() {
        return worse;
    }

    /** @return the background of relative values at or above the better threshold, CSS hex */
    public String better() {
        return better;
    }

    /**
     * @param name {@code blog} or {@code reference}, any case
     * @return the palette
     * @throws IllegalArgumentException naming the accepted palettes
     */
    public static Palette named(String name) {
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown palette '" + name
                    + "': use blog (red/green) or reference (yellow/blue)");
        }
    }
}
