package io.ibench.core.result;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResultJsonTest {
    @TempDir
    Path dir;

    @Test
    void theJsonFormatMatchesTheGoldenFileInAnyLocale() throws IOException {
        Locale saved = Locale.getDefault();
        try {
            for (Locale locale : new Locale[] {Locale.ROOT, Locale.GERMANY, new Locale("ru", "RU")}) {
                Locale.setDefault(locale);
                Golden.assertMatches("io/ibench/core/result/result-golden.json", ResultJson.toJson(ResultFixtures.twoStepRun()));
            }
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void aWrittenResultReadsBackUnchangedWithItsHistograms() throws IOException {
        ResultStore store = ResultStore.create(dir, "run1");
        RunResult original = ResultFixtures.twoStepRun();
        store.write(original);
        RunResult read = ResultJson.read(store.directory());
        assertEquals(ResultJson.toJson(original), ResultJson.toJson(read));
        Histogram histogram = read.steps().get(0).operations().get("insert").serviceTime().decodeHistogram();
        assertEquals(1000, histogram.getTotalCount());
        assertEquals(1100, histogram.getMaxValue(), 1);
        assertFalse(Files.exists(store.directory().resolve("result.json.tmp")), "no temporary file left behind");
    }

    @Test
    void aTakenRunFolderNameGetsASuffix() {
        ResultStore first = ResultStore.create(dir, "same");
        ResultStore second = ResultStore.create(dir, "same");
        assertEquals("same", first.runId());
        assertEquals("same-2", second.runId());
    }

    @Test
    void badResultFilesGetOneSentenceNamingTheFile() throws IOException {
        Path missing = dir.resolve("nothing.json");
        assertMessage(missing + " does not exist", missing);

        String good = ResultJson.toJson(ResultFixtures.twoStepRun());
        Path truncated = write("truncated.json", good.substring(0, good.length() / 2));
        assertTrue(message(truncated).startsWith(truncated + " is not valid JSON (line "), message(truncated));

        Path otherVersion = write("v2.json", good.replace("\"schemaVersion\" : 1", "\"schemaVersion\" : 2"));
        assertMessage(otherVersion + " has result schema version 2, this ibench reads version 1", otherVersion);

        Path array = write("array.json", "[1, 2]");
        assertMessage(array + " is not an ibench result (expected a JSON object)", array);

        Path noVersion = write("noversion.json", "{\"runId\": \"x\"}");
        assertMessage(noVersion + " is not an ibench result (no schemaVersion)", noVersion);

        Path wrongType = write("wrongtype.json", good.replace("\"seconds\" : 10.0", "\"seconds\" : \"ten\""));
        assertTrue(message(wrongType).startsWith(wrongType + " is not a complete ibench result"), message(wrongType));
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    private static String message(Path file) {
        return assertThrows(ResultFileException.class, () -> ResultJson.read(file)).getMessage();
    }

    private static void assertMessage(String expected, Path file) {
        assertEquals(expected, message(file));
    }
}
