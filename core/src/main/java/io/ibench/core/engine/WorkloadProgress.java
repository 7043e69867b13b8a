package io.ibench.core.engine;

import io.ibench.core.measure.IntervalSample;
import io.ibench.core.measure.Operation;
import io.ibench.core.measure.StepMeter;
import io.ibench.core.plan.Step;
import io.ibench.core.plan.StepKind;

import java.util.ArrayList;
import java.util.List;

/**
 * The interval figures and progress of a step with clients: each interval is a snapshot of the
 * step's {@link StepMeter}; an interval of at least half the report interval adds its rate of
 * the step's headline operation (inserted rows; queries in read-write steps; none in l.x) to
 * the rates whose p50 and p99 the results report.
 */
final class WorkloadProgress implements StepSampler.Subject {
    private final Step step;
    private final StepMeter meter;
    private final List<ClientSlot> clients;
    private final double minRateSeconds;
    private final List<Double> intervalRates = new ArrayList<>();

    /**
     * @param step           the step
     * @param meter          its meter, started
     * @param clients        its clients
     * @param intervalMillis the report interval, ms
     */
    WorkloadProgress(Step step, StepMeter meter, List<ClientSlot> clients, long intervalMillis) {
        this.step = step;
        this.meter = meter;
        this.clients = clients;
        this.minRateSeconds = intervalMillis / 2000.0;
    }

    @Override
    public IntervalSample sample(long nowNanos) {
        IntervalSample sample = meter.sample(nowNanos);
        if (sample.intervalSeconds() >= minRateSeconds && step.kind() != StepKind.CREATE_INDEXES) {
            boolean readWrite = step.kind() == StepKind.READ_WRITE;
            long count = readWrite ? sample.of(Operation.QUERY).intervalStatements()
                    : sample.of(Operation.INSERT).intervalRows();
            intervalRates.add(count / sample.intervalSeconds());
        }
        return sample;
    }

    /**
     * l.x: the share of clients whose inserter ended (index build included), no estimate; a step
     * without writers: its time limit; else the rows inserted of those planned, with the time left
     * on the schedule, or extrapolated from the rate so far when unthrottled.
     */
    @Override
    public StepSampler.Progress progress(IntervalSample sample) {
        double elapsed = sample.elapsedSeconds();
        if (step.kind() == StepKind.CREATE_INDEXES) {
            return new StepSampler.Progress(
                    clients.stream().filter(ClientSlot::writersFinished).count() / (double) clients.size(), Double.NaN);
        }
        if (!step.hasWriters()) {
            return new StepSampler.Progress(Math.min(1, elapsed / step.timeLimitSeconds()),
                    Math.max(0, step.timeLimitSeconds() - elapsed));
        }
        double planned = (double) step.activeClients() * step.rowsPerClient();
        double done = sample.of(Operation.INSERT).totalRows();
        double eta = step.scheduled() ? Math.max(0, step.rowsPerClient() / (double) step.insertsPerSecond() - elapsed)
                : done > 0 ? (planned - done) * elapsed / done : Double.NaN;
        return new StepSampler.Progress(Math.min(1, done / planned), eta);
    }

    /** @return the rates of the intervals so far, per second, in order */
    List<Double> intervalRates() {
        return List.copyOf(intervalRates);
    }
}
