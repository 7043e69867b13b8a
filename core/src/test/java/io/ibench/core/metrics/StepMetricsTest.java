package io.ibench.core.metrics;

import io.ibench.core.host.HostRates;
import io.ibench.core.plan.StepKind;
import io.ibench.core.result.ClientResult;
import io.ibench.core.result.Fairness;
import io.ibench.core.result.HostSummary;
import io.ibench.core.result.LegacyBucketsResult;
import io.ibench.core.result.OperationResult;
import io.ibench.core.result.ProbeSummary;
import io.ibench.core.result.StepMetrics;
import io.ibench.core.result.StepRates;
import io.ibench.core.spi.ServerProbes;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class StepMetricsTest {
    private static final HostRates HOST = new HostRates(10, 40, 10, 45, 5, 20_000, 100, 4096, 400, 8192, 1000, 0.8,
            2048.0, 100.0, 8000.0, 0.2, 40);

    @Test
    void loadStepsDivideByInsertsAndReadWriteStepsByQueries() {
        HostSummary host = new HostSummary("disk", 8, HOST, 4L << 30, null);
        ProbeSummary probes = new ProbeSummary(Map.of(), Map.of(ServerProbes.DATABASE_BYTES, 2.0 * (1L << 30)),
                Map.of(), Map.of(), 2, null, null);
        StepMetrics load = StepMetricsCalculator.compute(new StepMeasures(StepKind.WRITE,
                new StepRates(10_000, 0, 0, null), 100_000, host, probes, headline(0.25, 3.5), 3e6,
                Collections.nCopies(10, 10_000.0), 1));
        assertEquals(100, load.get("rps"));
        assertEquals(4.0, load.get("rmbps"));
        assertEquals(0.01, load.get("rpq"), 1e-12, "reads per inserted row");
        assertEquals(0.4096, load.get("rkbpq"), 1e-12);
        assertEquals(0.04, load.get("wpi"), 1e-12);
        assertEquals(0.8192, load.get("wkbpi"), 1e-12);
        assertEquals(2.0, load.get("cspq"), 1e-12);
        assertEquals(50.0, load.get("cpups"));
        assertEquals(400.0, load.get("cpupq"), 1e-9, "0.5 x 8 CPUs x 1e6 / 10000");
        assertEquals(2.0, load.get("dbgb1"), 1e-12);
        assertEquals(4.0, load.get("dbgb2"), 1e-12);
        assertEquals(2.0, load.get("rss"), 1e-12);
        assertEquals(0.25, load.get("maxop"));
        assertEquals(30.0, load.get("ccpupq"), 1e-9);
        assertEquals(3.5, load.get("cgap"));
        assertEquals(MetricColumns.keys(), List.copyOf(load.columns().keySet()), "every column, in declared order");

        StepMetrics rw = StepMetricsCalculator.compute(new StepMeasures(StepKind.READ_WRITE,
                new StepRates(200, 0, 5_000, null), 50_000, host, null, headline(0.01, null), 1e6, List.of(), 1));
        assertEquals(0.02, rw.get("rpq"), 1e-12, "reads per query");
        assertEquals(2.0, rw.get("wpi"), 1e-12, "writes per inserted row even in read-write steps");
        assertEquals(800.0, rw.get("cpupq"), 1e-9);
        assertEquals(20.0, rw.get("ccpupq"), 1e-9);
        assertNull(rw.get("dbgb1"));
    }

    @Test
    void withoutHostMetricsTheHostColumnsAreNull() {
        StepMetrics m = StepMetricsCalculator.compute(new StepMeasures(StepKind.WRITE,
                new StepRates(1000, 0, 0, null), 0, null, null, null, null, List.of(), 1));
        assertNull(m.get("rps"));
        assertNull(m.get("cpupq"));
        assertNull(m.get("ccpupq"));
        assertEquals(1000, m.get("ips"));
    }

    /** @return a headline operation with its longest statement and the client's gap */
    private static OperationResult headline(double maxSeconds, Double clientGapPct) {
        return new OperationResult(1, 1, 0, 0, 0, 0, 0, 0, 1.0, 1.0, null, null,
                new LegacyBucketsResult(List.of(), List.of(), maxSeconds), clientGapPct);
    }

    @Test
    void ratePercentilesSortDescendingSoP99IsALowEndRate() {
        List<Double> rates = new ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            rates.add((double) i);
        }
        assertEquals(51.0, RatePercentiles.of(rates, 50), "position 50 of 100, 99, …, 1");
        assertEquals(2.0, RatePercentiles.of(rates, 99), "99 % of the seconds reached at least 2");
        assertEquals(100.0, RatePercentiles.of(rates, 1));
        assertNull(RatePercentiles.of(rates.subList(0, 9), 50), "fewer than 10 intervals");
    }

    @Test
    void fairnessComparesDurationsAndPerClientRates() {
        List<ClientResult> clients = List.of(
                new ClientResult(1, "pi1", 0.0, 100.0, 1_000_000, 0, 0, null, null, null),
                new ClientResult(2, "pi2", 0.0, 125.0, 1_000_000, 0, 0, null, null, null));
        Fairness f = Fairness.of(clients, false);
        assertEquals(25.0, f.diffSeconds());
        assertEquals(25.0, f.pct(), 1e-12);
        assertEquals(8000.0, f.minRate(), 1e-9);
        assertEquals(10_000.0, f.maxRate(), 1e-9);
        assertEquals(9000.0, f.meanRate(), 1e-9);
        assertEquals(1000.0 / 9000.0, f.rateCov(), 1e-12);
        assertNull(Fairness.of(clients.subList(0, 1), false));
    }
}
