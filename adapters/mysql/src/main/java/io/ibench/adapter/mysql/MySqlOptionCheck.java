package io.ibench.adapter.mysql;

import io.ibench.core.server.OsUser;
import io.ibench.core.spi.ServerBinaries;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which settings of a MySQL-family config file the server does not know, found without starting
 * it: {@code mysqld --defaults-file=<config> --verbose --help} reads the file (loading the plugins
 * it names) and lists every option it accepts. MariaDB and MySQL 5.7 refuse an unknown option there
 * with {@code unknown variable}; MySQL 8.0 lists its options and says nothing, so the file's
 * settings are compared with that list. {@code loose-} settings are allowed to be unknown.
 */
final class MySqlOptionCheck {
    private static final Pattern UNKNOWN = Pattern.compile("unknown (?:variable|option) '-*([A-Za-z0-9_-]+)");
    private static final Pattern LISTED =
            Pattern.compile("^ {2}(?:-[A-Za-z0-9#?], )?--([a-z0-9][a-z0-9_-]*)", Pattern.MULTILINE);
    private static final Pattern SECTION = Pattern.compile("^\\s*\\[([^]]+)]\\s*$");
    private static final Pattern SETTING = Pattern.compile("^\\s*([A-Za-z0-9][A-Za-z0-9_-]*)\\s*(?:=.*)?$");
    private static final Set<String> SERVER_SECTIONS = Set.of("mysqld", "server", "mariadb", "mariadbd");
    private static final List<String> PREFIXES = List.of("skip_", "enable_", "disable_", "maximum_");
    private static final int SECONDS = 60;

    private MySqlOptionCheck() {
    }

    /**
     * @param binaries   the server's binaries
     * @param configText the config file's text
     * @return the settings the server does not know, normalised ({@code -} as {@code _}), in file order
     * @throws InterruptedException when interrupted while the server prints its options
     */
    static List<String> unknownOptions(ServerBinaries binaries, String configText) throws InterruptedException {
        Path file = null;
        try {
            file = Files.createTempFile("ibench-option-check", ".cnf");
            Files.writeString(file, configText);
            List<String> command = new ArrayList<>(List.of(binaries.server().toString(), "--defaults-file=" + file,
                    "--basedir=" + binaries.basedir(), "--verbose", "--help"));
            if (OsUser.isRoot()) {
                command.add("--user=root");
            }
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return List.of();
            }
            Set<String> refused = new LinkedHashSet<>();
            Matcher unknown = UNKNOWN.matcher(output);
            while (unknown.find()) {
                refused.add(normal(unknown.group(1)));
            }
            if (!refused.isEmpty() || process.exitValue() != 0) {
                return List.copyOf(refused);
            }
            return unlisted(settings(configText), listed(output));
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot ask " + binaries.server() + " for its options: " + e.getMessage(), e);
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    // a temporary file of a few bytes; the OS cleans its temporary folder
                }
            }
        }
    }

    private static Set<String> listed(String help) {
        Set<String> options = new HashSet<>();
        Matcher m = LISTED.matcher(help);
        while (m.find()) {
            options.add(normal(m.group(1)));
        }
        return options;
    }

    /** @return the settings of the server's sections, normalised, in file order */
    static List<String> settings(String configText) {
        List<String> names = new ArrayList<>();
        boolean server = false;
        for (String line : configText.split("\n")) {
            Matcher section = SECTION.matcher(line);
            if (section.matches()) {
                String name = section.group(1).strip().toLowerCase(Locale.ROOT);
                server = SERVER_SECTIONS.contains(name) || name.matches("(mysqld|mariadb)-[0-9.]+");
                continue;
            }
            Matcher setting = SETTING.matcher(line);
            if (server && setting.matches()) {
                names.add(normal(setting.group(1)));
            }
        }
        return names;
    }

    private static List<String> unlisted(List<String> settings, Set<String> options) {
        List<String> unknown = new ArrayList<>();
        for (String setting : settings) {
            if (setting.startsWith("loose_") || options.contains(setting)) {
                continue;
            }
            boolean prefixed = PREFIXES.stream()
                    .anyMatch(p -> setting.startsWith(p) && options.contains(setting.substring(p.length())));
            if (!prefixed) {
                unknown.add(setting);
            }
        }
        return unknown;
    }

    private static String normal(String name) {
        return name.toLowerCase(Locale.ROOT).replace('-', '_');
    }
}
