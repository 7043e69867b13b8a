package io.ibench.cli;

import picocli.CommandLine.Model.OptionSpec;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Values the option fuzz test gives an option: valid ones, invalid ones, out of range, empty.
 * Options with a known meaning get values of that meaning; the others get values by their Java
 * type. Every server address is on the loopback interface at port 1, where nothing listens, and
 * no value names a real server's socket or port, so no drawn command can reach a database.
 */
final class OptionValues {
    /** A server address where nothing listens: every run that passes validation fails to connect there. */
    static final String CLOSED_URL = "jdbc:mysql://127.0.0.1:1/ibench_fuzz";

    private final Map<String, List<String>> byName;

    /** @param dir a temporary folder for paths that must exist, or must not */
    OptionValues(Path dir) {
        String missing = dir.resolve("missing").resolve("x").toString();
        String file = dir.resolve("file.txt").toString();
        String folder = dir.toString();
        byName = Map.ofEntries(
                Map.entry("--url", List.of(CLOSED_URL, "jdbc:postgresql://127.0.0.1:1/ibench_fuzz",
                        "jdbc:mysql://127.0.0.1:1/", "jdbc:mariadb://localhost:1/x", "jdbc:oracle:thin:@127.0.0.1:1:x",
                        "mysql://127.0.0.1:1/x", "", "x", "jdbc:mysql://127.0.0.1:1/a b",
                        "jdbc:mysql://127.0.0.1:99999/x",
                        "jdbc:mysql://127.0.0.1:1/x?password=Fuzz$ecret")),
                Map.entry("--host", List.of("127.0.0.1", "localhost", "", "::1", "a b")),
                Map.entry("--port", List.of("1", "0", "-1", "65536", "x", "", "1.5")),
                Map.entry("--socket", List.of(dir.resolve("no.sock").toString(), "", folder, file)),
                Map.entry("--user", List.of("root", "", "a b", "x'y")),
                Map.entry("--password-file", List.of(file, missing, folder, "")),
                Map.entry("--database", List.of("ib", "", "a-b", "x".repeat(80), "ib$1", "mysql")),
                Map.entry("--dbms", List.of("mysql", "postgres", "MariaDB", "oracle", "")),
                Map.entry("--profile", List.of("quick", "standard", "STANDARD", "huge", "", "../x", missing, file,
                        folder)),
                Map.entry("--steps", List.of("l.i0,qr100", "qr0", "qz9", "", ",", "qr-1", "qr99999999999", "l.i0,l.i0",
                        "cleanup", "qp1000,qr100", "Q100")),
                Map.entry("--rows-per-commit", List.of("l.i1=50", "l.i1=0", "x=1", "l.i1", "=5", "l.i1=abc",
                        "qr100=100001")),
                Map.entry("--rows-per-table", List.of("200k", "10m", "0", "-5", "1g", "9999999999999g", "k", "ten", "",
                        "1.5m")),
                Map.entry("--write-rows-per-table", List.of("200k", "0", "-1", "x", "")),
                Map.entry("--cleanup-seconds", List.of("auto", "5", "0", "-1", "soon", "", "99999999999")),
                Map.entry("--engine", List.of("innodb", "rocksdb", "", "nosuch", "heap")),
                Map.entry("--engine-options", List.of("", "using x", ";")),
                Map.entry("--label", List.of("a", "my8033.cy10a", "a/b", "", "x".repeat(200), "<b>")),
                Map.entry("--results", List.of(dir.resolve("results").toString(), file, missing, "")),
                Map.entry("--base", List.of("base", "a13s", "nope", "")),
                Map.entry("--thresholds", List.of("0.95,1.05", "x", "1.2,1.5", "0.9", "", "NaN,NaN", "0.9,1.1,1.2",
                        "1.05,0.95", "0,1")),
                Map.entry("--palette", List.of("blog", "reference", "pink", "")),
                Map.entry("--format", List.of("text", "csv", "json", "markdown", "xml", "")),
                Map.entry("--output", List.of(dir.resolve("r.html").toString(), folder, missing, "")),
                Map.entry("--fail-below", List.of("0.95", "0", "-1", "11", "NaN", "x", "", "1e400")),
                Map.entry("--report-interval", List.of("1", "0.1", "0.05", "60", "61", "NaN", "-1", "x", "")),
                Map.entry("--seed", List.of("42", "-1", "0", "99999999999999999999", "x", "")));
    }

    /**
     * @param option an option of some command
     * @param random the case's random source
     * @return a value for it
     */
    String draw(OptionSpec option, Random random) {
        List<String> known = byName.get(option.longestName());
        if (known != null) {
            return pick(random, known);
        }
        Class<?> type = option.type();
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return pick(random, List.of("1", "8", "0", "-1", "2147483648", "x", "", "1.5", " 3", "4096", "4097"));
        }
        if (type == double.class || type == Double.class) {
            return pick(random, List.of("0.5", "1", "0", "-1", "NaN", "Infinity", "x", "1,5", ""));
        }
        if (type == boolean.class || type == Boolean.class) {
            return pick(random, List.of("true", "false", "maybe", ""));
        }
        if (type == Map.class) {
            return pick(random, List.of("a=1", "=", "x"));
        }
        return pick(random, List.of("x", "", "-1", "a b", "ü"));
    }

    static <T> T pick(Random random, List<T> from) {
        return from.get(random.nextInt(from.size()));
    }
}
