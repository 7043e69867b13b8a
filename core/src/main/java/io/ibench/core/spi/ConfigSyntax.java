package io.ibench.core.spi;

import java.util.List;
import java.util.Locale;

/**
 * How a DBMS's configuration files are written, so that ibench can read its config sets and
 * render the file a server starts with. Lines are {@code name = value} (also {@code name=value}
 * and, where {@link #flags()}, a bare {@code name}); comments start with {@code #} or {@code ;};
 * a line {@code !include FILE} or {@code include 'FILE'} reads another file of the set first.
 *
 * @param fileName   the rendered file's name, e.g. {@code my.cnf}
 * @param extension  the extension of the set's files, e.g. {@code .cnf}
 * @param sections   section headers that hold server options, e.g. {@code mysqld}; empty when
 *                   the syntax has no sections
 * @param header     the first line of the rendered file, e.g. {@code [mysqld]}, or empty
 * @param flags      whether an option may be a bare name without value ({@code skip-log-bin})
 * @param foldDashes whether {@code -} and {@code _} in option names mean the same (MySQL), so a
 *                   variant's {@code innodb-io-capacity} replaces the base's {@code innodb_io_capacity}
 */
public record ConfigSyntax(String fileName, String extension, List<String> sections, String header, boolean flags,
                           boolean foldDashes) {

    /** Copies the list. */
    public ConfigSyntax {
        sections = List.copyOf(sections);
    }

    /**
     * @param name an option name as written
     * @return the name under which it replaces another: lower case, dashes folded where they mean underscores
     */
    public String key(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return foldDashes ? lower.replace('-', '_') : lower;
    }

    /**
     * @param section a section name as written between brackets
     * @return true when its options are server options
     */
    public boolean serverSection(String section) {
        return sections.stream().anyMatch(s -> s.equalsIgnoreCase(section.strip()));
    }
}
