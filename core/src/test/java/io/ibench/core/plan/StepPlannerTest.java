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

class StepPlannerTest {
    private static RunConfig.Builder config() {
        return RunConfig.builder().clients(8).rowsPerTable(20_000_000).writeRowsPerTable(50_000_000L)
                .querySeconds(1800);
    }

    private static Step step(RunConfig c, String name) {
        return c.plan().steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void theStandardSequenceHasTheReferenceSizes() {
        RunConfig c = config().build();
        List<Step> steps = c.plan().steps();
        assertEquals(StepPlanner.STANDARD_STEPS, steps.stream().map(Step::name).toList());

        Step li0 = step(c, "l.i0");
        assertEquals(StepKind.INITIAL_LOAD, li0.kind());
        assertEquals(20_000_000, li0.rowsPerClient());
        assertEquals(100, li0.rowsPerCommit());
        assertTrue(li0.setup());
        assertFalse(li0.deletes());

        Step lx = step(c, "l.x");
        assertEquals(100, lx.rowsPerClient(), "one 100-row batch per client");
        assertTrue(lx.createIndexes());

        Step li1 = step(c, "l.i1");
        assertEquals(40_000_000, li1.rowsPerClient(), "80 % of the write rows");
        assertEquals(50, li1.rowsPerCommit());
        assertTrue(li1.deletes());
        assertEquals(0, li1.insertsPerSecond());

        Step li2 = step(c, "l.i2");
        assertEquals(10_000_000, li2.rowsPerClient(), "20 % of the write rows");
        assertEquals(5, li2.rowsPerCommit());

        Step cleanup = step(c, "cleanup");
        assertEquals(StepKind.CLEANUP, cleanup.kind());
        assertEquals(220, cleanup.cleanupSeconds(), "min(1200, 160e6/1e6 + 60)");

        Step qr100 = step(c, "qr100");
        assertEquals(StepKind.READ_WRITE, qr100.kind());
        assertEquals(QueryMode.RANGE, qr100.queryMode());
        assertEquals(180_000, qr100.rowsPerClient(), "1800 s x 100 rows/s");
        assertEquals(50, qr100.rowsPerCommit());
        assertEquals(100, qr100.insertsPerSecond());
        assertEquals(3600, qr100.rounds());
        assertTrue(qr100.scheduled());
        assertEquals(8 * 3, qr100.connectionsNeeded(), "inserter, deleter, query thread per client");

        Step qp1000 = step(c, "qp1000");
        assertEquals(QueryMode.POINT, qp1000.queryMode());
        assertEquals(1_800_000, qp1000.rowsPerClient());
    }

    @Test
    void rowCountsRoundUpToWholeStatements() {
        RunConfig c = config().clients(1).rowsPerTable(1001).writeRowsPerTable(1003L).build();
        assertEquals(1100, step(c, "l.i0").rowsPerClient());
        assertEquals(850, step(c, "l.i1").rowsPerClient(), "round(0.8 x 1003) = 802 -> 17 x 50");
        assertEquals(205, step(c, "l.i2").rowsPerClient(), "round(0.2 x 1003) = 201 -> 41 x 5");
    }

    @Test
    void writeRowsDefaultToTwiceTheLoadedRows() {
        RunConfig c = RunConfig.builder().rowsPerTable(1_000_000).build();
        assertEquals(2_000_000, c.writeRowsPerTable());
        assertEquals(1_600_000, step(c, "l.i1").rowsPerClient());
        assertEquals(400_000, step(c, "l.i2").rowsPerClient());
    }

    @Test
    void theCleanupFormulaIsCappedAndOverridable() {
        assertEquals(1200, step(config().clients(100).build(), "cleanup").cleanupSeconds(), "2e9 rows would be 2060 s");
        assertEquals(60, step(config().clients(1).rowsPerTable(999_999).build(), "cleanup").cleanupSeconds());
        assertEquals(7, step(config().cleanupSeconds(7).build(), "cleanup").cleanupSeconds());
    }

    @Test
    void aSharedTableSplitsTheLoadAndBuildsIndexesOnce() {
        RunConfig c = config().clients(4).sharedTable(true).deletes(false).rowsPerTable(1_000_000)
                .steps(List.of("l.i0", "l.x", "l.i1")).build();
        assertEquals(250_000, step(c, "l.i0").rowsPerClient());
        assertEquals(1, step(c, "l.x").activeClients());
        assertEquals(1, c.tableCount());
    }

    @Test
    void readWriteRatesComeFromTheStepNameAndLowerRowsPerCommit() {
        RunConfig c = config().steps(List.of("qr20", "q100", "qp0")).querySeconds(60).build();
        Step slow = step(c, "qr20");
        assertEquals(20, slow.rowsPerCommit(), "rows per commit lowered to the rate");
        assertEquals(1200, slow.rowsPerClient());
        Step legacy = step(c, "q100");
        assertEquals(QueryMode.RANGE, legacy.queryMode());
        assertEquals(100, legacy.insertsPerSecond());
        Step noWriters = step(c, "qp0");
        assertFalse(noWriters.hasWriters());
        assertEquals(60, noWriters.timeLimitSeconds());
        assertEquals(8, noWriters.connectionsNeeded(), "query threads only");
    }

    @Test
    void rowsPerCommitOverridesApplyByStepName() {
        RunConfig c = config().rowsPerCommit(Map.of("l.i1", 10, "qr100", 25)).build();
        assertEquals(10, step(c, "l.i1").rowsPerCommit());
        assertEquals(25, step(c, "qr100").rowsPerCommit());
        assertEquals(50, step(c, "qp100").rowsPerCommit());
    }

    @Test
    void badStepListsAreRejectedWithTheStepNamed() {
        assertMessage("unknown step 'l.i3' in --steps", config().steps(List.of("l.i0", "l.i3")));
        assertMessage("unknown step 'qr-5'", config().steps(List.of("qr-5")));
        assertMessage("step 'qr100' appears twice", config().steps(List.of("qr100", "qr100")));
        assertMessage("--steps must name at least one step", config().steps(List.of()));
        assertMessage("--rows-per-commit names step 'l.i9'", config().rowsPerCommit(Map.of("l.i9", 5)));
        assertMessage("--rows-per-commit for l.i1 must be between 1 and 100000 (got 0)",
                config().rowsPerCommit(Map.of("l.i1", 0)));
        assertMessage("step l.i1 deletes rows, which cannot be combined with --shared-table",
                config().sharedTable(true));
        assertMessage("step qr100 runs range queries, which need at least one secondary index",
                config().secondaryIndexes(0));
    }

    private static void assertMessage(String expected, RunConfig.Builder builder) {
        ConfigException e = assertThrows(ConfigException.class, builder::build);
        assertTrue(e.getMessage().startsWith(expected), e.getMessage());
    }
}
