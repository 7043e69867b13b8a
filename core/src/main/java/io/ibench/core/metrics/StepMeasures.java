package io.ibench.core.metrics;

import io.ibench.core.host.HostRates;
import io.ibench.core.plan.StepKind;
import io.ibench.core.result.HostSummary;
import io.ibench.core.result.OperationResult;
import io.ibench.core.result.ProbeSummary;
import io.ibench.core.result.StepRates;

import java.util.List;

/**
 * What a step measured, which its summary line's columns ({@link MetricColumn#value}) are computed from.
 *
 * @param kind            the step's kind: "per operation" divides by its {@link StepRates#headline headline} rate
 * @param rates           the step's rates
 * @param operations      operations of the step: inserted rows (load), indexed rows (l.x) or queries (read-write);
 *                        0 in the cleanup step
 * @param host            host averages, sizes and CPUs over the step, or null when not measured
 * @param probes          the server probes' start, end and changes, or null when not measured
 * @param headline        the step's headline operation (inserts in load steps, queries in read-write steps), or
 *                        null when the step had none
 * @param clientCpuMicros the ibench client's CPU over the step, µs, or null
 * @param intervalRates   per-interval rates of the headline operation, all clients, per second
 * @param intervalSeconds the report interval, seconds: the length of each of {@code intervalRates}
 */
public record StepMeasures(StepKind kind, StepRates rates, long operations, HostSummary host, ProbeSummary probes,
                           OperationResult headline, Double clientCpuMicros, List<Double> intervalRates,
                           double intervalSeconds) {

    /** @return the host's averages over the step, or null when not measured */
    public HostRates hostRates() {
        return host == null ? null : host.rates();
    }

    /**
     * @param value a figure per second, or null
     * @return it per operation: divided by the headline rate; null when it or the rate is missing
     */
    public Double perOperation(Double value) {
        return per(value, rates.headline(kind));
    }

    /**
     * @param value a figure per second, or null
     * @return it per inserted row, in every step: divided by the insert rate; null when it or the rate is missing
     */
    public Double perInsertedRow(Double value) {
        return per(value, rates.rowsPerSecond());
    }

    private static Double per(Double value, double rate) {
        return value == null || rate <= 0 ? null : value / rate;
    }
}
