package io.ibench.core.result;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Compares output with a golden file under {@code src/test/resources}. Run the tests with
 * {@code -Dibench.updateGolden=true} to rewrite the golden files after an intended change: each
 * file that changes is listed with its changed lines on standard error and in the module's
 * {@code target/golden-updates.txt}, to be reviewed with the diff. In both modes the output must
 * not hold anything of the machine that made it ({@link MachineTraces}), so an update cannot let
 * a checkout, temporary or home path or a host name into a golden file.
 */
public final class Golden {
    private static final Path UPDATES = Path.of("target", "golden-updates.txt");

    private Golden() {
    }

    /**
     * @param resource path below {@code src/test/resources}, e.g. {@code io/ibench/core/result/x.json}
     * @param actual   the output
     * @throws IOException when the golden file cannot be read or written
     */
    public static void assertMatches(String resource, String actual) throws IOException {
        Path file = Path.of("src/test/resources").resolve(resource);
        List<String> traces = MachineTraces.ofThisMachine().find(actual);
        assertTrue(traces.isEmpty(), "output for " + file + " holds what belongs to this machine: " + traces);
        if (Boolean.getBoolean("ibench.updateGolden")) {
            String before = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
            if (!before.equals(actual)) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual, StandardCharsets.UTF_8);
                record(file, before, actual);
            }
            return;
        }
        assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual, "output differs from " + file);
    }

    private static void record(Path file, String before, String after) throws IOException {
        StringBuilder entry = new StringBuilder("rewrote ").append(file).append('\n');
        for (String line : LineDiff.changes(before, after)) {
            entry.append("  ").append(line).append('\n');
        }
        System.err.print(entry);
        Files.createDirectories(UPDATES.getParent());
        Files.writeString(UPDATES, entry, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
