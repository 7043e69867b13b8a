package io.ibench.report.verdict;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code noise-profile.json} written and read back, and every field of a hostile one refused in one sentence. */
class NoiseProfileJsonTest {
    private static final NoiseProfile PROFILE = new NoiseProfile("vm", "MariaDB 10.11.19", "clients=1 dbms=mysql",
            "2026-11-27T09:00:00Z", 5, Map.of("l.i1", new StepNoise(0.0025, 4), "qr100", new StepNoise(0.0004, 4)));

    @TempDir
    Path dir;

    @Test
    void aWrittenProfileReadsBackTheSame() throws IOException {
        Path file = NoiseProfileJson.write(dir, PROFILE);
        assertEquals(NoiseProfileJson.FILE_NAME, file.getFileName().toString());
        assertEquals(PROFILE, NoiseProfileJson.read(file));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "schemaVersion|\"schemaVersion\" : 1|\"schemaVersion\" : 7|schemaVersion must be 1",
        "host|\"host\" : \"vm\"|\"host\" : 3|host must be text",
        "control|\"host\" : \"vm\"|\"host\" : \"v\\u001bm\"|host must be text of 1 to 1000 characters without control",
        "created|\"created\" : \"2026-11-27T09:00:00Z\"|\"created\" : \"yesterday\"|created must be an ISO-8601",
        "runs|\"runs\" : 5|\"runs\" : 1|runs must be a whole number of at least 2",
        "variance|\"variance\" : 0.0025|\"variance\" : -1|steps.l.i1.variance must be a number from 0.0 to 10.0",
        "infinite|\"variance\" : 0.0025|\"variance\" : 1e400|steps.l.i1.variance must be a number",
        "df|\"degreesOfFreedom\" : 4.0|\"degreesOfFreedom\" : 0|steps.l.i1.degreesOfFreedom must be above 0",
        "name|\"l.i1\" :|\"../x\" :|steps must be named by step names",
        "duplicate|\"runs\" : 5|\"runs\" : 5, \"runs\" : 6|is not valid JSON",
        "json|\"runs\" : 5|\"runs\" : |is not valid JSON"})
    void aDamagedFieldIsRefusedInOneSentenceNamingTheFileAndTheField(String name, String from, String to,
                                                                     String message) throws IOException {
        Path file = NoiseProfileJson.write(dir, PROFILE);
        String text = Files.readString(file);
        assertTrue(text.contains(from), text);
        Files.writeString(file, text.replace(from, to));
        VerdictFileException e = assertThrows(VerdictFileException.class, () -> NoiseProfileJson.read(file));
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one sentence: " + e.getMessage());
    }

    @Test
    void aLinkAFolderAndAnOversizedFileAreNotRead() throws IOException {
        Path real = NoiseProfileJson.write(Files.createDirectory(dir.resolve("real")), PROFILE);
        Path link = Files.createSymbolicLink(dir.resolve(NoiseProfileJson.FILE_NAME), real);
        assertTrue(assertThrows(VerdictFileException.class, () -> NoiseProfileJson.read(link)).getMessage()
                .endsWith("is a symbolic link, and ibench reads only regular files inside a run folder"));
        Path folder = Files.createDirectory(dir.resolve("folder.json"));
        assertTrue(assertThrows(VerdictFileException.class, () -> NoiseProfileJson.read(folder)).getMessage()
                .contains("is a folder"));
        Path big = dir.resolve("big.json");
        Files.write(big, new byte[1024 * 1024 + 1]);
        assertTrue(assertThrows(VerdictFileException.class, () -> NoiseProfileJson.read(big)).getMessage()
                .contains("more than 1 MiB, more than a noise profile can have"));
    }
}
