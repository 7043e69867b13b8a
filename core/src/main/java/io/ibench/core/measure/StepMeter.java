package io.ibench.core.measure;

import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Collects the {@link OperationRecorder}s of one step: every report interval it moves each
 * recorder's interval histograms into per-operation interval and total histograms and returns
 * an {@link IntervalSample}. {@link #sample} is called by one collector thread; recorders may
 * be registered from any thread before the step starts.
 */
public final class StepMeter {
    private final List<OperationRecorder> recorders = new CopyOnWriteArrayList<>();
    private final Map<Operation, Totals> totals = new EnumMap<>(Operation.class);
    private final Histogram scratch = new Histogram(3);
    private final Histogram intervalService = new Histogram(3);
    private final Histogram intervalResponse = new Histogram(3);
    private long startNanos;
    private long lastSampleNanos;
    private IntervalHistogramLog log;

    /**
     * @param histogramLog where each interval's histograms go from now on (with at least one operation
     *                     recorded in it), or null for nowhere
     */
    public void log(IntervalHistogramLog histogramLog) {
        this.log = histogramLog;
    }

    /**
     * @param operation what the role runs
     * @param client    client number, 1-based
     * @param scheduled whether the role follows a schedule
     * @return a new recorder owned by the calling role
     */
    public OperationRecorder register(Operation operation, int client, boolean scheduled) {
        OperationRecorder recorder = new OperationRecorder(operation, client, scheduled);
        recorders.add(recorder);
        synchronized (totals) {
            totals.computeIfAbsent(operation, op -> new Totals());
        }
        return recorder;
    }

    /** @param nanos {@link System#nanoTime()} at which the step's clients were released */
    public void start(long nanos) {
        startNanos = nanos;
        lastSampleNanos = nanos;
    }

    /**
     * Takes the figures of the interval that ends now.
     *
     * @param nowNanos the current {@link System#nanoTime()}
     * @return the interval's figures per operation
     */
    public IntervalSample sample(long nowNanos) {
        Map<Operation, OperationInterval> out = new EnumMap<>(Operation.class);
        synchronized (totals) {
            for (Map.Entry<Operation, Totals> e : totals.entrySet()) {
                out.put(e.getKey(), sample(e.getKey(), e.getValue(), nowNanos));
                logInterval(e.getKey(), nowNanos);
            }
        }
        double intervalSeconds = (nowNanos - lastSampleNanos) / 1e9;
        lastSampleNanos = nowNanos;
        return new IntervalSample(intervalSeconds, (nowNanos - startNanos) / 1e9, out);
    }

    private OperationInterval sample(Operation operation, Totals total, long nowNanos) {
        intervalService.reset();
        intervalResponse.reset();
        long statements = 0;
        long rows = 0;
        long retries = 0;
        long errors = 0;
        long reconnects = 0;
        long lagNanos = 0;
        for (OperationRecorder recorder : recorders) {
            if (recorder.operation() != operation) {
                continue;
            }
            recorder.serviceIntervalInto(scratch);
            intervalService.add(scratch);
            recorder.responseIntervalInto(scratch);
            intervalResponse.add(scratch);
            statements += recorder.statements();
            rows += recorder.rows();
            retries += recorder.retries();
            errors += recorder.errors() - recorder.retries();
            reconnects += recorder.reconnects();
            lagNanos = Math.max(lagNanos, recorder.scheduleLagNanos(nowNanos));
        }
        total.service.add(intervalService);
        total.response.add(intervalResponse);
        OperationInterval interval = new OperationInterval(
                statements - total.statements, rows - total.rows, statements, rows, retries, errors, reconnects,
                intervalService.getTotalCount() == 0 ? 0 : intervalService.getMaxValue(),
                intervalService.getValueAtPercentile(50), intervalService.getValueAtPercentile(99),
                intervalResponse.getValueAtPercentile(99), lagNanos / 1_000_000);
        total.statements = statements;
        total.rows = rows;
        return interval;
    }

    private void logInterval(Operation operation, long nowNanos) {
        if (log == null) {
            return;
        }
        double from = (lastSampleNanos - startNanos) / 1e9;
        double to = (nowNanos - startNanos) / 1e9;
        if (intervalService.getTotalCount() > 0) {
            log.interval(operation, LatencyKind.SERVICE, from, to, intervalService);
        }
        if (intervalResponse.getTotalCount() > 0) {
            log.interval(operation, LatencyKind.RESPONSE, from, to, intervalResponse);
        }
    }

    /** @return the operations this step has roles for */
    public List<Operation> operations() {
        synchronized (totals) {
            return new ArrayList<>(totals.keySet());
        }
    }

    /**
     * @param operation an operation of this step
     * @return all service times recorded so far (µs); complete after the last {@link #sample}
     */
    public Histogram serviceTotal(Operation operation) {
        return totals.get(operation).service;
    }

    /**
     * @param operation an operation of this step
     * @return all response times from the intended start (µs); empty when no role of the operation is scheduled
     */
    public Histogram responseTotal(Operation operation) {
        return totals.get(operation).response;
    }

    /** @return every registered recorder */
    public List<OperationRecorder> recorders() {
        return List.copyOf(recorders);
    }

    private static final class Totals {
        final Histogram service = new Histogram(3);
        final Histogram response = new Histogram(3);
        long statements;
        long rows;
    }
}
