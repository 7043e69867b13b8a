package io.ibench.core.server.config;

/** One meaningful line of a config file: a setting or an include. */
public sealed interface ConfigEntry permits ConfigEntry.Setting, ConfigEntry.Include {

    /** @return where the line is, {@code file:line} */
    String origin();

    /**
     * An option and its value as written (placeholders not yet resolved).
     *
     * @param name   the option name as written
     * @param value  the value, without surrounding blanks or trailing comment; null for a bare flag
     * @param origin {@code file:line}
     */
    record Setting(String name, String value, String origin) implements ConfigEntry {
        /** @return {@code name = value}, or the bare name of a flag */
        public String text() {
            return value == null ? name : name + " = " + value;
        }
    }

    /**
     * Another file of the set whose settings come first.
     *
     * @param fileName the file, e.g. {@code base.cnf}
     * @param origin   {@code file:line}
     */
    record Include(String fileName, String origin) implements ConfigEntry {
    }
}
