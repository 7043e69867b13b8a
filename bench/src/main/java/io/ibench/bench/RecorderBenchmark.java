package io.ibench.bench;

import io.ibench.core.measure.IntervalSample;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.OperationRecorder;
import io.ibench.core.measure.StepMeter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * What recording a statement costs a role thread (two latencies into HdrHistogram recorders,
 * the legacy buckets, the counters), alone and while a collector thread swaps the interval
 * histograms as the step's sampler does (ns per call).
 */
@State(Scope.Group)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RecorderBenchmark {
    private StepMeter meter;
    private OperationRecorder recorder;
    private long t;

    /** One scheduled recorder, as a rate-limited inserter has. */
    @Setup
    public void register() {
        meter = new StepMeter();
        recorder = meter.register(Operation.INSERT, 1, true);
        meter.start(System.nanoTime());
    }

    /** @return nothing useful; records one statement of 1–4 ms service time */
    @Benchmark
    @Group("alone")
    public long record() {
        return recordOne();
    }

    /** Records while {@link #sample} runs in another thread. */
    @Benchmark
    @Group("withCollector")
    @GroupThreads(1)
    public long recordWhileSampled() {
        return recordOne();
    }

    /** @return an interval sample, as the collector takes every report interval (here as fast as it can) */
    @Benchmark
    @Group("withCollector")
    @GroupThreads(1)
    public IntervalSample sample() {
        return meter.sample(System.nanoTime());
    }

    private long recordOne() {
        long start = t;
        long service = 1_000_000L + (start & 0x3f_ffffL);
        t += service;
        recorder.record(start - 500_000L, start, start + service, 100);
        return t;
    }
}
