package io.ibench.core.engine;

import io.ibench.core.measure.IntervalSample;
import io.ibench.core.plan.Step;
import io.ibench.core.profile.StepProfile;
import io.ibench.core.progress.ProgressListener;
import io.ibench.core.result.IntervalTsv;

/**
 * Samples a running step on its coordinating thread every report interval: the interval's
 * figures and the host's rates become one line of the step's TSV, and the progress listener
 * hears how far the step is, as does the step's server CPU profile, whose window opens when that
 * puts it in the middle of the step. Used by the steps with clients and by the cleanup alike.
 */
final class StepSampler {
    /** Longest wait of the coordinator before it looks at the step's state again, ns. */
    private static final long POLL_NANOS = 100_000_000L;

    private final Step step;
    private final IntervalTsv tsv;
    private final HostSampler host;
    private final ProgressListener progress;
    private final long intervalNanos;
    private final Subject subject;
    private final StepProfile profile;

    /**
     * @param step           the step
     * @param tsv            its interval TSV
     * @param host           its host sampler, started
     * @param progress       where progress goes
     * @param intervalMillis the report interval, ms, ≥ 1
     * @param subject        the step's figures and progress
     * @param profile        the step's server CPU profile, whose window opens as the step progresses
     */
    StepSampler(Step step, IntervalTsv tsv, HostSampler host, ProgressListener progress, long intervalMillis,
                Subject subject, StepProfile profile) {
        this.step = step;
        this.tsv = tsv;
        this.host = host;
        this.progress = progress;
        this.intervalNanos = intervalMillis * 1_000_000L;
        this.subject = subject;
        this.profile = profile;
    }

    /**
     * Samples every report interval from {@code startNanos} on until the step's work is done or the
     * step is stopped, looking at the step at least every 100 ms. An interval that ends more than
     * half an interval late is followed by one of at least half an interval. The step's last,
     * shorter interval is the caller's: {@link #sample} once the work ended.
     *
     * @param startNanos the step's start, {@link System#nanoTime()} scale
     * @param work       the step's work
     * @throws InterruptedException when the calling thread is interrupted
     */
    void sampleUntilDone(long startNanos, Work work) throws InterruptedException {
        long next = startNanos + intervalNanos;
        while (!work.stopped()) {
            if (work.awaitDone(Math.min(next, System.nanoTime() + POLL_NANOS))) {
                return;
            }
            long now = System.nanoTime();
            if (now - next >= 0) {
                Progress done = sample(now);
                profile.observe((now - startNanos) / 1e9, done.etaSeconds());
                next = Math.max(next + intervalNanos, now + intervalNanos / 2);
            }
        }
    }

    /**
     * Writes the interval ending now: one TSV line with the host's rates, one progress callback.
     *
     * @param nowNanos the interval's end, {@link System#nanoTime()} scale
     * @return how far the step is
     */
    Progress sample(long nowNanos) {
        IntervalSample sample = subject.sample(nowNanos);
        tsv.write(sample, host.interval());
        Progress done = subject.progress(sample);
        progress.interval(step, sample, done.fraction(), done.etaSeconds());
        return done;
    }

    /** What a step reports each interval. */
    interface Subject {
        /**
         * @param nowNanos the interval's end, {@link System#nanoTime()} scale
         * @return the figures of the interval since the previous sample
         */
        IntervalSample sample(long nowNanos);

        /**
         * @param sample the interval just sampled
         * @return how far the step is
         */
        Progress progress(IntervalSample sample);
    }

    /** The step's work, which the sampler waits for between samples. */
    interface Work {
        /**
         * @param deadlineNanos {@link System#nanoTime()} to wait until at most
         * @return true when the work is done
         * @throws InterruptedException when the thread is interrupted
         */
        boolean awaitDone(long deadlineNanos) throws InterruptedException;

        /** @return true once the step is being stopped */
        boolean stopped();
    }

    /**
     * @param fraction   the part of the step done, 0..1, or NaN when unknown
     * @param etaSeconds the time still to go, s, or NaN when unknown
     */
    record Progress(double fraction, double etaSeconds) {
    }
}
