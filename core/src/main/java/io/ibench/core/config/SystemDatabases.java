package io.ibench.core.config;

import java.util.List;
import java.util.Locale;

/**
 * The databases and schemas that belong to the server itself: ibench never creates, drops or
 * writes tables in them, whatever the options say ({@code --force} included).
 */
public final class SystemDatabases {
    /** The refused names, compared without case. */
    public static final List<String> NAMES =
            List.of("mysql", "sys", "information_schema", "performance_schema", "postgres");

    private SystemDatabases() {
    }

    /**
     * @param name a database or schema name, or null
     * @return true when it is one of {@link #NAMES}, in any case
     */
    public static boolean isSystem(String name) {
        return name != null && NAMES.contains(name.toLowerCase(Locale.ROOT));
    }

    /**
     * @param name  a database or schema name, or null (accepted)
     * @param where where the name came from, for the message, e.g. {@code --database} or
     *              {@code the database in --url}; the message reads "WHERE is 'NAME', a system database …"
     * @throws ConfigException when the name is a system database or schema
     */
    public static void refuse(String name, String where) {
        if (isSystem(name)) {
            throw new ConfigException(where + " is '" + name
                    + "', a system database or schema that ibench never runs in (" + String.join(", ", NAMES)
                    + "); give the benchmark a database of its own, e.g. ib (--create-database creates it)");
        }
    }
}
