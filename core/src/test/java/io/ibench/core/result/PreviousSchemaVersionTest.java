package io.ibench.core.result;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.spi.Transport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A {@code result.json} of schema version 1, whose steps are flat — {@code result-v1.json}, the
 * format golden file as version 1 wrote it — reads into the same result as the fixture it was
 * written from, and a damaged one is named with its own field paths, lines and columns, as version 1
 * named them.
 */
class PreviousSchemaVersionTest {
    private static final String V1 = "/io/ibench/core/result/result-v1.json";

    @TempDir
    Path dir;

    @Test
    void aVersion1FileReadsAsTheResultItWasWrittenFrom() throws IOException {
        RunResult read = ResultJson.read(write("v1.json", v1()));
        assertEquals(RunResult.PREVIOUS_SCHEMA_VERSION, read.schemaVersion());
        ObjectMapper json = new ObjectMapper();
        ObjectNode expected = (ObjectNode) json.readTree(ResultJson.toJson(ResultFixtures.twoStepRunAsVersion1()));
        expected.put("schemaVersion", 1);
        assertEquals(expected, json.readTree(ResultJson.toJson(read)));
    }

    @Test
    void aResumedVersion1RunIsWrittenInThisVersion() throws IOException {
        RunResult resumed = ResultJson.read(write("v1.json", v1())).resumed(1, "2026-11-21T11:00:00Z",
                Transport.socket("/run/mysqld/mysqld.sock"), null);
        assertEquals(RunResult.SCHEMA_VERSION, resumed.schemaVersion());
        assertEquals(RunStatus.RUNNING, resumed.status());
        RunResult again = ResultJson.read(write("v2.json", ResultJson.toJson(resumed)));
        assertEquals(ResultJson.toJson(resumed), ResultJson.toJson(again));
    }

    @Test
    void damageInAVersion1FileIsNamedAsThatVersionWritesTheField() throws IOException {
        String good = v1();
        assertDamage(ResultJsonTest.inSteps(good, "\"seconds\" : 10.0", "\"seconds\" : \"ten\""),
                ": field steps[0].seconds must be a number, not the text \"ten\" (line 39, column 17)");
        assertDamage(ResultJsonTest.inSteps(good, "\"seconds\" : 10.0", "\"seconds\" : -1"),
                ": field steps[0].seconds must be a number ≥ 0, not -1 (line 39, column 17)");
        assertDamage(ResultJsonTest.inSteps(good, "\"name\" : \"l.i1\",", ""),
                ": field steps[0].name is missing (line 34, column 15)");
        assertDamage(ResultJsonTest.inSteps(good, "\"clients\" : 2", "\"clients\" : null"),
                ": field steps[0].clients must be a whole number, not null (line 40, column 17)");
        assertDamage(ResultJsonTest.inSteps(good, "l.i1.intervals.tsv", "../../etc/passwd"),
                ": field steps[0].intervals must be the name of a file in the run folder, not '../../etc/passwd' "
                        + "(line 242, column 19)");
        String change = "\"changes\" : {\n        \"dataWrittenBytes\" : 1500000.0";
        assertDamage(good.replace(change, change.replace("1500000.0", "1e400")),
                ": field steps[0].probes.changes.dataWrittenBytes must be a finite number, not Infinity "
                        + "(line 170, column 30)");
        assertDamage(ResultJsonTest.inSteps(good, "\"status\" : \"complete\"", "\"status\" : \"done\""),
                ": field steps[0].status must be one of complete, degraded, failed, incomplete, not the text \"done\" "
                        + "(line 37, column 16)");
    }

    private void assertDamage(String content, String expected) throws IOException {
        Path file = write("damaged.json", content);
        assertEquals(file + expected, assertThrows(ResultFileException.class, () -> ResultJson.read(file))
                .getMessage());
    }

    private static String v1() throws IOException {
        try (var in = Objects.requireNonNull(PreviousSchemaVersionTest.class.getResourceAsStream(V1), V1)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }
}
