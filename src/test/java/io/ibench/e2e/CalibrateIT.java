package io.ibench.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ibench.adapter.mysql.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ibench calibrate --runs 2} against the local MariaDB at a tiny scale: it writes noise-profile.json beside
 * its two run folders, one entry per step with a variance ≥ 0 and 1 degree of freedom, and {@code ibench compare}
 * of one calibration run against a later single run of the same workload takes its intervals from that profile.
 */
class CalibrateIT {
    private static final String DATABASE = "i30cal";
    private static final List<String> STEPS = List.of("l.i0", "l.x", "l.i1", "qr100");

    @TempDir
    Path work;

    @Test
    void calibrateWritesAProfileOfEveryStepThatCompareUsesForSingleRuns() throws Exception {
        try {
            Ibench.Result calibrated = Ibench.run(work, workload("calibrate", "results", "--runs=2", "--label=cal"));
            assertEquals(0, calibrated.exitCode(), calibrated.all());
            Path profile = work.resolve("results/noise-profile.json");
            assertTrue(Files.exists(profile), "no profile beside the runs: " + calibrated.all());
            JsonNode json = new ObjectMapper().readTree(profile.toFile());
            assertEquals(2, json.get("runs").asInt(), json.toString());
            List<String> steps = new ArrayList<>();
            json.get("steps").fields().forEachRemaining(e -> {
                steps.add(e.getKey());
                assertTrue(e.getValue().get("variance").asDouble() >= 0, e.toString());
                assertEquals(1.0, e.getValue().get("degreesOfFreedom").asDouble(), e.toString());
            });
            assertEquals(new TreeSet<>(STEPS), new TreeSet<>(steps), json.toString());

            Ibench.Result single = Ibench.run(work, workload("run", "single", "--label=other"));
            assertEquals(0, single.exitCode(), single.all());
            List<String> compare = new ArrayList<>(List.of("compare", "--base=cal", "--format=json",
                    "--noise-profile=" + profile));
            compare.add(runFolders(work.resolve("results")).get(0).toString());
            compare.add(runFolders(work.resolve("single")).get(0).toString());
            Ibench.Result compared = Ibench.run(work, compare.toArray(String[]::new));
            assertTrue(compared.exitCode() == 0 || compared.exitCode() == 3, compared.all());
            JsonNode report = new ObjectMapper().readTree(compared.out());
            assertEquals(2, report.path("noiseProfile").path("runs").asInt(), "the profile named: " + compared.out());
            JsonNode other = null;
            for (JsonNode group : report.get("groups")) {
                other = group.get("label").asText().equals("other") ? group : other;
            }
            assertTrue(other != null, compared.out());
            for (String step : STEPS) {
                assertEquals("noise-profile", other.get("steps").get(step).get("interval").asText(),
                        step + ": " + compared.out());
            }
        } finally {
            TestServer.drop(DATABASE);
        }
    }

    /** @return the command with the tiny workload every run of this test shares */
    private static String[] workload(String command, String results, String... more) {
        List<String> args = new ArrayList<>(List.of(command, "--url=" + TestServer.URL + DATABASE,
                "--user=" + TestServer.USER, "--create-database", "--steps=" + String.join(",", STEPS),
                "--rows-per-table=3k", "--write-rows-per-table=3k", "--query-seconds=1", "--results=" + results,
                "--no-progress"));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    private static List<Path> runFolders(Path results) throws Exception {
        try (Stream<Path> runs = Files.list(results)) {
            return runs.filter(p -> Files.exists(p.resolve("result.json"))).sorted().toList();
        }
    }
}
