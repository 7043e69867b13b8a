package io.ibench.core.result;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Compares output with a golden file under {@code src/test/resources}. Run the tests with
 * {@code -Dibench.updateGolden=true} to rewrite the golden files after an intended change, then
 * review the diff.
 */
public final class Golden {
    private Golden() {
    }

    /**
     * @param resource path below {@code src/test/resources}, e.g. {@code io/ibench/core/result/x.json}
     * @param actual   the output
     * @throws IOException when the golden file cannot be read or written
     */
    public static void assertMatches(String resource, String actual) throws IOException {
        Path file = Path.of("src/test/resources").resolve(resource);
        if (Boolean.getBoolean("ibench.updateGolden")) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual, "output differs from " + file);
    }
}
