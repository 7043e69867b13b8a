package io.ibench.core.plan;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.RunConfig;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The step catalogue: the built-in steps in today's order, and {@link TestOnlyWriteStep}, which core's test resources
 * register with {@link java.util.ServiceLoader} and no other file names, picked up by the planner, the step names,
 * the known-steps message and the help.
 */
class StepCatalogueTest {
    private static final String BUILT_IN_KNOWN =
            "l.i0, l.x, l.i1, l.i2, cleanup, qrN, qpN, qN (N = inserts per second per client, 0 = no writers)";

    private static Step planned(RunConfig.Builder config, String name) {
        return config.build().plan().steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    private static RunConfig.Builder withTestStep() {
        return RunConfig.builder().clients(2).rowsPerTable(1000).writeRowsPerTable(1000L)
                .steps(List.of("l.i0", "l.extra"));
    }

    @Test
    void theStandardSequenceIsTheBuiltInStepsInTodaysOrder() {
        List<String> today = List.of("l.i0", "l.x", "l.i1", "l.i2", "cleanup", "qr100", "qp100", "qr500", "qp500",
                "qr1000", "qp1000");
        assertEquals(today, StepCatalogue.current().standardSteps());
        assertEquals(today, StepPlanner.STANDARD_STEPS);
    }

    @Test
    void builtInStepsComeFirstInTheMessageAndTheHelp() {
        StepCatalogue steps = StepCatalogue.current();
        assertEquals(BUILT_IN_KNOWN + ", l.extra", steps.knownSteps());
        assertEquals("l.i0 100, l.x 100, l.i1 50, l.i2 5, read-write 50 (lowered to the rate when the rate is "
                + "smaller), l.extra 20", steps.rowsPerCommitDefaults());
        assertEquals("Read-write steps are qrN (range queries), qpN (point queries) or legacy qN, where N is the "
                + "insert rate per client in rows/s; N = 0 runs queries for --query-seconds with no writers. "
                + TestOnlyWriteStep.HELP, steps.stepsHelp());
    }

    @Test
    void aStepRegisteredWithTheServiceLoaderIsPlanned() {
        Step extra = planned(withTestStep(), "l.extra");
        assertEquals(StepKind.WRITE, extra.kind());
        assertEquals(20, extra.rowsPerCommit());
        assertEquals(100, extra.rowsPerClient(), "a tenth of the 1000 write rows");
        assertTrue(extra.deletes());
        assertEquals(StepExtras.NONE, extra.extras());

        Step overridden = planned(withTestStep().rowsPerCommit(Map.of("l.extra", 30)), "l.extra");
        assertEquals(30, overridden.rowsPerCommit());
        assertEquals(120, overridden.rowsPerClient(), "100 rows rounded up to whole statements of 30");
    }

    @Test
    void aStepRegisteredWithTheServiceLoaderIsAStepName() {
        assertTrue(StepPlanner.isStepName("l.extra"));
        assertTrue(StepPlanner.isStepName("qp0"));
        assertFalse(StepPlanner.isStepName("l.i4"));
        ConfigException unknown = assertThrows(ConfigException.class,
                () -> RunConfig.builder().steps(List.of("l.i4")).build());
        assertEquals("unknown step 'l.i4' in --steps; known steps: " + BUILT_IN_KNOWN + ", l.extra",
                unknown.getMessage());
    }

    @Test
    void aNameTwoDefinitionsClaimIsRefused() {
        StepCatalogue twice = new StepCatalogue(List.of(new TestOnlyWriteStep(), new TestOnlyWriteStep()));
        assertFalse(twice.isStepName("l.extra"));
        PlanException e = assertThrows(PlanException.class, () -> twice.definition("l.extra"));
        assertEquals("step 'l.extra' in --steps is defined twice, as l.extra and as l.extra", e.getMessage());
    }
}
