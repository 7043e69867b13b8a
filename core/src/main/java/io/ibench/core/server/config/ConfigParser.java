package io.ibench.core.server.config;

import io.ibench.core.config.ConfigException;
import io.ibench.core.spi.ConfigSyntax;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one config file into its settings and includes, in order, and rejects anything else
 * with one sentence naming the file and line.
 */
public final class ConfigParser {
    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]*");
    private static final Pattern INCLUDE = Pattern.compile("(?:!include\\s+|include\\s*=?\\s*)(['\"]?)([^'\"\\s]+)\\1",
            Pattern.CASE_INSENSITIVE);
    /** Any other line that starts with an include directive: a malformed include, never a setting. */
    private static final Pattern MALFORMED_INCLUDE = Pattern.compile("!?include(?![A-Za-z0-9_]).*",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern SECTION = Pattern.compile("\\[([^\\]]*)]");
    /** MySQL's {@code !includedir} and PostgreSQL's {@code include_dir} and {@code include_if_exists}. */
    private static final Pattern OTHER_INCLUDE =
            Pattern.compile("(!includedir|include_dir|include_if_exists)(?![A-Za-z0-9_]).*", Pattern.CASE_INSENSITIVE);

    private ConfigParser() {
    }

    /**
     * @param text   the file's text
     * @param where  the file's name for messages
     * @param syntax the DBMS's config syntax
     * @return its settings and includes in file order
     * @throws ConfigException {@code where:line: …} for a line that is not a comment, a section the
     *         syntax accepts, an include, {@code name = value} or (where allowed) a bare name; and for an include of
     *         a folder or of a file that may be missing ({@code !includedir}, {@code include_dir},
     *         {@code include_if_exists}), which the server would read without ibench
     */
    public static List<ConfigEntry> parse(String text, String where, ConfigSyntax syntax) {
        List<ConfigEntry> entries = new ArrayList<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String origin = where + ":" + (i + 1);
            String line = stripComment(lines.get(i)).strip();
            if (line.isEmpty()) {
                continue;
            }
            Matcher include = INCLUDE.matcher(line);
            Matcher section = SECTION.matcher(line);
            Matcher otherInclude = OTHER_INCLUDE.matcher(line);
            if (otherInclude.matches()) {
                throw new ConfigException(origin + ": " + otherInclude.group(1) + " would make the server read files "
                        + "ibench never sees; include each file of the set by name instead");
            } else if (include.matches()) {
                entries.add(new ConfigEntry.Include(include.group(2), origin));
            } else if (MALFORMED_INCLUDE.matcher(line).matches()) {
                throw new ConfigException(origin + ": expected an include of one file of the set, e.g. "
                        + (syntax.sections().isEmpty() ? "include 'base.conf'" : "!include base.cnf") + ", got '"
                        + line + "'");
            } else if (section.matches()) {
                checkSection(section.group(1), origin, syntax);
            } else {
                entries.add(setting(line, origin, syntax));
            }
        }
        return entries;
    }

    private static void checkSection(String section, String origin, ConfigSyntax syntax) {
        if (syntax.sections().isEmpty()) {
            throw new ConfigException(origin + ": sections such as [" + section + "] are not part of a "
                    + syntax.fileName() + "; write one option per line");
        }
        if (!syntax.serverSection(section)) {
            throw new ConfigException(origin + ": section [" + section + "] does not hold server options; a config "
                    + "file holds server options only, under [" + String.join("] or [", syntax.sections()) + "]");
        }
    }

    private static ConfigEntry.Setting setting(String line, String origin, ConfigSyntax syntax) {
        int equals = line.indexOf('=');
        String name;
        String value;
        if (equals >= 0) {
            name = line.substring(0, equals).strip();
            value = line.substring(equals + 1).strip();
        } else {
            String[] parts = line.split("\\s+", 2);
            name = parts[0];
            value = parts.length == 2 ? parts[1].strip() : null;
        }
        if (!NAME.matcher(name).matches()) {
            throw new ConfigException(origin + ": expected 'name = value', got '" + line + "'");
        }
        if (value == null && !syntax.flags()) {
            throw new ConfigException(origin + ": option " + name + " has no value; write '" + name + " = VALUE'");
        }
        if (value != null && value.isEmpty()) {
            throw new ConfigException(origin + ": option " + name + " has an empty value");
        }
        return new ConfigEntry.Setting(name, value, origin);
    }

    /** Removes a comment: a line starting with # or ;, or text from a # that follows a blank, outside quotes. */
    static String stripComment(String line) {
        String trimmed = line.stripLeading();
        if (trimmed.startsWith("#") || trimmed.startsWith(";")) {
            return "";
        }
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '#' && i > 0 && Character.isWhitespace(line.charAt(i - 1))) {
                return line.substring(0, i);
            }
        }
        return line;
    }
}
