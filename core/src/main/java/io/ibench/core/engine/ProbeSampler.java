package io.ibench.core.engine;

import io.ibench.core.host.ProcessTimes;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.ProbeSummary;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Samples the adapter's server probes at a step's start, every probe interval on a thread of its
 * own, and at its end (after the step's connections closed, so that servers that publish
 * statistics lazily show the step's work). Every sample becomes a line of the step's
 * {@code <step>.probes.tsv}: {@code t_sec} and one column per probe of the first sample, in name
 * order; a probe missing from a later sample leaves its field empty. A failed sample is skipped.
 */
final class ProbeSampler {
    private final StepEnvironment env;
    private final String file;
    private final long intervalMillis;
    private final List<String> columns = new ArrayList<>();
    private ScheduledExecutorService thread;
    private BufferedWriter out;
    private long startNanos;
    private Map<String, Double> start;
    private Map<String, Double> last;
    private int samples;
    private final AtomicLong periodicCpuNanos = new AtomicLong();

    /**
     * @param env            the run's environment (adapter probes, connections, run folder)
     * @param stepName       the step, which names the file
     * @param intervalMillis sampling period, ms; 0 = only at the start and the end
     */
    ProbeSampler(StepEnvironment env, String stepName, long intervalMillis) {
        this.env = env;
        this.file = stepName + ".probes.tsv";
        this.intervalMillis = intervalMillis;
    }

    /** Takes the start sample and starts the periodic sampling. */
    void start() {
        startNanos = System.nanoTime();
        start = sampleNow();
        if (intervalMillis > 0) {
            thread = new ScheduledThreadPoolExecutor(1, r -> {
                Thread t = new Thread(r, "ibench probes");
                t.setDaemon(true);
                return t;
            });
            thread.scheduleAtFixedRate(this::samplePeriodically, intervalMillis, intervalMillis, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * Stops the periodic sampling, renews the connections and takes the end sample.
     *
     * @return the step's probe summary, or null when the adapter has no probes or the server never answered
     * @throws InterruptedException when interrupted while stopping the sampling thread
     */
    ProbeSummary finish() throws InterruptedException {
        if (thread != null) {
            thread.shutdown();
            thread.awaitTermination(30, TimeUnit.SECONDS);
        }
        env.connections().renew();
        Map<String, Double> end = sampleNow();
        closeFile();
        if (start == null && end == null) {
            return null;
        }
        Map<String, Double> first = start == null ? Map.of() : start;
        Map<String, Double> last = end == null ? Map.of() : end;
        Map<String, Double> changes = new TreeMap<>();
        for (String counter : env.probes().counters()) {
            if (first.containsKey(counter) && last.containsKey(counter)) {
                changes.put(counter, last.get(counter) - first.get(counter));
            }
        }
        return new ProbeSummary(first, last, changes, env.probes().derive(changes), samples, out == null ? null : file,
                env.probes().purgeLagProbe());
    }

    /** Cancels the periodic sampling without waiting (a sample under way completes); safe to call twice. */
    void stop() {
        if (thread != null) {
            thread.shutdown();
        }
    }

    private void samplePeriodically() {
        long cpuStart = ProcessTimes.threadCpuNanos();
        sampleNow();
        periodicCpuNanos.addAndGet(ProcessTimes.threadCpuNanos() - cpuStart);
    }

    /** @return CPU time the samples taken while the step ran (not its start and end samples) took, ns */
    long cpuNanos() {
        return periodicCpuNanos.get();
    }

    private synchronized Map<String, Double> sampleNow() {
        Map<String, Double> values;
        try (Connection c = env.connections().get()) {
            values = env.probes().sample(c, env.tables());
        } catch (SQLException | RuntimeException e) {
            return null;
        }
        if (values.isEmpty()) {
            return null;
        }
        write(values);
        samples++;
        last = values;
        return values;
    }

    private void write(Map<String, Double> values) {
        try {
            if (out == null) {
                columns.addAll(new TreeMap<>(values).keySet());
                out = Files.newBufferedWriter(env.store().file(file), StandardCharsets.UTF_8);
                out.write("t_sec\t" + String.join("\t", columns) + "\n");
            }
            StringBuilder line = new StringBuilder(Decimal.format((System.nanoTime() - startNanos) / 1e9, 1));
            for (String column : columns) {
                Double value = values.get(column);
                line.append('\t').append(value == null ? "" : Decimal.format(value, value == Math.rint(value) ? 0 : 4));
            }
            out.write(line.append('\n').toString());
            out.flush();
        } catch (IOException e) {
            closeFile();
        }
    }

    private void closeFile() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                // the file keeps what was flushed
            }
        }
    }
}
