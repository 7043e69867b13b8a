package io.ibench.cli;

import io.ibench.core.result.ResultJson;
import io.ibench.core.result.ResultStore;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;
import io.ibench.report.compare.DisturbedResults;
import io.ibench.report.verdict.Campaign;
import io.ibench.report.verdict.CampaignJson;
import io.ibench.report.verdict.NoiseProfile;
import io.ibench.report.verdict.NoiseProfileJson;
import org.apache.commons.math3.stat.StatUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code calibrate --from} the results folder a sweep was given, disturbed steps left out of the profile and of
 * compare's gate (and kept with {@code --keep-disturbed}), and a sweep's campaign record shown by compare; the
 * result folders are written through the result model and ResultJson, the figures computed here.
 */
class DisturbedOptionsTest {
    private static final Path BASE = Path.of("../report/src/test/resources/io/ibench/report/runs/base");
    private static final double[] FACTORS = {1.0, 0.7, 1.1};

    @TempDir
    Path dir;

    /** Writes a result into its run folder below the folder, through ResultJson. */
    private static Path write(Path folder, RunResult result) throws IOException {
        Path run = Files.createDirectories(folder.resolve(result.runId()));
        ResultStore.writeAtomically(run.resolve(ResultJson.FILE_NAME), ResultJson.toJson(result));
        return run;
    }

    /** @return results/ with a sweep of base, three repetitions (r2's l.i1 disturbed), and a lone run */
    private Path resultsOfASweep() throws IOException {
        Path results = dir.resolve("results");
        RunResult template = ResultJson.read(BASE);
        for (int r = 1; r <= FACTORS.length; r++) {
            double factor = FACTORS[r - 1];
            String id = "20261129-10000" + r + "-base-r" + r;
            RunResult run = DisturbedResults.repetition(DisturbedResults.scaled(template, "base", id,
                    "2026-11-29T10:00:0" + r + "Z", step -> factor), r, 3, id);
            Path folder = write(results.resolve("sweep-mariadb-10.11.19-quick/base/r" + r),
                    r == 2 ? DisturbedResults.disturb(run, "l.i1") : run);
            Files.createDirectories(folder.resolve("dumps/l.i1"));
            Files.writeString(folder.resolve("dumps/l.i1/" + ResultJson.FILE_NAME), "not a result: never read");
        }
        write(results, DisturbedResults.scaled(template, "lone", "20261129-090000-lone", "2026-11-29T09:00:00Z",
                step -> 1));
        return results;
    }

    @Test
    void calibrateFromTheResultsFolderASweepWasGivenLeavesTheDisturbedStepOut() throws IOException {
        Path results = resultsOfASweep();
        CliOutput made = CleanErrors.run("calibrate", "--from", results.toString());
        assertEquals(ExitCodes.OK, made.exitCode(), made.err());
        assertEquals("", made.err(), "nothing below a run folder is read");
        assertTrue(made.out().contains("Disturbed steps left out: 1\n  base 20261129-100002-base-r2 l.i1: "
                + DisturbedResults.REASON), made.out());
        NoiseProfile profile = NoiseProfileJson.read(results.resolve(NoiseProfileJson.FILE_NAME));
        assertEquals(4, profile.runs(), "three repetitions and the lone run");
        double rate = rate(ResultJson.read(BASE), "l.i1");
        double[] quiet = {Math.log(rate * FACTORS[0]), Math.log(rate * FACTORS[2])};
        assertEquals(1.0, profile.step("l.i1").degreesOfFreedom(), "r1 and r3");
        assertEquals(StatUtils.variance(quiet), profile.step("l.i1").variance(), 1e-12);
        double[] all = {Math.log(FACTORS[0]), Math.log(FACTORS[1]), Math.log(FACTORS[2])};
        assertEquals(2.0, profile.step("l.i0").degreesOfFreedom());
        assertEquals(StatUtils.variance(all), profile.step("l.i0").variance(), 1e-12);

        CliOutput kept = CleanErrors.run("calibrate", "--from", results.toString(), "--keep-disturbed");
        assertEquals(ExitCodes.OK, kept.exitCode(), kept.err());
        assertTrue(kept.out().contains("Disturbed steps kept (--keep-disturbed): 1"), kept.out());
        NoiseProfile all3 = NoiseProfileJson.read(results.resolve(NoiseProfileJson.FILE_NAME));
        assertEquals(2.0, all3.step("l.i1").degreesOfFreedom());
        assertEquals(StatUtils.variance(all), all3.step("l.i1").variance(), 1e-12);
    }

    @Test
    void theGateLeavesADisturbedDropOutAndKeepDisturbedPutsItBack() throws IOException {
        Path runs = dir.resolve("runs");
        RunResult template = ResultJson.read(BASE);
        write(runs, DisturbedResults.scaled(template, "A", "20261129-100000-A", "2026-11-29T10:00:00Z", step -> 1));
        write(runs, DisturbedResults.disturb(DisturbedResults.scaled(template, "B", "20261129-110000-B",
                "2026-11-29T11:00:00Z", step -> step.equals("l.i2") ? 0.5 : 1), "l.i2"));
        NoiseProfileJson.write(runs, new NoiseProfile(template.environment().hostName(),
                NoiseProfile.serverOf(template), NoiseProfile.workloadOf(template), "2026-11-29T00:00:00Z", 5,
                java.util.Map.of("l.i2", new io.ibench.report.verdict.StepNoise(0.0009, 20))));
        CliOutput left = CleanErrors.run("compare", runs.toString(), "--base", "A");
        assertEquals(ExitCodes.OK, left.exitCode(), left.out() + left.err());
        assertTrue(left.out().contains("Disturbed steps left out: 1 (~; --keep-disturbed judges them)"), left.out());
        CliOutput kept = CleanErrors.run("compare", runs.toString(), "--base", "A", "--keep-disturbed");
        assertEquals(ExitCodes.GATE_FAILED, kept.exitCode(), kept.out());
        assertTrue(kept.out().contains("B l.i2: 0.50 ["), kept.out());
        assertTrue(kept.out().contains("Disturbed steps kept in the verdicts (--keep-disturbed): 1"), kept.out());
    }

    @Test
    void compareShowsTheCampaignRecordedInASweepsFolderAndRefusesADamagedOne() throws IOException {
        Path results = resultsOfASweep();
        Path sweep = results.resolve("sweep-mariadb-10.11.19-quick");
        RunResult template = ResultJson.read(BASE);
        for (int r = 1; r <= FACTORS.length; r++) {
            double factor = FACTORS[r - 1] * 0.8;
            String id = "20261129-10010" + r + "-a13-r" + r;
            write(sweep.resolve("a13/r" + r), DisturbedResults.repetition(DisturbedResults.scaled(template, "a13",
                    id, "2026-11-29T10:01:0" + r + "Z", step -> factor), r, 3, id));
        }
        CampaignJson.write(sweep, new Campaign(0.05, 3, null, 3, Campaign.Stop.REPETITIONS, false));
        CliOutput shown = CleanErrors.run("compare", sweep.toString(), "--base", "base", "--fail-below", "0");
        assertEquals(ExitCodes.OK, shown.exitCode(), shown.err());
        assertTrue(shown.out().contains("Campaign until ±5 % detectable, at most 3 repetitions: stopped after 3 "
                + "repetitions: the budget of 3 repetitions was spent\n"), shown.out());
        assertTrue(shown.out().contains("  l.i1: ±"), shown.out());
        assertTrue(shown.out().lines().anyMatch(l -> l.startsWith("  l.i1: ±") && l.endsWith("repetitions was spent; "
                + "1 disturbed run left out")), shown.out());

        Files.writeString(sweep.resolve(CampaignJson.FILE_NAME), "{\"schemaVersion\": 1, \"target\": \"x\"}");
        CliOutput damaged = CleanErrors.run("compare", sweep.toString());
        assertEquals(ExitCodes.USAGE, damaged.exitCode(), damaged.err());
        assertEquals("ibench compare: " + sweep.resolve(CampaignJson.FILE_NAME) + ": target must be a number from "
                + "0.001 to 10.0", damaged.err().strip());
        assertNull(CleanErrors.problem("compare", damaged.err()), damaged.err());
    }

    private static double rate(RunResult result, String step) {
        return result.steps().stream().filter(s -> s.name().equals(step)).findFirst().map(StepResult::headlineRate)
                .orElseThrow();
    }
}
