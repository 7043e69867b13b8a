package io.ibench.report.compare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ibench.core.result.Golden;
import io.ibench.report.Fixtures;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.load.RunLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code ibench compare}'s outputs from the fixture runs, against golden files. */
class CompareFormatsTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"text", "csv", "json", "markdown"})
    void eachFormatMatchesItsGoldenFileInADecimalCommaLocale(String format) throws IOException {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            CompareReport report = CompareReport.of(Comparison.of(Fixtures.runs(), null), Thresholds.DEFAULT, 0.95,
                    List.of());
            String extension = format.equals("markdown") ? "md" : format.equals("text") ? "txt" : format;
            Golden.assertMatches("io/ibench/report/compare-golden." + extension,
                    CompareFormat.named(format).render(report));
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void jsonCarriesEveryRatioAndTheVerdict() throws IOException {
        CompareReport report = CompareReport.of(Comparison.of(Fixtures.runs(), "a13s"), Thresholds.DEFAULT, 0.95,
                List.of());
        JsonNode json = new ObjectMapper().readTree(new JsonCompareFormat().render(report));
        assertEquals("a13s", json.get("base").asText());
        JsonNode base = json.get("runs").get(1).get("steps").get("l.i1");
        assertEquals(1.0, base.get("ratio").asDouble(), 1e-9, "the base divided by itself");
        assertEquals(report.passed(), json.get("passed").asBoolean());
        assertEquals(report.findings().size(), json.get("findings").size());
    }

    @Test
    void theGateFailsOnAStepBelowTheLimitAndPassesWhenTheLimitIsOff() {
        Comparison comparison = Comparison.of(Fixtures.runs(), null);
        LoadedRun slowest = null;
        double lowest = Double.MAX_VALUE;
        for (LoadedRun run : comparison.runs().subList(1, 3)) {
            for (StepColumn column : comparison.columns()) {
                Double ratio = comparison.cell(run, column).ratio();
                if (ratio != null && ratio < lowest) {
                    lowest = ratio;
                    slowest = run;
                }
            }
        }
        double limit = Figures.shownRatio(lowest) + 0.01;
        List<Finding> findings = Gate.evaluate(comparison, limit);
        assertFalse(findings.isEmpty());
        String label = slowest.label();
        assertTrue(findings.stream().anyMatch(f -> f.run().equals(label)), findings.toString());
        assertTrue(Gate.evaluate(comparison, 0).isEmpty(), "fixtures have no failed step and no SLA failure");
    }

    @Test
    void theGateFailsOnAMissedSlaEvenOfTheBase(@TempDir Path dir) {
        Path base = Fixtures.editedCopy("base", dir.resolve("base"), tree -> tree.withArray("steps").forEach(step -> {
            if (step.get("measurements").has("sla")) {
                ((com.fasterxml.jackson.databind.node.ObjectNode) step.get("measurements").get("sla")).put("passed",
                        false)
                        .put("achievedInsertsPerSecond", 12.0);
            }
        }));
        Comparison comparison = Comparison.of(RunLoader.load(List.of(base)).runs(), null);
        List<Finding> findings = Gate.evaluate(comparison, 0.95);
        assertFalse(findings.isEmpty());
        assertTrue(findings.get(0).problem().startsWith("SLA failed: background inserts 12/s of the target"),
                findings.get(0).problem());
    }

    @Test
    void anUnknownBaseOrFormatIsNamed() {
        IllegalArgumentException base = assertThrows(IllegalArgumentException.class,
                () -> Comparison.of(Fixtures.runs(), "nope"));
        assertEquals("--base nope names no run; the runs are base, a13s, flush2", base.getMessage());
        assertThrows(IllegalArgumentException.class, () -> CompareFormat.named("xml"));
    }
}
