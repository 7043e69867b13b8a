package io.ibench.report.compare;

import io.ibench.core.result.ProbeSummary;
import io.ibench.core.result.StepResult;
import io.ibench.report.MetricColumn;
import io.ibench.report.load.LoadedRun;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The rule that explains a throughput difference, for every relative cell beyond the thresholds
 * and every finding of the gate about a run's ratio (docs/report.md, "Attribution"):
 * <ul>
 *   <li>candidates: the per-operation columns of the summary line ({@link #COLUMNS}: disk reads,
 *   KB read, writes, KB written, context switches, host CPU and ibench CPU per operation, and the
 *   longest operation) and the purge lag at the step's end;</li>
 *   <li>a candidate counts when both runs measured it, the base's value, rounded as the tables
 *   show it (the column's decimals; whole counts for the purge lag), is above 0, and the larger of
 *   the two values has two significant digits as shown (at least 10 units of the last decimal), so
 *   noise in the last digits (0.001 disk reads per query against 0) does not become a large ratio; it
 *   moved when its ratio to the base is at least {@value #MIN_MOVE} or at most 1 / {@value #MIN_MOVE};</li>
 *   <li>the {@value #SHOWN} that moved most (by |log ratio|, so ×2 and ×0.5 weigh the same) are
 *   shown, largest first.</li>
 * </ul>
 */
public final class Attributions {
    /** The metric columns that are candidates: figures per operation, and the longest operation. */
    public static final Set<String> COLUMNS = Set.of("rpq", "rkbpq", "wpi", "wkbpi", "cspq", "cpupq", "ccpupq",
            "maxop");
    /** The least ratio (or its inverse) that counts as a move. */
    public static final double MIN_MOVE = 1.1;
    /** How many moves a line shows at most. */
    public static final int SHOWN = 3;
    private static final String PURGE_LAG = "purge lag";
    /** Units of the shown last decimal that the larger of the two values must reach: two significant digits. */
    private static final int MATERIAL_UNITS = 10;

    private Attributions() {
    }

    /**
     * @param comparison the runs lined up against the base
     * @param thresholds when a relative value is worse or better
     * @param findings   the gate's findings, whose runs and steps are attributed too
     * @return one attribution per run (not the base) and step whose ratio is beyond the thresholds or
     *     named by a finding, in run and step order
     */
    public static List<Attribution> of(Comparison comparison, Thresholds thresholds, List<Finding> findings) {
        List<Attribution> all = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            if (run == comparison.base()) {
                continue;
            }
            for (StepColumn column : comparison.columns()) {
                ThroughputCell cell = comparison.cell(run, column);
                if (cell.ratio() == null) {
                    continue;
                }
                boolean found = findings.stream().anyMatch(f -> f.run().equals(run.label())
                        && f.step().equals(column.step()));
                if (found || thresholds.judge(cell.ratio()) != Verdict.SAME) {
                    all.add(new Attribution(run.label(), column.step(), cell.ratio(),
                            moves(comparison.base().step(column.step()).orElseThrow(),
                                    run.step(column.step()).orElseThrow())));
                }
            }
        }
        return List.copyOf(all);
    }

    /**
     * @param attributions some attributions
     * @param run          a run's label
     * @param step         a step name
     * @return the attribution of that run and step, if there is one
     */
    public static Optional<Attribution> find(List<Attribution> attributions, String run, String step) {
        return attributions.stream().filter(a -> a.run().equals(run) && a.step().equals(step)).findFirst();
    }

    static List<Attribution.Move> moves(StepResult base, StepResult step) {
        List<Attribution.Move> candidates = new ArrayList<>();
        for (MetricColumn column : MetricColumn.ALL) {
            if (COLUMNS.contains(column.name())) {
                candidate(candidates, column.name(), base, step, s -> s.metrics() == null ? null
                        : column.value().apply(s.metrics()), column.decimals());
            }
        }
        candidate(candidates, PURGE_LAG, base, step, Attributions::purgeLag, 0);
        return candidates.stream()
                .filter(m -> m.ratio() >= MIN_MOVE || m.ratio() <= 1 / MIN_MOVE)
                .sorted(Comparator.comparingDouble((Attribution.Move m) -> Math.abs(Math.log(m.ratio()))).reversed())
                .limit(SHOWN).toList();
    }

    private static void candidate(List<Attribution.Move> into, String name, StepResult base, StepResult step,
                                  Function<StepResult, Double> value, int decimals) {
        Double before = value.apply(base);
        Double after = value.apply(step);
        double unit = Math.pow(10, decimals);
        if (before != null && after != null && Double.isFinite(before) && Double.isFinite(after) && after >= 0
                && Math.round(before * unit) > 0 && Math.round(Math.max(before, after) * unit) >= MATERIAL_UNITS) {
            into.add(new Attribution.Move(name, before, after));
        }
    }

    private static Double purgeLag(StepResult step) {
        ProbeSummary probes = step.server() == null ? null : step.server().probes();
        return probes == null ? null : probes.purgeLagAtEnd();
    }
}
