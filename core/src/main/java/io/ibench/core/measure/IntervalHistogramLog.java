package io.ibench.core.measure;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

import java.io.Closeable;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A step's latency histograms per report interval in HdrHistogram's interval log format
 * ({@code <step>.hlog}; docs/results.md), which HistogramLogAnalyzer, {@code HistogramLogProcessor} and
 * {@code HistogramLogReader} read: one line per interval, operation and kind, tagged
 * {@code <operation>.service} or {@code <operation>.response} (e.g. {@code insert.service}), values in
 * µs, interval times in seconds from the step's start (the log's {@code StartTime}), the max column in
 * ms. Each line is flushed, so a killed run keeps what it measured.
 */
public final class IntervalHistogramLog implements Closeable {
    /** The ratio of the values' unit (µs) to the max column's (ms). */
    private static final double MICROS_PER_MILLI = 1000.0;

    /**
     * @param step a step name
     * @return its log's file name in the run folder, e.g. {@code l.i1.hlog}
     */
    public static String fileName(String step) {
        return step + ".hlog";
    }

    private final PrintStream out;
    private final HistogramLogWriter writer;

    /**
     * @param file the log file to create
     * @throws UncheckedIOException when it cannot be created
     */
    public IntervalHistogramLog(Path file) {
        try {
            this.out = new PrintStream(file.toFile(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + file + ": " + e.getMessage(), e);
        }
        this.writer = new HistogramLogWriter(out);
        writer.outputComment("ibench: per-interval latency histograms, values in microseconds");
        writer.outputLogFormatVersion();
    }

    /** @param epochMillis the wall-clock time of the step's start, ms since the epoch */
    public void start(long epochMillis) {
        writer.outputStartTime(epochMillis);
        writer.setBaseTime(epochMillis);
        writer.outputLegend();
        out.flush();
    }

    /**
     * @param operation    what the histogram times
     * @param kind         {@code service} or {@code response}
     * @param startSeconds the interval's start, seconds from the step's start
     * @param endSeconds   its end
     * @param histogram    its latencies, µs; the tag is set on it
     */
    public void interval(Operation operation, String kind, double startSeconds, double endSeconds,
                         Histogram histogram) {
        histogram.setTag(operation.label() + "." + kind);
        writer.outputIntervalHistogram(startSeconds, endSeconds, histogram, MICROS_PER_MILLI);
        histogram.setTag(null);
        out.flush();
    }

    @Override
    public void close() {
        out.close();
    }
}
