package io.ibench.report.load;

import io.ibench.core.result.LatencyResult;
import org.HdrHistogram.Histogram;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Reads a step's interval histogram log ({@code <step>.hlog}, docs/results.md) and sums its interval
 * histograms per tag (e.g. {@code insert.service}) over the whole step, so the report's percentiles come
 * from the log rather than from {@code result.json} (docs/report.md, "Response-time distributions").
 *
 * <p>The log is hostile input, and a histogram's header decides how much memory and time decoding it takes, so
 * each header is checked before the histogram is decoded: an integer histogram of HdrHistogram's current
 * encodings with at most {@value #MAX_DIGITS} significant digits and values up to 2^{@value #MAX_VALUE_BITS}
 * µs (ibench writes 3 digits, values up to the longest statement). A log has at most {@value #MAX_TAGS} tags,
 * {@value #MAX_INTERVALS} intervals (ibench writes 6 tags, one interval each per second: 4.6 hours) and lines
 * of {@value #MAX_LINE} characters.
 */
final class IntervalLogs {
    /** The most significant digits of a histogram. */
    static final int MAX_DIGITS = 3;
    /** Values up to 2^this µs (12.7 days). */
    static final int MAX_VALUE_BITS = 40;
    /** The most distinct tags. */
    static final int MAX_TAGS = 64;
    /** The most interval lines. */
    static final int MAX_INTERVALS = 100_000;
    /** The longest line, characters. */
    static final int MAX_LINE = 256 * 1024;

    private static final String TAG = "Tag=";
    private static final int V1_COMPRESSED = 0x1c849302;
    private static final int V2_COMPRESSED = 0x1c849304;
    private static final int HEADER_BYTES = 40;

    private IntervalLogs() {
    }

    /** The log exists but cannot be used as an HdrHistogram interval log within the limits. */
    static final class DamagedException extends Exception {
        DamagedException(String message) {
            super(message);
        }
    }

    /**
     * @param in a {@code .hlog} file's content
     * @return per tag: the sum of its interval histograms (values in µs) as a latency summary, in the order
     *         the tags first appear; empty when the log has no intervals
     * @throws DamagedException when a line cannot be decoded or breaks a limit, or an interval is untagged or not
     *                          an integer histogram
     * @throws IOException      when the file cannot be read
     */
    static Map<String, LatencyResult> sums(InputStream in) throws DamagedException, IOException {
        Map<String, Histogram> sums = new LinkedHashMap<>();
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII), 64 * 1024);
        Inflater inflater = new Inflater();
        try {
            int intervals = 0;
            int lineNumber = 0;
            for (String line = nextLine(reader); line != null; line = nextLine(reader)) {
                lineNumber++;
                if (line.isBlank() || line.startsWith("#") || line.startsWith("\"")) {
                    continue;
                }
                if (++intervals > MAX_INTERVALS) {
                    throw new DamagedException("it has more than " + MAX_INTERVALS + " intervals");
                }
                Histogram histogram = interval(line, lineNumber, inflater);
                Histogram sum = sums.computeIfAbsent(histogram.getTag(),
                        t -> new Histogram(histogram.getNumberOfSignificantValueDigits()));
                if (sums.size() > MAX_TAGS) {
                    throw new DamagedException("it has more than " + MAX_TAGS + " tags");
                }
                sum.add(histogram);
            }
        } finally {
            inflater.end();
        }
        Map<String, LatencyResult> summaries = new LinkedHashMap<>();
        sums.forEach((tag, histogram) -> summaries.put(tag, LatencyResult.of(histogram)));
        return summaries;
    }

    /** @return the next line, or null at the end; a line longer than {@value #MAX_LINE} characters is damage */
    private static String nextLine(BufferedReader reader) throws IOException, DamagedException {
        StringBuilder line = new StringBuilder();
        for (int c = reader.read(); c != '\n'; c = reader.read()) {
            if (c < 0) {
                return line.isEmpty() ? null : line.toString();
            }
            if (line.length() == MAX_LINE) {
                throw new DamagedException("a line is longer than " + MAX_LINE + " characters");
            }
            line.append((char) c);
        }
        return line.toString();
    }

    /** @return the interval's histogram, tagged, after its header passed the checks */
    private static Histogram interval(String line, int lineNumber, Inflater inflater) throws DamagedException {
        String where = "line " + lineNumber;
        if (!line.startsWith(TAG)) {
            throw new DamagedException(where + " is an untagged interval");
        }
        String[] fields = line.substring(TAG.length()).strip().split(",");
        if (fields.length != 5 || fields[0].isEmpty()) {
            throw new DamagedException(where + " is not an interval (a tag, its start, length, maximum and "
                    + "histogram)");
        }
        ByteBuffer encoded;
        try {
            encoded = ByteBuffer.wrap(Base64.getDecoder().decode(fields[4]));
        } catch (IllegalArgumentException e) {
            throw new DamagedException(where + " has a histogram that is not base64");
        }
        checkHeader(encoded, where, inflater);
        Histogram histogram;
        try {
            histogram = Histogram.decodeFromCompressedByteBuffer(encoded, 0);
        } catch (DataFormatException | RuntimeException e) {
            throw new DamagedException(where + " has a histogram that cannot be decoded");
        }
        histogram.setTag(fields[0]);
        return histogram;
    }

    /** Checks what decoding the histogram will allocate: its encoding, significant digits and range. */
    private static void checkHeader(ByteBuffer encoded, String where, Inflater inflater) throws DamagedException {
        ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES);
        try {
            int cookie = encoded.getInt(0) & ~0xf0;
            if (cookie != V1_COMPRESSED && cookie != V2_COMPRESSED) {
                throw new DamagedException(where + " is not a compressed integer histogram");
            }
            int length = encoded.getInt(4);
            inflater.reset();
            inflater.setInput(encoded.array(), 8, Math.min(length, encoded.capacity() - 8));
            if (inflater.inflate(header.array()) < HEADER_BYTES) {
                throw new DamagedException(where + " has a histogram that is cut short");
            }
        } catch (IndexOutOfBoundsException | BufferUnderflowException | DataFormatException e) {
            throw new DamagedException(where + " has a histogram that cannot be decoded");
        }
        int digits = header.getInt(12);
        long lowest = header.getLong(16);
        long highest = header.getLong(24);
        if (digits < 0 || digits > MAX_DIGITS) {
            throw new DamagedException(where + " has a histogram of " + digits + " significant digits, more than "
                    + MAX_DIGITS);
        }
        if (lowest < 1 || highest < 2 * lowest || highest > 1L << MAX_VALUE_BITS) {
            throw new DamagedException(where + " has a histogram of values from " + lowest + " to " + highest
                    + " µs, beyond 1 to 2^" + MAX_VALUE_BITS);
        }
    }
}
