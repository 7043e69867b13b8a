package io.ibench.core.metrics;

import io.ibench.core.host.HostRates;
import io.ibench.core.plan.StepKind;
import io.ibench.core.result.ClientResult;
import io.ibench.core.result.Fairness;
import io.ibench.core.result.StepMetrics;
import io.ibench.core.result.StepRates;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class StepMetricsTest {
    private static final HostRates HOST = new HostRates(10, 40, 10, 45, 5, 20_000, 100, 4096, 400, 8192, 1000, 0.8,
            2048.0, 100.0, 8000.0, 0.2, 40);

    @Test
    void loadStepsDivideByInsertsAndReadWriteStepsByQueries() {
        StepMetrics load = StepMetricsCalculator.compute(StepKind.WRITE, new StepRates(10_000, 0, 0, null), HOST, 8,
                2.0 * (1L << 30), 4.0 * (1L << 30), 2048.0,
                0.25, List.of(), 3e6, 100_000, 3.5, 1);
        assertEquals(100, load.rps());
        assertEquals(4.0, load.rmbps());
        assertEquals(0.01, load.rpq(), 1e-12, "reads per inserted row");
        assertEquals(0.4096, load.rkbpq(), 1e-12);
        assertEquals(0.04, load.wpi(), 1e-12);
        assertEquals(0.8192, load.wkbpi(), 1e-12);
        assertEquals(2.0, load.cspq(), 1e-12);
        assertEquals(50.0, load.cpups());
        assertEquals(400.0, load.cpupq(), 1e-9, "0.5 x 8 CPUs x 1e6 / 10000");
        assertEquals(2.0, load.dbgb1(), 1e-12);
        assertEquals(4.0, load.dbgb2(), 1e-12);
        assertEquals(2.0, load.rss(), 1e-12);
        assertEquals(0.25, load.maxop());
        assertEquals(30.0, load.ccpupq(), 1e-9);
        assertEquals(3.5, load.cgap());

        StepMetrics rw = StepMetricsCalculator.compute(StepKind.READ_WRITE, new StepRates(200, 0, 5_000, null), HOST,
                8, null, null,
                null, 0.01, List.of(), 1e6, 50_000, null, 1);
        assertEquals(0.02, rw.rpq(), 1e-12, "reads per query");
        assertEquals(2.0, rw.wpi(), 1e-12, "writes per inserted row even in read-write steps");
        assertEquals(800.0, rw.cpupq(), 1e-9);
        assertEquals(20.0, rw.ccpupq(), 1e-9);
        assertNull(rw.dbgb1());
    }

    @Test
    void withoutHostMetricsTheHostColumnsAreNull() {
        StepMetrics m = StepMetricsCalculator.compute(StepKind.WRITE, new StepRates(1000, 0, 0, null), null, 2, null,
                null, null, null, List.of(), null, 0, null, 1);
        assertNull(m.rps());
        assertNull(m.cpupq());
        assertNull(m.ccpupq());
        assertEquals(1000, m.ips());
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
