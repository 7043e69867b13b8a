package io.ibench.report.verdict;

import io.ibench.core.result.RunResult;
import io.ibench.core.result.StepResult;
import io.ibench.report.compare.DisturbedResults;
import io.ibench.report.compare.RepeatedRuns;
import io.ibench.report.load.LoadedRun;
import org.apache.commons.math3.stat.StatUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A noise profile from repetitions: per step the variance of ln(rate) within each label, pooled over the labels,
 * each figure computed here with Commons Math's sample variance, never with the classes under test; disturbed
 * steps are left out unless kept, and runs of another server are left out whole.
 */
class CalibrationTest {
    private static final String CREATED = "2026-11-27T09:00:00Z";

    @Test
    void eachLabelsRepetitionsArePooledStepByStep(@TempDir Path dir) {
        List<RunResult> results = RepeatedRuns.load(dir).stream().map(LoadedRun::result).toList();
        NoiseProfile profile = Calibration.of(results, CREATED);
        assertEquals(results.size(), profile.runs());
        for (String step : List.of("l.i0", "l.i1", "qr100")) {
            double[] a = logs(results, "A", step);
            double[] b = logs(results, "B", step);
            // A and B have 3 runs each (2 degrees of freedom), C one (none): (2 s_A² + 2 s_B²) / 4
            double pooled = (2 * StatUtils.variance(a) + 2 * StatUtils.variance(b)) / 4;
            assertEquals(4.0, profile.step(step).degreesOfFreedom(), step);
            assertEquals(pooled, profile.step(step).variance(), 1e-15, step);
            assertTrue(pooled > 0, step + ": the runs differ");
        }
        assertTrue(Math.sqrt(profile.step("l.i1").variance()) < 0.05, "the runs' noise is 2 %");
        assertEquals(NoiseProfile.workloadOf(results.get(0)), profile.workload());
    }

    @Test
    void aDisturbedStepIsLeftOutOfTheProfileAndItsRunsOtherStepsCount(@TempDir Path dir) {
        List<RunResult> given = RepeatedRuns.load(dir.resolve("given")).stream().map(LoadedRun::result)
                .filter(r -> r.label().equals("A")).toList();
        List<RunResult> results = new ArrayList<>(given);
        results.set(1, DisturbedResults.disturb(given.get(1), "l.i1"));
        List<RunResult> written = DisturbedResults.load(dir.resolve("written"), results).stream()
                .map(LoadedRun::result).toList();
        Calibration.Made made = Calibration.of(written, CREATED, false);
        StepNoise li1 = made.profile().step("l.i1");
        double[] quiet = {Math.log(rate(given.get(0), "l.i1")), Math.log(rate(given.get(2), "l.i1"))};
        assertEquals(1.0, li1.degreesOfFreedom(), "runs 1 and 3 of A");
        assertEquals(StatUtils.variance(quiet), li1.variance(), 1e-15);
        assertEquals(2.0, made.profile().step("l.i0").degreesOfFreedom(), "the disturbed run's l.i0 counts");
        assertEquals(StatUtils.variance(logs(given, "A", "l.i0")), made.profile().step("l.i0").variance(), 1e-15);
        assertEquals(1, made.disturbed().size(), made.disturbed().toString());
        assertTrue(made.disturbed().get(0).endsWith(" l.i1: " + DisturbedResults.REASON), made.disturbed().get(0));

        Calibration.Made kept = Calibration.of(written, CREATED, true);
        assertEquals(2.0, kept.profile().step("l.i1").degreesOfFreedom(), "--keep-disturbed counts it");
        assertEquals(StatUtils.variance(logs(given, "A", "l.i1")), kept.profile().step("l.i1").variance(), 1e-15);
    }

    @Test
    void runsOfAnotherServerThanTheFirstAreLeftOut(@TempDir Path dir) {
        List<RunResult> results = RepeatedRuns.load(dir).stream().map(LoadedRun::result)
                .filter(r -> !r.label().equals("C")).toList();
        List<RunResult> mixed = new ArrayList<>(results);
        RunResult other = results.get(1);
        mixed.set(1, new RunResult(other.schemaVersion(), other.runId(), other.label(), other.status(),
                other.startedAt(), other.finishedAt(), other.environment(), Map.of("clients", 99), other.server(),
                other.transport(), other.steps(), other.summary(), other.error(), other.resumedAt(),
                other.repetition(), other.restorePoints()));
        Calibration.Made made = Calibration.of(mixed, CREATED, false);
        assertEquals(1, made.others().size(), made.others().toString());
        assertTrue(made.others().get(0).startsWith(other.runId() + ": the workload "), made.others().get(0));
        assertEquals(5, made.profile().runs());
        double[] b = {Math.log(rate(results.get(3), "l.i1")), Math.log(rate(results.get(5), "l.i1"))};
        double pooled = (2 * StatUtils.variance(logs(results, "A", "l.i1")) + StatUtils.variance(b)) / 3;
        assertEquals(pooled, made.profile().step("l.i1").variance(), 1e-15, "A's 3 runs and B's 2 others");
    }

    @Test
    void oneRunPerLabelMakesNoProfile(@TempDir Path dir) {
        List<RunResult> one = List.of(RepeatedRuns.load(dir).get(0).result());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Calibration.of(one, CREATED))
                .getMessage().startsWith("a noise profile needs at least two runs of one configuration"));
    }

    private static double[] logs(List<RunResult> results, String label, String step) {
        return results.stream().filter(r -> label.equals(r.label())).mapToDouble(r -> Math.log(rate(r, step)))
                .toArray();
    }

    private static double rate(RunResult result, String step) {
        return result.steps().stream().filter(s -> s.name().equals(step)).findFirst().map(StepResult::headlineRate)
                .orElseThrow();
    }
}
