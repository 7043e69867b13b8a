package io.ibench.core.config;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The databases and schemas that belong to the servers themselves: ibench never creates, drops or
 * writes tables in them, whatever the options say ({@code --force} included). The names come from
 * the adapters ({@code Adapters.systemDatabases()} in {@code io.ibench.core.spi}), which this
 * package cannot see: whoever knows the adapters hands them in.
 */
public final class SystemDatabases {
    private final List<String> names;

    /**
     * @param names the refused names in the order messages list them; compared without case,
     *              listed once each in lower case
     */
    public SystemDatabases(List<String> names) {
        Set<String> distinct = new LinkedHashSet<>();
        names.forEach(name -> distinct.add(name.toLowerCase(Locale.ROOT)));
        this.names = List.copyOf(distinct);
    }

    /** @return the refused names, lower case, in the order messages list them */
    public List<String> names() {
        return names;
    }

    /**
     * @param name a database or schema name, or null
     * @return true when it is one of {@link #names()}, in any case
     */
    public boolean isSystem(String name) {
        return name != null && names.contains(name.toLowerCase(Locale.ROOT));
    }

    /**
     * @param name  a database or schema name, or null (accepted)
     * @param where where the name came from, for the message, e.g. {@code --database} or
     *              {@code the database in --url}; the message reads "WHERE is 'NAME', a system database …"
     * @throws ConfigException when the name is a system database or schema
     */
    public void refuse(String name, String where) {
        if (isSystem(name)) {
            throw new ConfigException(where + " is '" + name
                    + "', a system database or schema that ibench never runs in (" + String.join(", ", names)
                    + "); give the benchmark a database of its own, e.g. ib (--create-database creates it)");
        }
    }
}
