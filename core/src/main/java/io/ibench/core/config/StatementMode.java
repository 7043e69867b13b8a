package io.ibench.core.config;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How the writers' INSERT statements reach the server. */
public enum StatementMode {
    /**
     * As the reference sends them: one text statement per batch with every value inlined
     * ({@code price} as {@code 123.00}), parsed by the server each time. The default, so that
     * server work matches the published reports'.
     */
    REFERENCE,
    /**
     * One statement prepared per connection with {@code 6 × rows per commit} bound parameters
     * (Connector/J prepares on the client unless the URL sets {@code useServerPrepStmts=true};
     * pgjdbc binds them in the extended protocol).
     */
    PREPARED;

    /** @return the option value, e.g. {@code reference} */
    public String optionValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @param value {@code reference} or {@code prepared}, any case
     * @return the mode
     * @throws ConfigException naming the accepted values
     */
    public static StatementMode parse(String value) {
        for (StatementMode mode : values()) {
            if (mode.optionValue().equalsIgnoreCase(value == null ? "" : value.strip())) {
                return mode;
            }
        }
        throw new ConfigException("--statements must be one of " + Arrays.stream(values()).map(StatementMode::optionValue)
                .collect(Collectors.joining(", ")) + " (got '" + value + "')");
    }
}
