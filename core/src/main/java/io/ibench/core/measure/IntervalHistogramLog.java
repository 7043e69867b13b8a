package io.ibench.core.measure;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

import java.io.Closeable;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A step's latency histograms per report interval in HdrHistogram's interval log format
 * ({@code <step>.hlog}; docs/results.md), which HistogramLogAnalyzer, {@code HistogramLogProcessor} and
 * {@code HistogramLogReader} read: one line per interval, operation and kind, tagged
 * {@code <operation>.service} or {@code <operation>.response} (e.g. {@code insert.service}), values in
 * µs, interval times in seconds from the step's start (the log's {@code StartTime}), the max column in
 * ms. Each line is flushed, so a killed run keeps what it measured; a line that cannot be written (a full disk) is
 * an error naming the file, never a silently shorter log.
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

    private final Path file;
    private final FailureKeeper failures;
    private final PrintStream out;
    private final HistogramLogWriter writer;

    /**
     * @param file the log file to create
     * @throws UncheckedIOException when it cannot be created
     */
    public IntervalHistogramLog(Path file) {
        this.file = file;
        try {
            this.failures = new FailureKeeper(Files.newOutputStream(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + file + ": " + e.getMessage(), e);
        }
        this.out = new PrintStream(failures, false, StandardCharsets.US_ASCII);
        this.writer = new HistogramLogWriter(out);
        writer.outputComment("ibench: per-interval latency histograms, values in microseconds");
        writer.outputLogFormatVersion();
        flush();
    }

    /** @param epochMillis the wall-clock time of the step's start, ms since the epoch */
    public void start(long epochMillis) {
        writer.outputStartTime(epochMillis);
        writer.setBaseTime(epochMillis);
        writer.outputLegend();
        flush();
    }

    /**
     * @param operation    what the histogram times
     * @param kind         which latency the histogram holds
     * @param startSeconds the interval's start, seconds from the step's start
     * @param endSeconds   its end
     * @param histogram    its latencies, µs; the tag is set on it
     */
    public void interval(Operation operation, LatencyKind kind, double startSeconds, double endSeconds,
                         Histogram histogram) {
        histogram.setTag(kind.tag(operation.label()));
        writer.outputIntervalHistogram(startSeconds, endSeconds, histogram, MICROS_PER_MILLI);
        histogram.setTag(null);
        flush();
    }

    /** Flushes the lines so far; a PrintStream keeps its errors to itself, so they are asked for. */
    private void flush() {
        out.flush();
        if (out.checkError()) {
            IOException cause = failures.failure;
            throw new UncheckedIOException("cannot write " + file + ": " + (cause == null ? "write error"
                    : cause.getMessage()), cause == null ? new IOException("write error") : cause);
        }
    }

    @Override
    public void close() {
        out.close();
    }

    /** Remembers the last error of the stream below, which the PrintStream above swallows. */
    private static final class FailureKeeper extends FilterOutputStream {
        private IOException failure;

        FailureKeeper(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            remember(() -> out.write(b));
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            remember(() -> out.write(bytes, offset, length));
        }

        @Override
        public void flush() throws IOException {
            remember(out::flush);
        }

        private void remember(Write write) throws IOException {
            try {
                write.run();
            } catch (IOException e) {
                failure = e;
                throw e;
            }
        }
    }

    /** One write to the stream below. */
    @FunctionalInterface
    private interface Write {
        void run() throws IOException;
    }
}
