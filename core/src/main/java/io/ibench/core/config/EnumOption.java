package io.ibench.core.config;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Enum-valued options: a constant's option spelling ({@code ABORT_STEP} is {@code abort-step}) and parsing it back. */
final class EnumOption {
    private EnumOption() {
    }

    /**
     * @param constant an enum constant
     * @return its name in lower case with hyphens, e.g. {@code abort-step}
     */
    static String value(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * @param type   the enum
     * @param option the option's name for the message, e.g. {@code --on-error}
     * @param value  what the user gave, any case
     * @param <E>    the enum type
     * @return the constant it names
     * @throws ConfigException naming the option and the accepted values
     */
    static <E extends Enum<E>> E parse(Class<E> type, String option, String value) {
        String given = value == null ? "" : value.strip();
        for (E constant : type.getEnumConstants()) {
            if (value(constant).equalsIgnoreCase(given)) {
                return constant;
            }
        }
        throw new ConfigException(option + " must be one of "
                + Arrays.stream(type.getEnumConstants()).map(EnumOption::value).collect(Collectors.joining(", "))
                + " (got '" + value + "')");
    }
}
