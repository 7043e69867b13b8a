package io.ibench.core.result;

import java.util.Locale;

/** Text from a damaged file, made fit for a one-line message: control characters escaped, long text cut. */
final class Quote {
    private static final int MAX = 40;

    private Quote() {
    }

    /**
     * @param text any text
     * @return at most {@value #MAX} characters of it on one line, with {@code …} where it was cut
     */
    static String shortened(String text) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        for (; i < text.length() && out.length() < MAX; i++) {
            char c = text.charAt(i);
            out.append(Character.isISOControl(c) ? String.format(Locale.ROOT, "\\u%04x", (int) c) : c);
        }
        return i < text.length() ? out + "…" : out.toString();
    }
}
