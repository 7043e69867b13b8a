package io.ibench.core.engine;

import io.ibench.core.measure.IntervalSample;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.OperationInterval;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A server that waits for disk space instead of failing fails the step once its writes stalled on a full disk. */
class DiskWatchTest {
    private static final Path DATA = Path.of("/data/server");

    private final StepControl control = new StepControl(1);
    private long inserts;

    /** The step's subject: each sample is one second with {@link #inserts} statements. */
    private final StepSampler.Subject subject = new StepSampler.Subject() {
        @Override
        public IntervalSample sample(long nowNanos) {
            return new IntervalSample(1.0, nowNanos / 1e9, Map.of(Operation.INSERT,
                    new OperationInterval(inserts, inserts * 50, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)));
        }

        @Override
        public StepSampler.Progress progress(IntervalSample sample) {
            return new StepSampler.Progress(Double.NaN, Double.NaN);
        }
    };

    private void seconds(DiskWatch watch, int n) {
        for (int i = 0; i < n; i++) {
            watch.sample(i * 1_000_000_000L);
        }
    }

    @Test
    void writesStalledForFiveSecondsOnAFullDiskFailTheStepNamingTheDisk() {
        DiskWatch watch = new DiskWatch(subject, new FullDisk(DATA, p -> OptionalLong.of(4096)), control, true);
        seconds(watch, DiskWatch.STALLED_SECONDS - 1);
        assertNull(control.failure(), "4 s is not yet a stall");
        seconds(watch, 1);
        assertEquals("server: the disk holding its data directory /data/server is full (4096 bytes free) and no "
                + "write finished for 5 s", control.failure().describe());
    }

    @Test
    void writesThatGoOnOrRoomOnTheDiskOrNoWritersOrAServerElsewhereAreNoStall() {
        inserts = 3;
        seconds(new DiskWatch(subject, new FullDisk(DATA, p -> OptionalLong.of(0)), control, true), 10);
        inserts = 0;
        seconds(new DiskWatch(subject, new FullDisk(DATA, p -> OptionalLong.of(DiskWatch.FULL_BYTES)), control, true),
                10);
        seconds(new DiskWatch(subject, new FullDisk(DATA, p -> OptionalLong.of(0)), control, false), 10);
        seconds(new DiskWatch(subject, new FullDisk(null, p -> OptionalLong.of(0)), control, true), 10);
        assertNull(control.failure());
    }
}
