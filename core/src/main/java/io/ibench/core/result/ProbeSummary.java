package io.ibench.core.result;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The server probes of a step. Each map is sorted by probe name, so result files compare line by
 * line.
 *
 * @param start   values when the step started
 * @param end     values when it ended (after its connections closed)
 * @param changes counters only: end − start
 * @param derived figures the adapter derives from the changes, e.g. {@code bufferPoolHitRate}
 * @param samples how many samples the step's probe file holds
 * @param file    the step's probe time series in the run folder ({@code <step>.probes.tsv}), or null
 * @param purgeLagProbe the probe that measures MVCC garbage (e.g. {@code historyListLength}), or null
 */
public record ProbeSummary(Map<String, Double> start, Map<String, Double> end, Map<String, Double> changes,
                           Map<String, Double> derived, int samples, String file,
                           String purgeLagProbe) {
    public ProbeSummary {
        start = sorted(start);
        end = sorted(end);
        changes = sorted(changes);
        derived = sorted(derived);
    }

    /** @return the purge-lag probe's value at the end of the step, or null when there is none */
    public Double purgeLagAtEnd() {
        return purgeLagProbe == null || end == null ? null : end.get(purgeLagProbe);
    }

    private static Map<String, Double> sorted(Map<String, Double> values) {
        return values == null ? null : Collections.unmodifiableMap(new TreeMap<>(values));
    }
}
