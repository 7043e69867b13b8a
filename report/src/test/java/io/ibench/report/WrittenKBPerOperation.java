package io.ibench.report;

import io.ibench.core.host.HostRates;
import io.ibench.core.metrics.MetricColumn;
import io.ibench.core.metrics.StepMeasures;

/**
 * A metric column that exists only in the tests, to show that a column is added by this one class and its
 * registration ({@code added-metric/META-INF/services/io.ibench.core.metrics.MetricColumn}): disk KB written
 * per operation (per query in read-write steps, where the built-in {@code wkbpi} is per inserted row).
 */
public final class WrittenKBPerOperation implements MetricColumn {
    /** Its key. */
    public static final String KEY = "wkbpq";
    /** Its tooltip. */
    public static final String TITLE = "disk KB written per operation";

    @Override
    public String key() {
        return KEY;
    }

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public String unit() {
        return "KB per op";
    }

    @Override
    public int decimals() {
        return 2;
    }

    @Override
    public boolean attributable() {
        return true;
    }

    @Override
    public String help() {
        return "KB written per operation: write KB/s / rate";
    }

    @Override
    public Double value(StepMeasures step) {
        HostRates host = step.hostRates();
        return host == null ? null : step.perOperation(host.writeKBPerSecond());
    }
}
