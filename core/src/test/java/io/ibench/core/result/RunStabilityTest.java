package io.ibench.core.result;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class RunStabilityTest {
    private static StepStability stability(Double cv, int stallCount, List<Stall> stalls) {
        return new StepStability(60, 1000, cv, 100, 800.0, stallCount,
                stalls.stream().mapToDouble(Stall::seconds).sum(), stalls, null);
    }

    @Test
    void theRunNamesItsMostVariableStepAndEveryStallWithItsStep() {
        Stall short1 = new Stall(5, 1, 300, 0.7);
        Stall long1 = new Stall(40, 4, 0, 1);
        Stall short2 = new Stall(12, 1, 200, 0.8);
        RunStability run = RunStability.combine(List.of(Map.entry("l.i0", stability(0.05, 1, List.of(short1))),
                Map.entry("l.i1", stability(0.31, 2, List.of(long1, short2))),
                Map.entry("qr100", stability(null, 0, List.of()))));
        assertEquals("l.i1", run.worstStep());
        assertEquals(0.31, run.worstCv());
        assertEquals(3, run.stallCount());
        assertEquals(6, run.stallSeconds());
        assertEquals(new StepStall("l.i1", long1), run.longest());
        assertEquals(List.of(new StepStall("l.i0", short1), new StepStall("l.i1", long1),
                new StepStall("l.i1", short2)), run.stalls());
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            assertEquals("worst cv 31 % in l.i1, 3 stalls 6 s, longest 4 s in l.i1 at 40 s", run.text());
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void stepsWithoutFiguresGiveNoneAndStepsWithoutCvNoWorstStep() {
        assertNull(RunStability.combine(List.of()));
        RunStability steady = RunStability.combine(List.of(Map.entry("l.x", stability(null, 0, List.of()))));
        assertNull(steady.worstStep());
        assertEquals("worst cv -, no stall", steady.text());
        assertNull(steady.longest());
    }
}
