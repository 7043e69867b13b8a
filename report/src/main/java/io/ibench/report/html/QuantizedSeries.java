package io.ibench.report.html;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Base64;

/**
 * A chart's series as the report embeds it, one byte per point: the series' smallest and largest value
 * ({@code lo}, {@code hi}) exactly, every value rounded to one of {@value #LEVELS} levels between them
 * (an error of at most {@code (hi - lo) / 508}, under a pixel of a chart's height, in a tooltip shown with
 * ≈), byte {@value #GAP} for a gap, the bytes in base64 ({@code q}); and the times as a start and a step
 * ({@code t0}, {@code dt}, to the millisecond) when they are regular, else listed ({@code t}, to 0.1 s). A JSON number
 * per value took 7–18 bytes; this takes 1.33. report.js decodes it.
 */
final class QuantizedSeries {
    /** The levels between the smallest and the largest value. */
    static final int LEVELS = 255;
    /** The byte of a gap. */
    static final int GAP = 255;

    private QuantizedSeries() {
    }

    /**
     * @param points the series, with NaN for gaps
     * @param scale  a factor for every value, e.g. 1e-9 for bytes shown as GB
     * @return the series' JSON object
     */
    static ObjectNode encode(SeriesReduction.Points points, double scale) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        double[] t = points.seconds();
        int n = points.size();
        double dt = n > 1 ? t[1] - t[0] : 1;
        boolean regular = true;
        for (int i = 1; i < n && regular; i++) {
            regular = Math.abs(t[i] - t[i - 1] - dt) < 1e-6 * Math.max(1, Math.abs(dt));
        }
        if (regular) {
            node.put("t0", Math.round((n == 0 ? 0 : t[0]) * 1000) / 1000.0).put("dt", Math.round(dt * 1000) / 1000.0);
        } else {
            var times = node.putArray("t");
            for (double s : t) {
                times.add(round(s));
            }
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double v : points.values()) {
            if (!Double.isNaN(v)) {
                lo = Math.min(lo, v * scale);
                hi = Math.max(hi, v * scale);
            }
        }
        byte[] q = new byte[n];
        for (int i = 0; i < n; i++) {
            double v = points.values()[i] * scale;
            q[i] = (byte) (Double.isNaN(v) ? GAP : hi > lo ? Math.round((v - lo) / (hi - lo) * (LEVELS - 1)) : 0);
        }
        node.put("lo", lo == Double.POSITIVE_INFINITY ? 0 : lo).put("hi", hi == Double.NEGATIVE_INFINITY ? 0 : hi);
        node.put("q", Base64.getEncoder().encodeToString(q));
        return node;
    }

    /**
     * @param q     a byte of {@code q}, 0..255
     * @param lo    the series' smallest value
     * @param hi    its largest value
     * @return the value it stands for, or NaN for a gap (what report.js computes)
     */
    static double decode(int q, double lo, double hi) {
        return q == GAP ? Double.NaN : lo + (hi - lo) * q / (LEVELS - 1);
    }

    private static double round(double seconds) {
        return Math.round(seconds * 10) / 10.0;
    }
}
