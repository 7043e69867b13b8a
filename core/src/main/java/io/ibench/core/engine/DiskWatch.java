package io.ibench.core.engine;

import io.ibench.core.host.FreeSpace;
import io.ibench.core.measure.IntervalSample;
import io.ibench.core.measure.Operation;

import java.sql.SQLException;
import java.util.OptionalLong;

/**
 * Fails a step whose server's disk is full but says nothing (docs/errors.md#full-disks): a server that waits for
 * space instead of failing the statement (MariaDB and MySQL writing their binary log, MyISAM and Aria tables) would
 * hold the step's writers until {@code --statement-timeout}, and again after every reconnect. Each report interval
 * it looks at the disk holding the data directory of a server on this host; when that disk has less than
 * {@value #FULL_BYTES} bytes left and no write finished for {@value #STALLED_SECONDS} s, the step fails with one
 * sentence naming the disk. Wraps the step's {@link StepSampler.Subject}; a step without writers, or a server
 * elsewhere, is not watched.
 */
final class DiskWatch implements StepSampler.Subject {
    /** Less room than this on the data directory's disk counts as full. */
    static final long FULL_BYTES = 1024 * 1024;
    /** How long writes must have stalled on a full disk before the step fails, s. */
    static final int STALLED_SECONDS = 5;

    private final StepSampler.Subject subject;
    private final FullDisk disk;
    private final StepControl control;
    private final boolean writers;
    private double stalledSeconds;

    /**
     * @param subject the step's figures and progress
     * @param disk    the server's disk
     * @param control the step, which fails when the disk is full
     * @param writers whether the step has writers
     */
    DiskWatch(StepSampler.Subject subject, FullDisk disk, StepControl control, boolean writers) {
        this.subject = subject;
        this.disk = disk;
        this.control = control;
        this.writers = writers;
    }

    @Override
    public IntervalSample sample(long nowNanos) {
        IntervalSample sample = subject.sample(nowNanos);
        OptionalLong free = writers ? disk.freeBytes() : OptionalLong.empty();
        boolean wrote = sample.of(Operation.INSERT).intervalStatements() + sample.of(Operation.DELETE)
                .intervalStatements() > 0;
        stalledSeconds = free.isPresent() && free.getAsLong() < FULL_BYTES && !wrote
                ? stalledSeconds + sample.intervalSeconds() : 0;
        if (stalledSeconds >= STALLED_SECONDS) {
            control.fail("server", new SQLException("the disk holding its data directory " + disk.dataDirectory()
                    + " is full (" + FreeSpace.text(free.getAsLong()) + " free) and no write finished for "
                    + Math.round(stalledSeconds) + " s"));
        }
        return sample;
    }

    @Override
    public StepSampler.Progress progress(IntervalSample sample) {
        return subject.progress(sample);
    }
}
