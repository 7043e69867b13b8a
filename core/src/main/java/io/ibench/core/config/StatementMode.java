package io.ibench.core.config;

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
        return EnumOption.value(this);
    }

    /**
     * @param value the option value, any case
     * @return the choice
     * @throws ConfigException naming the accepted values
     */
    public static StatementMode parse(String value) {
        return Settings.STATEMENTS.parse(value == null ? "" : value);
    }
}
