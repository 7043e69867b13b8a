package io.ibench.core.result;

import org.HdrHistogram.Histogram;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.zip.DataFormatException;

/**
 * A latency distribution in results: percentiles in microseconds and the whole HdrHistogram,
 * compressed and base64-encoded, so nothing is lost for later reports.
 *
 * @param count     number of recorded statements
 * @param meanMicros mean, µs
 * @param p50Micros median, µs
 * @param p90Micros 90th percentile, µs
 * @param p99Micros 99th percentile, µs
 * @param p999Micros 99.9th percentile, µs
 * @param maxMicros maximum, µs (HdrHistogram's highest equivalent value: within 0.1 %)
 * @param histogram the histogram of µs values in HdrHistogram's compressed encoding, base64
 */
public record LatencyResult(long count, double meanMicros, long p50Micros, long p90Micros, long p99Micros,
                            long p999Micros, long maxMicros, String histogram) {

    /**
     * @param micros a histogram of values in µs
     * @return its summary with the histogram encoded
     */
    public static LatencyResult of(Histogram micros) {
        ByteBuffer buffer = ByteBuffer.allocate(micros.getNeededByteBufferCapacity());
        int length = micros.encodeIntoCompressedByteBuffer(buffer);
        byte[] bytes = new byte[length];
        buffer.flip();
        buffer.get(bytes);
        boolean empty = micros.getTotalCount() == 0;
        return new LatencyResult(micros.getTotalCount(), empty ? 0 : micros.getMean(),
                micros.getValueAtPercentile(50), micros.getValueAtPercentile(90), micros.getValueAtPercentile(99),
                micros.getValueAtPercentile(99.9), empty ? 0 : micros.getMaxValue(),
                Base64.getEncoder().encodeToString(bytes));
    }

    /**
     * @return the stored histogram, decoded
     * @throws IllegalStateException when the stored text is not a valid encoded histogram
     */
    public Histogram decodeHistogram() {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(histogram)), 0);
        } catch (DataFormatException | IllegalArgumentException e) {
            throw new IllegalStateException(
                    "stored histogram is not a valid HdrHistogram encoding: " + e.getMessage(), e);
        }
    }
}
