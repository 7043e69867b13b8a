package io.ibench.core.result;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds what belongs to one machine in text meant to be the same everywhere (golden files and
 * fixtures): the checkout's absolute path, a temporary directory ({@code /tmp}, {@code /var/tmp},
 * macOS's {@code /var/folders}, Windows' {@code AppData\Local\Temp}, this JVM's
 * {@code java.io.tmpdir}), a home directory ({@code /home/NAME}, {@code /Users/NAME}, this JVM's
 * {@code user.home}) and this machine's host name as a word of its own (not as part of a dotted
 * name such as {@code vm.swappiness}).
 */
public final class MachineTraces {
    private static final Pattern GENERIC = Pattern.compile(
            "(?<![\\w.-])(/tmp|/var/tmp|/var/folders|/private/var/folders)(?![\\w.-])"
                    + "|(?<![\\w.-])(/home|/Users)/[\\w.-]+"
                    + "|AppData[\\\\/]Local[\\\\/]Temp");
    private final List<String> paths;
    private final List<String> hostNames;

    private MachineTraces(List<String> paths, List<String> hostNames) {
        this.paths = paths;
        this.hostNames = hostNames;
    }

    /** The traces of the machine this JVM runs on: its checkout, temporary and home paths and host names. */
    public static MachineTraces ofThisMachine() {
        List<String> paths = new ArrayList<>();
        Path root = checkout();
        paths.add(root.toString());
        for (String property : List.of("java.io.tmpdir", "user.home")) {
            String value = System.getProperty(property, "");
            boolean slash = value.endsWith("/") || value.endsWith("\\");
            String trimmed = slash ? value.substring(0, value.length() - 1) : value;
            if (trimmed.length() > 1) {
                paths.add(trimmed);
            }
        }
        return new MachineTraces(paths, hostNames());
    }

    /** A fixed set of traces, for testing this class. */
    static MachineTraces of(List<String> paths, List<String> hostNames) {
        return new MachineTraces(paths, hostNames);
    }

    /**
     * @param text any text
     * @return one line per trace found ({@code line N: what}), in order; empty when there is none
     */
    public List<String> find(String text) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            Set<String> here = new LinkedHashSet<>();
            for (String path : paths) {
                if (containsPath(line, path)) {
                    here.add("the path " + path);
                }
            }
            Matcher generic = GENERIC.matcher(line);
            while (generic.find()) {
                here.add("the path " + generic.group());
            }
            for (String host : hostNames) {
                if (Pattern.compile("(?<![\\w.-])" + Pattern.quote(host) + "(?![\\w.-])")
                        .matcher(line).find()) {
                    here.add("the host name " + host);
                }
            }
            for (String what : here) {
                found.add("line " + (i + 1) + ": " + what);
            }
        }
        return found;
    }

    /** The checkout's root: the nearest folder at or above the working directory that holds {@code mvnw}. */
    public static Path checkout() {
        Path dir = Path.of("").toAbsolutePath();
        for (Path p = dir; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("mvnw"))) {
                return p;
            }
        }
        throw new IllegalStateException("no mvnw in " + dir + " or a folder above it: not inside the ibench checkout");
    }

    private static boolean containsPath(String line, String path) {
        int at = line.indexOf(path);
        while (at >= 0) {
            int end = at + path.length();
            if (end == line.length() || !Character.isLetterOrDigit(line.charAt(end)) && line.charAt(end) != '_'
                    && line.charAt(end) != '-' && line.charAt(end) != '.') {
                return true;
            }
            at = line.indexOf(path, at + 1);
        }
        return false;
    }

    private static List<String> hostNames() {
        Set<String> names = new LinkedHashSet<>();
        String env = System.getenv("HOSTNAME");
        if (env != null) {
            names.add(env);
        }
        try {
            InetAddress local = InetAddress.getLocalHost();
            names.add(local.getHostName());
            names.add(local.getCanonicalHostName());
        } catch (UnknownHostException e) {
            // no resolvable local host: HOSTNAME alone
        }
        List<String> kept = new ArrayList<>();
        for (String name : names) {
            String lower = name.toLowerCase(Locale.ROOT);
            if (!lower.isBlank() && !lower.equals("localhost") && !lower.startsWith("localhost.")
                    && !lower.matches("[0-9.:]+")) {
                kept.add(name);
                int dot = name.indexOf('.');
                if (dot > 0) {
                    kept.add(name.substring(0, dot));
                }
            }
        }
        return kept.stream().distinct().toList();
    }
}
