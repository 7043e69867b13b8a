package io.ibench.cli.sweep;

import io.ibench.core.config.ConfigException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The password a sweep gives its servers: the first line of {@code --password-file}, never empty, since the server
 * would then let its admin user in over TCP without one; no file means no password (the server stays on its socket).
 */
class SweepPasswordTest {
    @TempDir
    Path folder;

    private static SweepArgs args(Path passwordFile) {
        SweepArgs args = new SweepArgs();
        args.passwordFile = passwordFile;
        return args;
    }

    @Test
    void anEmptyFileOrAnEmptyFirstLineIsRefusedInOneSentence() throws Exception {
        for (String text : new String[] {"", "\n", "\nsecond line", "\r\n"}) {
            Path file = Files.writeString(folder.resolve("pw"), text);
            assertEquals("--password-file " + file + " has an empty first line, and a server ibench starts never lets "
                    + "its admin user in without a password over TCP; write the password on the first line, or leave "
                    + "--password-file out to keep each server on its socket",
                    assertThrows(ConfigException.class, () -> args(file).password()).getMessage(), text);
        }
    }

    @Test
    void theFirstLineIsThePasswordAndNoFileIsNone() throws Exception {
        assertEquals("Sw33p", args(Files.writeString(folder.resolve("pw"), "Sw33p\nignored\n")).password());
        assertNull(args(null).password());
    }
}
