package io.ibench.e2e;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** Looks for a secret everywhere a run may have put it: the commands' output and every file they wrote. */
final class Leaks {
    private Leaks() {
    }

    /**
     * @param secret  the text that must not appear, e.g. a password
     * @param root    a folder whose files are all searched (bytes read as ISO-8859-1, so any encoding matches)
     * @param outputs the commands' standard output and error
     */
    static void assertAbsent(String secret, Path root, List<Ibench.Result> outputs) throws IOException {
        for (Ibench.Result output : outputs) {
            assertFalse(output.all().contains(secret), "secret in the output: " + output.all());
        }
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                assertFalse(Files.readString(file, StandardCharsets.ISO_8859_1).contains(secret), "secret in " + file);
            }
        }
    }
}
