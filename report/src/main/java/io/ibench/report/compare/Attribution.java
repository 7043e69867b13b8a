package io.ibench.report.compare;

import io.ibench.core.result.Decimal;

import java.util.List;
import java.util.stream.Collectors;

/**
 * What moved with one run's throughput in one step: the per-operation measures whose ratio to
 * the base moved most ({@link Attributions} states the rule), e.g.
 * {@code a13s qp1000 0.75: cpupq ×1.18, rkbpq ×2.1, purge lag ×40}.
 *
 * @param run   the run's label
 * @param step  the step name
 * @param ratio the step's throughput relative to the base
 * @param moves the measures that moved, largest move first; empty when none moved enough
 */
public record Attribution(String run, String step, double ratio, List<Move> moves) {

    /**
     * One measure of a step in a run against the base.
     *
     * @param measure the measure's name: a metric column ({@code cpupq}) or {@code purge lag}
     * @param base    the base run's value, &gt; 0
     * @param value   this run's value, ≥ 0
     */
    public record Move(String measure, double base, double value) {
        /** @return value / base */
        public double ratio() {
            return value / base;
        }

        /** @return the ratio as {@code ×1.18} (two decimals below 2, one below 10, none from 10) */
        public String text() {
            double r = ratio();
            return measure + " ×" + Decimal.format(r, r < 2 ? 2 : r < 10 ? 1 : 0);
        }
    }

    /** @return the moves as one phrase, e.g. {@code cpupq ×1.18, rkbpq ×2.1}; {@value #NONE_MOVED} when none */
    public String moved() {
        return moves.isEmpty() ? NONE_MOVED : moves.stream().map(Move::text).collect(Collectors.joining(", "));
    }

    /** The phrase for a cell where no measure moved enough. */
    public static final String NONE_MOVED = "no per-operation measure moved by 10 % or more";

    /** @return the attribution as one line, e.g. {@code a13s qp1000 0.75: cpupq ×1.18} */
    public String describe() {
        return run + " " + step + " " + Figures.ratio(ratio) + ": " + moved();
    }
}
