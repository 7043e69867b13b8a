package io.ibench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ibench compare} as a CI job runs it: on {@code result.json} files archived without their
 * interval and probe series, its exit code is the gate's verdict. A failed step, a degraded step
 * and background writers that missed their rate each fail the gate (exit 3) in every format (the CSV,
 * one line per run and step, shows the cell's state and SLA; the others name the finding), while
 * two identical runs pass (exit 0) with nothing on stderr.
 */
class CompareGateTest {
    private static final Path BASE = Path.of("../report/src/test/resources/io/ibench/report/runs/base/result.json");
    private static final List<String> FORMATS = List.of("text", "csv", "json", "markdown");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void twoIdenticalRunsWithoutTheirSeriesPass() throws IOException {
        Path first = onlyResult("first", run -> run.put("label", "first"));
        Path second = onlyResult("second", run -> run.put("label", "second"));
        for (String format : FORMATS) {
            CliOutput result = CliOutput.run("compare", first.toString(), second.toString(), "--format", format);
            assertEquals(ExitCodes.OK, result.exitCode(), format + ": " + result.err());
            assertEquals("", result.err(), format + ": compare reads no series, so none is missing");
        }
    }

    static Stream<Arguments> findings() {
        return Stream.of(
                Arguments.of("failed", (Consumer<ObjectNode>) step -> ((ObjectNode) step.put("status", "failed")
                        .get("outcome")).put("error", "client 1 inserter: the server closed the connection"),
                                "the step failed", ",qr100,queries/s,failed,"),
                Arguments.of("degraded", (Consumer<ObjectNode>) step -> ((ObjectNode) step.put("status", "degraded")
                        .get("outcome")).set("problems", JSON.createArrayNode().add("3 of 8 clients did no work")),
                        "the step is degraded: 3 of 8 clients did no work", ",qr100,queries/s,degraded,"),
                Arguments.of("sla-missed", (Consumer<ObjectNode>) step -> ((ObjectNode) step.get("measurements")
                        .get("sla"))
                        .put("passed", false).put("achievedInsertsPerSecond", 150.0),
                        "SLA failed: background inserts 150/s of the target 200/s", ",200.0000,150.0000,false"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("findings")
    void aStepThatFailedWasDegradedOrMissedItsSlaFailsTheGateInEveryFormat(String name, Consumer<ObjectNode> damage,
                                                                           String finding, String csvCell)
            throws IOException {
        Path base = onlyResult("base", run -> run.put("label", "base"));
        Path variant = onlyResult(name, run -> {
            run.put("label", name);
            if (!name.equals("sla-missed")) {
                run.put("status", name.equals("failed") ? "failed" : "degraded");
            }
            run.withArray("steps").forEach(step -> {
                if (step.get("name").asText().equals("qr100")) {
                    damage.accept((ObjectNode) step);
                }
            });
        });
        for (String format : FORMATS) {
            CliOutput result = CliOutput.run("compare", base.toString(), variant.toString(), "--format", format,
                    "--fail-below", "0");
            assertEquals(ExitCodes.GATE_FAILED, result.exitCode(), format + ": " + result.out() + result.err());
            String expected = format.equals("csv") ? csvCell : finding;
            assertTrue(result.out().contains(expected), format + " shows '" + expected + "': " + result.out());
        }
    }

    /** @return a folder holding only an edited copy of the base fixture's result.json, as a CI job archives it */
    private Path onlyResult(String name, Consumer<ObjectNode> edit) throws IOException {
        ObjectNode run = (ObjectNode) JSON.readTree(BASE.toFile());
        edit.accept(run);
        Path folder = Files.createDirectories(dir.resolve(name));
        JSON.writerWithDefaultPrettyPrinter().writeValue(folder.resolve("result.json").toFile(), run);
        return folder;
    }
}
