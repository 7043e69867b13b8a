package io.ibench.report.verdict;

import io.ibench.core.result.RunResult;
import io.ibench.report.compare.RepeatedRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A noise profile from repetitions: per step the variance of ln(rate) within each label, pooled over the labels. */
class CalibrationTest {

    @Test
    void eachLabelsRepetitionsArePooledStepByStep(@TempDir Path dir) {
        List<RunResult> results = RepeatedRuns.load(dir).stream().map(r -> r.result()).toList();
        NoiseProfile profile = Calibration.of(results, "2026-11-27T09:00:00Z");
        assertEquals(results.size(), profile.runs());
        StepNoise li1 = profile.step("l.i1");
        LogSpread expected = new LogSpread();
        for (String label : List.of("A", "B", "C")) {
            expected.add(results.stream().filter(r -> r.label().equals(label))
                    .map(r -> r.steps().stream().filter(s -> s.name().equals("l.i1")).findFirst().orElseThrow()
                            .headlineRate()).toList());
        }
        assertEquals(4.0, li1.degreesOfFreedom(), "A and B have 3 runs each, C one");
        assertEquals(expected.noise().variance(), li1.variance(), 1e-15);
        assertTrue(Math.sqrt(li1.variance()) < 0.05, "the runs' noise is 2 %: " + li1);
        assertEquals(NoiseProfile.workloadOf(results.get(0)), profile.workload());
    }

    @Test
    void oneRunPerLabelMakesNoProfile(@TempDir Path dir) {
        List<RunResult> one = List.of(RepeatedRuns.load(dir).get(0).result());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Calibration.of(one, "2026-11-27T09:00:00Z"))
                .getMessage().startsWith("a noise profile needs at least two runs of one configuration"));
    }
}
