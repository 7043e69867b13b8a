package io.ibench.core.engine;

import io.ibench.core.workload.DataDomain;
import io.ibench.core.workload.Row;
import io.ibench.core.workload.RowGenerator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * An inserter's work per row before the driver: generating the row and writing it into the
 * reference's INSERT text (l.i0's 100 rows per statement). Reported per row, ns.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class InsertTextBenchmark {
    private static final int ROWS = 100;
    private static final String PREFIX =
            "insert into pi1 (dateandtime,cashregisterid,customerid,productid,price,data) values ";

    private final RowGenerator generator = new RowGenerator(DataDomain.DEFAULT, 42);
    private final Row[] batch = new Row[ROWS];
    private final StringBuilder buffer = new StringBuilder(8192);

    /** Fills the batch once, for the text-only measurement. */
    @Setup
    public void generate() {
        for (int r = 0; r < ROWS; r++) {
            batch[r] = new Row();
            generator.next(batch[r]);
        }
    }

    /** @return one generated row (ns per row) */
    @Benchmark
    public Row generateRow() {
        generator.next(batch[0]);
        return batch[0];
    }

    /** @return the statement text for 100 generated rows (ns per row) */
    @Benchmark
    @OperationsPerInvocation(ROWS)
    public String insertText() {
        return LiteralInsert.build(PREFIX, batch, "2026-11-21 10:00:00", buffer);
    }

    /** @return 100 rows generated and written as text, as an inserter does per statement (ns per row) */
    @Benchmark
    @OperationsPerInvocation(ROWS)
    public String generateAndWrite() {
        for (Row row : batch) {
            generator.next(row);
        }
        return LiteralInsert.build(PREFIX, batch, "2026-11-21 10:00:00", buffer);
    }
}
