package io.ibench.core.engine;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/** The rate-limited writer's schedule: the intended start of statement k (ns per call). */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ScheduleBenchmark {
    private final Schedule schedule = Schedule.evenlySpaced(System.nanoTime(), 50, 100, 1_000_000, 3, 64);
    private long k;

    /** @return the next statement's intended start */
    @Benchmark
    public long intendedStart() {
        return schedule.intendedStart(k++ % 1_000_000);
    }
}
