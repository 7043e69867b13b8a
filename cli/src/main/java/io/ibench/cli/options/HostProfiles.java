package io.ibench.cli.options;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.Settings;
import io.ibench.core.server.config.Placeholders;

import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sizes taken from the host: the rows per table of the profiles {@code cached},
 * {@code cached-by-os} and {@code io-bound}, and for every profile the server sizes a sweep
 * puts into its configs' placeholders. The rules, with M the memory of the server's host
 * ({@code --memory}, default this host's) and C the clients:
 * <ul>
 *   <li>DBMS cache: {@code quick} min(1 GiB, M/16); {@code cached-by-os} max(128 MiB, M/32) (the
 *       reports' 4 GB of 120 GB); otherwise 3/4 M (the reports' 100 GB of 128 GB);</li>
 *   <li>redo log / WAL: {@code quick} the cache; otherwise 3/4 M;</li>
 *   <li>rows per table, at {@value #BYTES_PER_ROW} bytes per row with its indexes (65 GB for
 *       480 M rows in the reports): {@code cached} and {@code cached-by-os} a third of 3/4 M, so
 *       that the tables fit the cache (or the OS page cache) with room to grow; {@code io-bound}
 *       3 M; each divided by C and rounded down to 100k;</li>
 *   <li>write rows per table (l.i1 + l.i2): twice the rows when cached, a fortieth when io-bound
 *       (the reports' 200 M and 5 M).</li>
 * </ul>
 */
public final class HostProfiles {
    /** Bytes a row takes with its primary key and three secondary indexes. */
    static final long BYTES_PER_ROW = 150;
    private static final List<String> SIZED = List.of("cached", "cached-by-os", "io-bound");
    private static final long MIB = 1L << 20;
    private static final Pattern SIZE = Pattern.compile("([0-9]+)\\s*([kmgt]?)i?b?", Pattern.CASE_INSENSITIVE);

    private HostProfiles() {
    }

    /**
     * The server sizes of a profile, for config placeholders.
     *
     * @param memoryMb the server host's memory, MiB
     * @param cacheMb  the DBMS cache, MiB
     * @param logMb    the redo log or WAL, MiB
     * @param buffered whether data is read through the OS page cache
     */
    public record ServerSizes(long memoryMb, long cacheMb, long logMb, boolean buffered) {
        /** @return the placeholders of config files */
        public Placeholders placeholders() {
            return Placeholders.of(memoryMb, cacheMb, logMb, buffered);
        }
    }

    /**
     * @param profile a profile name
     * @return true when its row counts are computed from the host
     */
    static boolean sized(String profile) {
        return SIZED.contains(profile);
    }

    /**
     * @param profile  a sized profile, see {@link #sized}
     * @param memoryMb the server host's memory, MiB
     * @param clients  the clients, values below 1 counting as 1
     * @return {@code rows-per-table} and {@code write-rows-per-table} for the host
     */
    static Map<String, String> options(String profile, long memoryMb, int clients) {
        long dataBytes = profile.equals("io-bound") ? 3 * memoryMb * MIB : memoryMb * MIB * 3 / 4 / 3;
        long rows = Math.max(100_000, dataBytes / BYTES_PER_ROW / Math.max(1, clients) / 100_000 * 100_000);
        long writeRows = profile.equals("io-bound") ? Math.max(1000, rows / 40) : 2 * rows;
        Map<String, String> options = new LinkedHashMap<>();
        options.put("rows-per-table", Long.toString(rows));
        options.put("write-rows-per-table", Long.toString(writeRows));
        return options;
    }

    /**
     * @param profile a profile name or file, as given to {@code --profile}
     * @param given   the subcommand's arguments, for {@code --memory} and {@code --clients}
     * @return profile lines that set the computed options of a sized profile, after a comment saying
     *         what they were sized for; empty for other profiles
     * @throws ConfigException when {@code --memory} or {@code --clients} is malformed
     */
    static String sizedLines(String profile, GivenOptions given) {
        String name = profile.toLowerCase(Locale.ROOT);
        if (!sized(name)) {
            return "";
        }
        StringBuilder lines = new StringBuilder("\n# sized by ibench for --memory and --clients\n");
        long memoryMb = memoryMb(given.value("--memory"));
        String clients = given.value(Settings.CLIENTS.option());
        int count = clients == null ? Settings.CLIENTS.defaultValue() : Settings.CLIENTS.parse(clients.strip());
        options(name, memoryMb, count)
                .forEach((option, value) -> lines.append(option).append('=').append(value).append('\n'));
        return lines.toString();
    }

    /**
     * @param profile  a profile name, or null for none
     * @param memoryMb the server host's memory, MiB
     * @return the server sizes of that profile
     */
    public static ServerSizes server(String profile, long memoryMb) {
        String name = profile == null ? "" : profile;
        long threeQuarters = memoryMb * 3 / 4;
        return switch (name) {
            case "quick" -> new ServerSizes(memoryMb, Math.min(1024, memoryMb / 16),
                    Math.min(1024, memoryMb / 16), false);
            case "cached-by-os" -> new ServerSizes(memoryMb, Math.max(128, memoryMb / 32), threeQuarters, true);
            default -> new ServerSizes(memoryMb, threeQuarters, threeQuarters, false);
        };
    }

    /**
     * @param given a size such as {@code 24g} or {@code 512m} (binary units; a bare number is MiB), or null
     * @return it in MiB, or this host's memory when null
     * @throws ConfigException when it is malformed
     */
    public static long memoryMb(String given) {
        if (given == null) {
            return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                    .getTotalMemorySize() / MIB;
        }
        return sizeMb("--memory", given);
    }

    /**
     * @param option the option, for the message
     * @param text   a size such as {@code 24g}, {@code 512m}, {@code 2048} (MiB)
     * @return MiB, at least 1
     * @throws ConfigException when malformed
     */
    public static long sizeMb(String option, String text) {
        Matcher m = SIZE.matcher(text.strip());
        if (!m.matches()) {
            throw new ConfigException(option + " takes a size such as 24g or 512m (got '" + text + "')");
        }
        long n;
        try {
            n = Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            throw new ConfigException(option + " " + text + " is too large");
        }
        long mb = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> n / 1024;
            case "g" -> n * 1024;
            case "t" -> n * 1024 * 1024;
            default -> n;
        };
        if (mb < 1 || mb > (1L << 40)) {
            throw new ConfigException(option + " " + text + " is outside 1m..1024t");
        }
        return mb;
    }
}
