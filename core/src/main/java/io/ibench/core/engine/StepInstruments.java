package io.ibench.core.engine;

import io.ibench.core.measure.IntervalHistogramLog;
import io.ibench.core.plan.Step;
import io.ibench.core.profile.StepProfile;
import io.ibench.core.result.HostSummary;
import io.ibench.core.result.IntervalTsv;
import io.ibench.core.result.ProbeSummary;
import io.ibench.core.result.StepDumps;

import java.io.UncheckedIOException;
import java.util.List;

/**
 * What observes one step, whatever its type: its interval TSV ({@code <step>.intervals.tsv}), its
 * latency histogram log ({@code <step>.hlog}, for steps that time operations), the host
 * ({@link HostSampler}), the server's probes ({@link ProbeSampler}), its dumps ({@link StepDumper})
 * and its server CPU profile ({@link StepProfile}). Its life: {@link #open} creates the files and
 * starts nothing; {@link #start} reads the dumps' counters, the probes and the host at the step's
 * start, in that order; {@link #sampler} samples the step every report interval; {@link #close}
 * (try-with-resources) stops the probes' sampling thread and closes the files, each even when
 * another could not be closed, the step thrown or never started; {@link #finish}, once closed, sums
 * up what they observed for the step's result.
 */
final class StepInstruments implements AutoCloseable {
    private final Step step;
    private final StepEnvironment env;
    private final IntervalTsv tsv;
    private final IntervalHistogramLog histogramLog;
    private final HostSampler host;
    private final ProbeSampler probes;
    private final StepDumper dumps;
    private final StepProfile profile;

    private StepInstruments(Step step, StepEnvironment env, IntervalTsv tsv, IntervalHistogramLog histogramLog) {
        this.step = step;
        this.env = env;
        this.tsv = tsv;
        this.histogramLog = histogramLog;
        this.host = env.hostSampler();
        this.probes = env.probeSampler(step.name());
        this.dumps = env.stepDumper(step);
        this.profile = env.profiler().step(step.name());
    }

    /**
     * Creates the step's files in the run folder; nothing is started or sampled yet.
     *
     * @param step         the step
     * @param env          the run's environment
     * @param histogramLog whether the step times operations into {@code <step>.hlog}
     * @return the step's instruments, to be closed
     * @throws UncheckedIOException when a file cannot be created; none is left open then
     */
    static StepInstruments open(Step step, StepEnvironment env, boolean histogramLog) {
        IntervalTsv tsv = new IntervalTsv(env.store().file(intervalsFile(step)));
        if (!histogramLog) {
            return new StepInstruments(step, env, tsv, null);
        }
        try {
            return new StepInstruments(step, env, tsv,
                    new IntervalHistogramLog(env.store().file(IntervalHistogramLog.fileName(step.name()))));
        } catch (UncheckedIOException e) {
            tsv.close();
            throw e;
        }
    }

    /**
     * @param step a step
     * @return the name of its interval TSV in the run folder
     */
    static String intervalsFile(Step step) {
        return step.name() + ".intervals.tsv";
    }

    /** @return the name of the step's interval TSV in the run folder */
    String intervalsFile() {
        return intervalsFile(step);
    }

    /** @return the step's histogram log, or null when {@link #open} was asked for none */
    IntervalHistogramLog histogramLog() {
        return histogramLog;
    }

    /**
     * Takes the start samples: the dumps' counters, the probes (whose periodic sampling starts), the host.
     * Called once, right before the step's work is released.
     */
    void start() {
        dumps.start();
        probes.start();
        host.start();
    }

    /**
     * @param subject the step's figures and progress
     * @return the sampler that writes the step's TSV every report interval and opens its profile window
     */
    StepSampler sampler(StepSampler.Subject subject) {
        return new StepSampler(step, tsv, host, env.progress(), env.config().reportIntervalMillis(), subject,
                profile);
    }

    /**
     * Cancels the probes' periodic sampling without waiting (a sample under way completes); {@link #close} does
     * it too. Safe to call more than once.
     */
    void stopSampling() {
        probes.stop();
    }

    /**
     * Stops the probes' periodic sampling, then closes the TSV and the histogram log: every one of them even when
     * an earlier one fails.
     *
     * @throws UncheckedIOException when a file cannot be written to the end; a second failure is suppressed in it
     */
    @Override
    public void close() {
        probes.stop();
        try {
            tsv.close();
        } finally {
            if (histogramLog != null) {
                histogramLog.close();
            }
        }
    }

    /**
     * Sums up the step once {@link #close closed}: the host's averages, the probes' end sample, the dumps, the
     * profile, in that order.
     *
     * @param measured      whether the step's work was released (else there is no host or probe summary)
     * @param dump          whether to dump the server (a failed step's server may be gone: waiting for a connection
     *                      to dump it would only delay the run)
     * @param intervalRates per-interval rates of the step's headline operation, or empty
     * @return what the instruments observed
     * @throws InterruptedException when interrupted while the probes' thread or the profiler stops
     */
    StepResults.Observations finish(boolean measured, boolean dump, List<Double> intervalRates)
            throws InterruptedException {
        HostSummary hostSummary = measured ? host.finish() : null;
        ProbeSummary probeSummary = measured ? probes.finish() : null;
        StepDumps dumped = dump ? dumps.finish() : null;
        return new StepResults.Observations(hostSummary, probeSummary, profile.finish(), intervalRates,
                host.cpuNanos() + probes.cpuNanos(), env.config().reportIntervalMillis() / 1000.0, dumped);
    }
}
