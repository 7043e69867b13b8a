package io.ibench.core.engine;

import io.ibench.core.workload.DataDomain;
import io.ibench.core.workload.Row;
import io.ibench.core.workload.RowGenerator;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Batches made ahead are the statements the inserter made itself before it had a batch maker. */
class BatchMakerTest {
    private static final String PREFIX =
            "insert into pi1 (dateandtime,cashregisterid,customerid,productid,price,data) values ";
    private static final int ROWS = 100;
    private static final int BATCHES = 500;
    private static final String SECOND = "2026-11-21 10:00:00";

    /** The statements as the inserter wrote them one after another: rows into one reused batch, then the text. */
    private static List<String> madeInline(long seed, String second) {
        RowGenerator generator = new RowGenerator(DataDomain.DEFAULT, seed);
        Row[] batch = new Row[ROWS];
        for (int r = 0; r < ROWS; r++) {
            batch[r] = new Row();
        }
        StringBuilder buffer = new StringBuilder();
        List<String> texts = new ArrayList<>();
        for (int b = 0; b < BATCHES; b++) {
            for (Row row : batch) {
                generator.next(row);
            }
            texts.add(LiteralInsert.build(PREFIX, batch, second, buffer));
        }
        return texts;
    }

    @Test
    void pipelinedStatementsAreTheSameAsInlineOnesForTheSameSeed() throws Exception {
        LiteralInsert insert = new LiteralInsert(PREFIX, ROWS);
        BatchMaker maker = new BatchMaker(new RowGenerator(DataDomain.DEFAULT, 42), ROWS, insert, () -> SECOND);
        List<String> pipelined = new ArrayList<>();
        try (Pipeline<MadeBatch> batches = new Pipeline<>("test batch maker", InsertRole.CHUNKS_AHEAD,
                InsertRole.batchesPerChunk(ROWS), BATCHES, maker::next)) {
            for (int b = 0; b < BATCHES; b++) {
                pipelined.add(LiteralInsert.stamped(PREFIX, batches.next(), SECOND, new StringBuilder()));
            }
        }
        assertEquals(madeInline(42, SECOND), pipelined);
    }

    @Test
    void aBatchThatRunsInALaterSecondIsStampedWithThatSecond() {
        LiteralInsert insert = new LiteralInsert(PREFIX, ROWS);
        MadeBatch made = new BatchMaker(new RowGenerator(DataDomain.DEFAULT, 42), ROWS, insert, () -> SECOND).next();

        assertSame(made.text(), LiteralInsert.stamped(PREFIX, made, SECOND, new StringBuilder()),
                "a batch run in the second it was made in is sent as made");
        String later = LiteralInsert.stamped(PREFIX, made, "2026-11-21 10:00:01", new StringBuilder());
        assertEquals(madeInline(42, "2026-11-21 10:00:01").get(0), later);
    }
}
