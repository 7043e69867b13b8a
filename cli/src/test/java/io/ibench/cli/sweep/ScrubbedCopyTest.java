package io.ibench.cli.sweep;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A server's log copied into the results: without the password in any form a log quotes it, mode 0600, no link. */
class ScrubbedCopyTest {
    private static final String PASSWORD = "it's a \\ Sw33p";

    @TempDir
    Path folder;

    private static String scrubbed(String text, String password) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ScrubbedCopy.scrub(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), out,
                ScrubbedCopy.forms(password));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void everyFormOfThePasswordIsMasked() throws Exception {
        assertEquals("set password for 'root'@'localhost' = password('********')\n"
                + "ALTER ROLE postgres PASSWORD '********'\nraw ******** end",
                scrubbed("set password for 'root'@'localhost' = password('it\\'s a \\\\ Sw33p')\n"
                        + "ALTER ROLE postgres PASSWORD 'it''s a \\ Sw33p'\nraw it's a \\ Sw33p end", PASSWORD));
        assertEquals("no password here", scrubbed("no password here", null));
    }

    /** A slow log of gigabytes is streamed: an occurrence across two buffers is masked as well as one inside. */
    @Test
    void occurrencesAcrossBufferBoundariesAreMasked() throws Exception {
        StringBuilder text = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            String filler = "x".repeat(i % 97);
            text.append(filler).append("Sw33pPassw0rd");
            expected.append(filler).append(ScrubbedCopy.MASK);
        }
        String scrubbed = scrubbed(text.toString(), "Sw33pPassw0rd");
        assertEquals(expected.length(), scrubbed.length());
        assertEquals(expected.toString(), scrubbed);
    }

    @Test
    void theCopyIsNewAndOwnerOnlyAndALinkInItsPlaceIsReplacedNotFollowed() throws Exception {
        Path log = Files.writeString(folder.resolve("slow.log"), "select 'Sw33pPassw0rd'\n");
        Path victim = Files.writeString(folder.resolve("victim"), "untouched");
        Path target = Files.createDirectories(folder.resolve("run")).resolve("slow.log");
        Files.createSymbolicLink(target, victim);
        ScrubbedCopy.copy(log, target, "Sw33pPassw0rd");
        assertEquals("untouched", Files.readString(victim));
        assertFalse(Files.isSymbolicLink(target));
        assertEquals("select '********'\n", Files.readString(target));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(target,
                LinkOption.NOFOLLOW_LINKS)));
        assertTrue(Files.readString(log).contains("Sw33pPassw0rd"), "the original is the server's, left alone");
    }
}
