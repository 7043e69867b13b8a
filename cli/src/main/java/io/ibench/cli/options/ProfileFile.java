package io.ibench.cli.options;

import io.ibench.core.config.ConfigException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The text of a profile: one {@code option=value} a line, where {@code option} is an
 * {@code ibench run} option name with or without its leading {@code --}; blank lines and lines
 * starting with {@code #} or {@code !} are comments. Stricter than Java properties on purpose: a
 * line without {@code =} or an option set twice is an error naming the line, not silently read.
 */
final class ProfileFile {
    /**
     * One setting of a profile.
     *
     * @param option the option's name with its leading {@code --}, e.g. {@code --clients}
     * @param value  its value, without surrounding white space
     * @param line   the line it is on, 1-based
     */
    record Setting(String option, String value, int line) {
    }

    private ProfileFile() {
    }

    /**
     * @param origin the profile as messages name it, e.g. {@code profile file /x/p.properties}
     * @param text   its content
     * @return its settings, in file order
     * @throws ConfigException naming the origin and line of a malformed line or a repeated option
     */
    static List<Setting> parse(String origin, String text) {
        List<Setting> settings = new ArrayList<>();
        Map<String, Integer> firstLine = new HashMap<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            int number = i + 1;
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("!")) {
                continue;
            }
            int equals = line.indexOf('=');
            String key = equals < 0 ? "" : line.substring(0, equals).strip();
            if (key.startsWith("--")) {
                key = key.substring(2);
            }
            if (!key.matches("[a-z][a-z0-9-]*")) {
                throw new ConfigException(origin + ", line " + number + ": expected option=value, such as clients=8 "
                        + "(got " + shown(line) + ")");
            }
            String option = "--" + key;
            Integer first = firstLine.putIfAbsent(option, number);
            if (first != null) {
                throw new ConfigException(origin + ", line " + number + ": " + option + " is set again (first on line "
                        + first + ")");
            }
            settings.add(new Setting(option, line.substring(equals + 1).strip(), number));
        }
        return List.copyOf(settings);
    }

    /**
     * A malformed line is quoted when it reads like a mistyped option; any other text is not, since a
     * file given as a profile by mistake may be a password file.
     */
    private static String shown(String line) {
        if (!line.matches("[a-z0-9 =._-]*")) {
            return "a line that reads like no option, not shown; is the file given to --profile a profile?";
        }
        return "'" + (line.length() > 60 ? line.substring(0, 60) + "…" : line) + "'";
    }
}
