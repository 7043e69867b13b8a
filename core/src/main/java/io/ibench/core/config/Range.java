package io.ibench.core.config;

/**
 * The accepted values of a numeric setting, both ends included, in the setting's own unit.
 *
 * @param min  the smallest accepted value
 * @param max  the largest accepted value
 * @param text how messages state the range after "must be between", or null for "min and max"
 *             as the option writes them
 * @param <T>  the setting's value type
 */
public record Range<T extends Comparable<? super T>>(T min, T max, String text) {

    /** @return true when {@code value} lies within the range */
    boolean contains(T value) {
        return value.compareTo(min) >= 0 && value.compareTo(max) <= 0;
    }
}
