package io.ibench.report.load;

import io.ibench.core.result.LatencyResult;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

import java.io.FileNotFoundException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads a step's interval histogram log ({@code <step>.hlog}, docs/results.md) and sums its interval
 * histograms per tag (e.g. {@code insert.service}) over the whole step, so the report's percentiles come
 * from the log rather than from {@code result.json} (docs/report.md, "Response-time distributions").
 */
final class IntervalLogs {
    private IntervalLogs() {
    }

    /** The log exists but cannot be read as an HdrHistogram interval log. */
    static final class DamagedException extends Exception {
        DamagedException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * @param file a {@code .hlog} file
     * @return per tag: the sum of its interval histograms (values in µs) as a latency summary, in the order
     *         the tags first appear; empty when the log has no intervals
     * @throws DamagedException when it cannot be opened, a line cannot be decoded or an interval is untagged or
     *                          not an integer histogram
     */
    static Map<String, LatencyResult> sums(Path file) throws DamagedException {
        Map<String, Histogram> sums = new LinkedHashMap<>();
        HistogramLogReader reader;
        try {
            reader = new HistogramLogReader(file.toFile());
        } catch (FileNotFoundException e) {
            throw new DamagedException("it cannot be opened", e);
        }
        try {
            for (EncodableHistogram h = reader.nextIntervalHistogram(); h != null; h = reader.nextIntervalHistogram()) {
                if (!(h instanceof Histogram histogram) || h.getTag() == null) {
                    throw new DamagedException("an interval is untagged or not an integer histogram", null);
                }
                sums.computeIfAbsent(h.getTag(), t -> new Histogram(histogram.getNumberOfSignificantValueDigits()))
                        .add(histogram);
            }
        } catch (RuntimeException e) {
            throw new DamagedException(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage(), e);
        } finally {
            reader.close();
        }
        Map<String, LatencyResult> summaries = new LinkedHashMap<>();
        sums.forEach((tag, histogram) -> summaries.put(tag, LatencyResult.of(histogram)));
        return summaries;
    }
}
