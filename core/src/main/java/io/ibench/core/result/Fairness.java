package io.ibench.core.result;

import java.util.List;

/**
 * How evenly a step's clients fared (seed report 000): their durations and their throughput.
 *
 * @param minSeconds   the fastest client's duration
 * @param maxSeconds   the slowest client's duration
 * @param diffSeconds  max − min
 * @param pct          diff / min × 100
 * @param minRate      the lowest per-client rate (inserted rows/s in load steps, queries/s in read-write steps)
 * @param maxRate      the highest per-client rate
 * @param meanRate     the mean per-client rate
 * @param rateCov      coefficient of variation of the per-client rates: standard deviation / mean
 */
public record Fairness(double minSeconds, double maxSeconds, double diffSeconds, double pct, double minRate,
                       double maxRate, double meanRate, double rateCov) {

    /**
     * @param clients   the step's clients
     * @param readWrite true to compare queries per second, false for inserted rows per second
     * @return the fairness figures, or null with fewer than two clients
     */
    public static Fairness of(List<ClientResult> clients, boolean readWrite) {
        if (clients == null || clients.size() < 2) {
            return null;
        }
        double min = Double.MAX_VALUE;
        double max = 0;
        double[] rates = new double[clients.size()];
        for (int i = 0; i < rates.length; i++) {
            ClientResult c = clients.get(i);
            min = Math.min(min, c.seconds());
            max = Math.max(max, c.seconds());
            rates[i] = c.seconds() > 0 ? (readWrite ? c.queries() : c.rowsInserted()) / c.seconds() : 0;
        }
        double mean = 0;
        double minRate = Double.MAX_VALUE;
        double maxRate = 0;
        for (double r : rates) {
            mean += r / rates.length;
            minRate = Math.min(minRate, r);
            maxRate = Math.max(maxRate, r);
        }
        double variance = 0;
        for (double r : rates) {
            variance += (r - mean) * (r - mean) / rates.length;
        }
        return new Fairness(min, max, max - min, min > 0 ? (max - min) / min * 100 : 0, minRate, maxRate, mean,
                mean > 0 ? Math.sqrt(variance) / mean : 0);
    }
}
