package io.ibench.core.plan;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.RunConfig;
import io.ibench.core.config.Settings;
import io.ibench.core.workload.Partitioning;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reference's options on the planned steps: where each acts, what it derives, what it refuses. */
class ReferenceOptionsPlannerTest {
    private static final List<String> SEQUENCE = List.of("l.i0", "l.x", "l.i1", "l.i2", "cleanup", "qr100", "q0");

    private static RunConfig.Builder config() {
        return RunConfig.builder().clients(2).rowsPerTable(1000).writeRowsPerTable(1000L).querySeconds(10)
                .steps(SEQUENCE);
    }

    private static Step step(RunConfig c, String name) {
        return c.plan().steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    private static void assertRefused(String expected, RunConfig.Builder builder) {
        ConfigException e = assertThrows(ConfigException.class, builder::build);
        assertEquals(expected, e.getMessage());
    }

    @Test
    void withoutTheOptionsNoStepGetsAnything() {
        RunConfig c = config().build();
        for (Step s : c.plan().steps()) {
            assertEquals(StepExtras.NONE, s.extras(), s.name());
        }
        assertTrue(step(c, "l.x").createIndexes());
        assertEquals(Partitioning.NONE, c.partitioning());
        assertNull(c.describe().get("rowsPerPartition"));
    }

    @Test
    void secondaryAtStartMovesTheIndexesToTheSetupOfLi0AndLxBuildsNone() {
        RunConfig c = config().set(Settings.SECONDARY_AT_START, true).build();
        assertTrue(step(c, "l.i0").extras().indexesAtSetup());
        assertFalse(step(c, "l.x").createIndexes());
        assertFalse(step(c, "l.x").extras().indexesAtSetup());
        assertEquals(true, c.describe().get("secondaryAtStart"));
        assertRefused("--secondary-at-start creates the secondary indexes with the tables, and --secondary-indexes "
                + "is 0", config().set(Settings.SECONDARY_AT_START, true).secondaryIndexes(0).steps(List.of("l.i0")));
    }

    @Test
    void partitionsSplitTheRowsTheStepsInsertIntoEachTableUnlessRowsPerPartitionIsGiven() {
        // per table: l.i0 1000 + l.x 100 + l.i1 800 + l.i2 200 + qr100 10 s x 100 rows/s = 3100 -> 4 x 775
        RunConfig derived = config().set(Settings.PARTITIONS, 4).build();
        assertEquals(new Partitioning(4, 775), derived.partitioning());
        assertNull(derived.describe().get("rowsPerPartition"), "not recorded as if the user had given it");
        assertEquals(Map.of("rowsPerPartition", 775L), derived.describe().get(RunConfig.PLANNED),
                "the derived size is recorded as the plan's");
        assertEquals(List.of(775L, 1550L, 2325L), derived.partitioning().upperBounds());

        RunConfig given = config().set(Settings.PARTITIONS, 3).set(Settings.ROWS_PER_PARTITION, 500L).build();
        assertEquals(new Partitioning(3, 500), given.partitioning());
        assertEquals(500L, given.describe().get("rowsPerPartition"));
        assertEquals(Map.of("rowsPerPartition", 500L), given.describe().get(RunConfig.PLANNED));
        assertNull(config().build().describe().get(RunConfig.PLANNED), "an unpartitioned run plans none");

        // a shared table receives every client's rows: l.i0 2 x 500
        RunConfig shared = config().sharedTable(true).deletes(false).set(Settings.PARTITIONS, 2)
                .steps(List.of("l.i0")).build();
        assertEquals(new Partitioning(2, 500), shared.partitioning());
    }

    @Test
    void partitionOptionsOutOfRangeOrAloneAreRefused() {
        assertRefused("--rows-per-partition 500 needs --partitions",
                config().set(Settings.ROWS_PER_PARTITION, 500L));
        assertRefused("--partitions must be between 0 and 8192 (got 8193)", config().set(Settings.PARTITIONS, 8193));
        assertRefused("--rows-per-partition must be between 1 and 1000000000000 (got 0)",
                config().set(Settings.PARTITIONS, 2).set(Settings.ROWS_PER_PARTITION, 0L));
    }

    @Test
    void initialRowsGoBeforeTheFirstStepWithClientsInWholeBatches() {
        RunConfig c = config().steps(List.of("cleanup", "l.i1", "l.i2")).set(Settings.INITIAL_SIZE, 1234L).build();
        assertEquals(0, step(c, "cleanup").extras().initialRows());
        assertEquals(1200, step(c, "l.i1").extras().initialRows(), "24 batches of 50");
        assertEquals(0, step(c, "l.i2").extras().initialRows());
        assertRefused("--initial-size 30 is less than one batch of l.i1 (50 rows per commit); it inserts whole "
                + "batches", config().steps(List.of("l.i1")).set(Settings.INITIAL_SIZE, 30L));
        assertRefused("--initial-size needs a step with clients in --steps [cleanup]",
                config().steps(List.of("cleanup")).set(Settings.INITIAL_SIZE, 100L));
    }

    @Test
    void theTimeLimitActsOnStepsWithWriters() {
        RunConfig c = config().set(Settings.MAX_SECONDS, 5).build();
        for (String name : List.of("l.i0", "l.x", "l.i1", "l.i2", "qr100")) {
            assertEquals(5, step(c, name).extras().maxSeconds(), name);
        }
        assertEquals(0, step(c, "cleanup").extras().maxSeconds());
        assertEquals(0, step(c, "q0").extras().maxSeconds(), "no writers to stop");
        assertRefused("--max-seconds limits writers, and no step in --steps [cleanup, q0] has any",
                config().steps(List.of("cleanup", "q0")).set(Settings.MAX_SECONDS, 5));
    }

    @Test
    void longReadTransactionsRunInWriteAndReadWriteStepsOnAConnectionOfTheirOwn() {
        RunConfig c = config().set(Settings.HTAP_TRANSACTION_SECONDS, 3).build();
        for (String name : List.of("l.i1", "l.i2", "qr100", "q0")) {
            assertEquals(3, step(c, name).extras().htapTransactionSeconds(), name);
        }
        for (String name : List.of("l.i0", "l.x", "cleanup")) {
            assertEquals(0, step(c, name).extras().htapTransactionSeconds(), name);
        }
        assertEquals(2 * 4, step(c, "qr100").connectionsNeeded(), "inserter, deleter, query thread, transaction");
        assertEquals(2 * 3, step(c, "l.i1").connectionsNeeded(), "inserter, deleter, transaction");
        assertRefused("--htap-transaction-seconds holds read transactions in l.i1, l.i2 and read-write steps, and "
                + "--steps [l.i0, l.x] has none of them",
                config().steps(List.of("l.i0", "l.x")).set(Settings.HTAP_TRANSACTION_SECONDS, 3));
        assertRefused("--htap-transaction-seconds must be between 0 and 86400 (got -1)",
                config().set(Settings.HTAP_TRANSACTION_SECONDS, -1));
    }
}
