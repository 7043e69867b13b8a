package io.ibench.core.result;

/**
 * A step's interval rates averaged over consecutive windows of equal length (batch means), so that
 * neighbouring seconds, which are not independent, count as one observation per window; the spread of
 * the window means estimates how precisely one run measured its mean rate (docs/report.md,
 * "Confidence intervals").
 *
 * @param windowSeconds the window length, seconds (10)
 * @param count         how many whole windows the step had, ≥ 1 (a partial window at the end is left out)
 * @param mean          the mean of the window means, per second
 * @param sd            the sample standard deviation of the window means, per second; null with one window
 */
public record BatchMeans(double windowSeconds, int count, double mean, Double sd) {

    /** @return the relative standard error of the mean, sd / (√count × mean); null without sd or mean */
    public Double relativeStandardError() {
        return sd == null || mean <= 0 ? null : sd / (Math.sqrt(count) * mean);
    }
}
