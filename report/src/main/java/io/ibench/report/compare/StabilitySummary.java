package io.ibench.report.compare;

import io.ibench.core.result.Decimal;
import io.ibench.core.result.Stall;
import io.ibench.core.result.StepStability;

import java.util.List;
import java.util.Objects;

/**
 * How steady a label's rate was in one step over its repetitions (docs/metrics.md, "Stability"), from
 * the steps' {@link StepStability}.
 *
 * @param cv           the mean coefficient of variation of the per-second rates; null when unknown
 * @param worst1s      the lowest 1-second rate of any repetition, per second
 * @param worst10s     the lowest 10-second mean rate of any repetition, per second; null when no step was
 *                     10 seconds long
 * @param stalls       stalls in all repetitions
 * @param stallSeconds their total duration, seconds
 * @param deepest      the deepest stall's depth (1 − lowest rate / median), or null without stalls
 */
public record StabilitySummary(Double cv, double worst1s, Double worst10s, int stalls, double stallSeconds,
                               Double deepest) {

    /**
     * @param steps the repetitions' stability figures (nulls, for results without them, are left out)
     * @return the summary, or null when no repetition has figures
     */
    public static StabilitySummary of(List<StepStability> steps) {
        List<StepStability> known = steps.stream().filter(Objects::nonNull).toList();
        if (known.isEmpty()) {
            return null;
        }
        List<Double> cvs = known.stream().map(StepStability::cv).filter(Objects::nonNull).toList();
        List<Double> tens = known.stream().map(StepStability::worst10s).filter(Objects::nonNull).toList();
        return new StabilitySummary(cvs.isEmpty() ? null : cvs.stream().mapToDouble(Double::doubleValue).average()
                .orElseThrow(),
                known.stream().mapToDouble(StepStability::worst1s).min().orElseThrow(),
                tens.isEmpty() ? null : tens.stream().mapToDouble(Double::doubleValue).min().orElseThrow(),
                known.stream().mapToInt(StepStability::stallCount).sum(),
                known.stream().mapToDouble(StepStability::stallSeconds).sum(),
                known.stream().flatMap(s -> s.stalls().stream()).map(Stall::depth).max(Double::compare)
                        .orElse(null));
    }

    /**
     * @param mean the label's mean rate in the step, per second
     * @return e.g. {@code cv 12 %, worst 30 %/80 %, 2 stalls 3 s}: the coefficient of variation, the worst
     *         1-second and 10-second rates as shares of the mean, and the stalls, for tables
     */
    public String text(double mean) {
        String variation = cv == null ? "cv -" : "cv " + percent(cv);
        String worst = mean <= 0 ? "" : ", worst " + percent(worst1s / mean) + "/"
                + (worst10s == null ? "-" : percent(worst10s / mean));
        return variation + worst + (stalls == 0 ? ", no stall" : ", " + stalls + (stalls == 1 ? " stall " : " stalls ")
                + Decimal.format(stallSeconds, 0) + " s");
    }

    private static String percent(double share) {
        return Decimal.format(share * 100, 0) + " %";
    }
}
