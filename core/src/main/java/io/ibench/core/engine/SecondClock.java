package io.ibench.core.engine;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The wall-clock second as {@code yyyy-MM-dd HH:mm:ss} local time, formatted at most once per
 * second: the {@code dateandtime} value of every row inserted in that second. Not thread safe.
 */
final class SecondClock {
    private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    private long second = Long.MIN_VALUE;
    private String text;

    /** @return the current second, formatted */
    String now() {
        long current = System.currentTimeMillis() / 1000;
        if (current != second) {
            second = current;
            text = LocalDateTime.now().format(FORMAT);
        }
        return text;
    }
}
