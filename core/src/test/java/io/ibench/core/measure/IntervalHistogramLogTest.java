package io.ibench.core.measure;

import io.ibench.core.conformance.Requirements;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.FileNotFoundException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The step's interval histograms, read back with HdrHistogram's own log reader. */
class IntervalHistogramLogTest {
    private static final long MS = 1_000_000L;

    @Test
    void eachIntervalIsATaggedHistogramThatHdrHistogramsReaderReads(@TempDir Path dir) throws FileNotFoundException {
        Path file = dir.resolve(IntervalHistogramLog.fileName("l.i1"));
        StepMeter meter = new StepMeter();
        OperationRecorder inserter = meter.register(Operation.INSERT, 1, false);
        OperationRecorder deleter = meter.register(Operation.DELETE, 1, true);
        try (IntervalHistogramLog log = new IntervalHistogramLog(file)) {
            meter.log(log);
            log.start(1_764_000_000_000L);
            meter.start(0);
            inserter.record(0, 0, 2 * MS, 100);
            inserter.record(0, 0, 4 * MS, 100);
            deleter.record(0, 500 * MS, 502 * MS, 10);
            meter.sample(1_000 * MS);
            inserter.record(0, 0, 8 * MS, 100);
            meter.sample(2_000 * MS);
        }

        HistogramLogReader reader = new HistogramLogReader(file.toFile());
        List<Histogram> read = new ArrayList<>();
        for (Histogram h = (Histogram) reader.nextIntervalHistogram(); h != null;
             h = (Histogram) reader.nextIntervalHistogram()) {
            read.add(h);
        }
        assertEquals(1_764_000_000.0, reader.getStartTimeSec(), 1e-3);
        assertEquals(List.of("insert.service", "delete.service", "delete.response", "insert.service"),
                read.stream().map(Histogram::getTag).toList(), "no line for an interval without statements");
        assertEquals(2, read.get(0).getTotalCount());
        assertEquals(4000, read.get(0).getMaxValue(), 4);
        assertEquals(502_000, read.get(2).getMaxValue(), 502);
        assertEquals(1, read.get(3).getTotalCount());
        assertEquals(1_764_000_001_000L, read.get(3).getStartTimeStamp(), "the second interval starts at 1 s");
        assertEquals(1_764_000_002_000L, read.get(3).getEndTimeStamp());
        assertNull(meter.serviceTotal(Operation.INSERT).getTag(), "the totals stay untagged");
    }

    /** /dev/full answers every write with ENOSPC, as a full disk does: the log says so instead of growing no more. */
    @Test
    void aLineThatCannotBeWrittenIsAnErrorNamingTheFile() {
        Path full = Path.of("/dev/full");
        Requirements.skipUnless(Files.isWritable(full), "/dev/full, Linux's always-full device");
        UncheckedIOException error = assertThrows(UncheckedIOException.class, () -> {
            try (IntervalHistogramLog log = new IntervalHistogramLog(full)) {
                log.start(1_764_000_000_000L);
            }
        });
        assertEquals("cannot write /dev/full: No space left on device", error.getMessage());
    }
}
