package io.ibench.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.ResultStore;
import io.ibench.core.result.RunResult;
import io.ibench.report.compare.DisturbedResults;
import org.apache.commons.math3.stat.StatUtils;
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
 * its two run folders, one entry per step whose variance is the sample variance of ln(rate) of the two runs as their
 * result.json files give the rates (computed here with Commons Math) with 1 degree of freedom; {@code calibrate
 * --from} leaves out a step one run's result marks disturbed; and {@code ibench compare} of one calibration run
 * against a later single run of the same workload takes its intervals from that profile. The runs share the host
 * with other test classes, so the first profile and the comparison keep the steps the host may have disturbed
 * ({@code --keep-disturbed}).
 */
class CalibrateIT {
    private static final String DATABASE = "i30cal";
    private static final List<String> STEPS = List.of("l.i0", "l.x", "l.i1", "qr100");

    @TempDir
    Path work;

    @Test
    void calibrateWritesAProfileOfEveryStepThatCompareUsesForSingleRuns() throws Exception {
        try {
            // --keep-disturbed: every step counts, however busy the host was with the other tests
            Ibench.Result calibrated = Ibench.run(work, workload("calibrate", "results", "--runs=2", "--label=cal",
                    "--keep-disturbed"));
            assertEquals(0, calibrated.exitCode(), calibrated.all());
            Path profile = work.resolve("results/noise-profile.json");
            assertTrue(Files.exists(profile), "no profile beside the runs: " + calibrated.all());
            JsonNode json = new ObjectMapper().readTree(profile.toFile());
            assertEquals(2, json.get("runs").asInt(), json.toString());
            List<Path> runs = runFolders(work.resolve("results"));
            List<String> steps = new ArrayList<>();
            json.get("steps").fields().forEachRemaining(e -> {
                steps.add(e.getKey());
                double[] logs = runs.stream().mapToDouble(run -> Math.log(rate(run, e.getKey()))).toArray();
                assertEquals(StatUtils.variance(logs), e.getValue().get("variance").asDouble(),
                        1e-9 * Math.max(1e-6, StatUtils.variance(logs)), e.getKey() + ": the runs' own rates");
                assertEquals(1.0, e.getValue().get("degreesOfFreedom").asDouble(), e.toString());
            });
            assertEquals(new TreeSet<>(STEPS), new TreeSet<>(steps), json.toString());
            assertTrue(STEPS.stream().anyMatch(step -> json.get("steps").get(step).get("variance").asDouble() > 0),
                    "two runs differ in some step: " + json);

            Path copies = work.resolve("disturbed");
            for (int i = 0; i < runs.size(); i++) {
                RunResult result = ResultJson.read(runs.get(i));
                Path copy = Files.createDirectories(copies.resolve(runs.get(i).getFileName()));
                ResultStore.writeAtomically(copy.resolve(ResultJson.FILE_NAME),
                        ResultJson.toJson(i == 1 ? DisturbedResults.disturb(result, "l.i1") : result));
            }
            Ibench.Result again = Ibench.run(work, "calibrate", "--from", "disturbed");
            assertEquals(0, again.exitCode(), again.all());
            assertTrue(again.out().matches("(?s).*Disturbed steps left out: [1-9].*"), again.out());
            JsonNode without = new ObjectMapper().readTree(copies.resolve("noise-profile.json").toFile());
            assertTrue(without.get("steps").get("l.i1") == null, "one quiet run of l.i1 has no spread: " + without);
            List<Path> copied = runFolders(copies);
            for (String step : List.of("l.i0", "l.x", "qr100")) {
                if (copied.stream().anyMatch(run -> disturbed(run, step))) {
                    assertTrue(without.get("steps").get(step) == null, step + " was disturbed: " + without);
                } else {
                    assertEquals(json.get("steps").get(step), without.get("steps").get(step),
                            step + ": the disturbed run's other steps count");
                }
            }

            Ibench.Result single = Ibench.run(work, workload("run", "single", "--label=other"));
            assertEquals(0, single.exitCode(), single.all());
            List<String> compare = new ArrayList<>(List.of("compare", "--base=cal", "--format=json",
                    "--keep-disturbed", "--noise-profile=" + profile));
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

    /** @return the step's rate as the run's result.json gives it: indexed rows/s, queries/s or inserts/s */
    private static double rate(Path run, String step) {
        String field = step.equals("l.x") ? "indexedRowsPerSecond" : step.startsWith("q") ? "queriesPerSecond"
                : "insertsPerSecond";
        return step(run, step).get("rates").get(field).asDouble();
    }

    /** @return whether the run's result.json says the host disturbed the step */
    private static boolean disturbed(Path run, String step) {
        return step(run, step).path("server").path("disturbance").path("verdict").asText().equals("disturbed");
    }

    private static JsonNode step(Path run, String step) {
        try {
            for (JsonNode node : new ObjectMapper().readTree(run.resolve(ResultJson.FILE_NAME).toFile()).get("steps")) {
                if (node.get("name").asText().equals(step)) {
                    return node;
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        throw new AssertionError(run + " has no step " + step);
    }

    private static List<Path> runFolders(Path results) throws Exception {
        try (Stream<Path> runs = Files.list(results)) {
            return runs.filter(p -> Files.exists(p.resolve("result.json"))).sorted().toList();
        }
    }
}
