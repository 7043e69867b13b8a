package io.ibench.core.engine;

import io.ibench.core.config.RunConfig;
import io.ibench.core.plan.Step;
import io.ibench.core.result.RestorePoint;
import io.ibench.core.result.TableChange;
import io.ibench.core.workload.Seeds;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Which rows a table held at a step's start, from the restore points of the steps before it. */
class TableHistoryTest {
    private static final long SEED = 7;
    private static final List<Step> PLAN = RunConfig.builder().clients(2).rowsPerTable(1000).writeRowsPerTable(1000L)
            .steps(List.of("l.i0", "l.x", "l.i1", "l.i2")).resultsDirectory(Path.of("results")).build().plan().steps();

    private static RestorePoint point(int position, TableChange pi1) {
        return new RestorePoint(position, PLAN.get(position).name(), 1, List.of(pi1), null);
    }

    /** l.i0 1000 rows from id 1, l.x 100 more, l.i1 800 inserted from 1101 and the 800 oldest deleted. */
    private static List<RestorePoint> loadedAndQueued(long li1MaxAfter) {
        return List.of(point(0, new TableChange("pi1", null, null, 1L, 1000L, 0L, 1000L)),
                point(1, new TableChange("pi1", 1000L, 1001L, 1001L, 100L, 0L, 1100L)),
                point(2, new TableChange("pi1", 1100L, 1101L, 1101L, 800L, 800L, li1MaxAfter)));
    }

    @Test
    void theRowsLeftAreTheNewestOfEachStepInIdOrder() {
        TableHistory history = TableHistory.atStart(loadedAndQueued(1900), PLAN, "pi1", 1, SEED, false);
        assertNull(history.unknown());
        assertEquals(List.of(
                new TableHistory.IdRun(801, 200, Seeds.derive(SEED, 1, 0, "l.i0"), 800, "l.i0", true),
                new TableHistory.IdRun(1001, 100, Seeds.derive(SEED, 1, 0, "l.x"), 0, "l.x", true),
                new TableHistory.IdRun(1101, 800, Seeds.derive(SEED, 1, 0, "l.i1"), 0, "l.i1", true)),
                history.runs());
        assertEquals(List.of(new TableHistory.IdRun(801, 200, Seeds.derive(SEED, 1, 0, "l.i0"), 800, "l.i0", true),
                new TableHistory.IdRun(1001, 50, Seeds.derive(SEED, 1, 0, "l.x"), 0, "l.x", true)),
                history.below(1051L), "the rows below an id, the last run cut there");
        assertEquals(49, history.find(1050).index(1050), "id 1050 is row 49 of l.x's stream");
        assertEquals(899, history.find(900).index(900), "id 900 is row 899 of l.i0's stream");
        assertNull(history.find(800), "deleted before the step");
    }

    /** Postgres: a new session's sequence block, or a failed INSERT, leaves ids unused; the record shows it. */
    @Test
    void aStepWhoseIdsHaveGapsIsMarked() {
        TableHistory history = TableHistory.atStart(loadedAndQueued(2400), PLAN, "pi1", 1, SEED, false);
        assertFalse(history.runs().get(2).gapless(), "800 rows from 1101 end at 1900, not 2400");
        assertEquals(List.of(true, true), history.runs().subList(0, 2).stream().map(TableHistory.IdRun::gapless)
                .toList());
        assertFalse(TableHistory.atStart(loadedAndQueued(1900), PLAN, "pi1", 1, SEED, true).runs().get(2).gapless(),
                "with --shared-table no stream owns the ids");
    }

    @Test
    void rowsFromBeforeTheRunOrAnUnrecordedEndCannotBeTold() {
        List<RestorePoint> points = loadedAndQueued(1900);
        assertEquals("the run's first step did not create the tables (its rows from before are not its own)",
                TableHistory.atStart(points.subList(1, 3), PLAN, "pi1", 1, SEED, false).unknown());
        List<RestorePoint> unended = List.of(points.get(0), point(1, TableChange.before("pi1", 1000L, 1001L)));
        assertEquals("the end of l.x was not recorded",
                TableHistory.atStart(unended, PLAN, "pi1", 1, SEED, false).unknown());
        List<RestorePoint> overdrawn = List.of(points.get(0),
                point(1, new TableChange("pi1", 1000L, 1001L, 1001L, 100L, 1200L, 1100L)));
        assertEquals("l.x deleted more rows than the table held",
                TableHistory.atStart(overdrawn, PLAN, "pi1", 1, SEED, false).unknown());
    }
}
