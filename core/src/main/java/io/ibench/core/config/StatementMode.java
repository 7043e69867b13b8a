package io.ibench.core.config;

/** How the benchmark's statements (inserts, deletes, queries, the get-min and max reads) reach the server. */
public enum StatementMode {
    /**
     * As the reference sends them: text parsed and planned by the server at every execution; an insert is one
     * statement per batch with every value inlined ({@code price} as {@code 123.00}), the other statements have
     * their values written in by the driver (MySQL and MariaDB Connector/J) or bound to an unnamed statement
     * planned for them (pgjdbc with server-side preparation off). The default, so that server work matches the
     * published reports'.
     */
    REFERENCE,
    /**
     * Every statement prepared on the server once per connection and executed with bound values (an insert with
     * {@code 6 × rows per commit} parameters): pgjdbc names it from the first execution, MySQL and MariaDB
     * Connector/J prepare it on the server.
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
