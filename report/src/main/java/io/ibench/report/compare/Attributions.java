package io.ibench.report.compare;

import io.ibench.core.metrics.MetricColumn;
import io.ibench.core.metrics.MetricColumns;
import io.ibench.core.metrics.StandardMetric;
import io.ibench.core.plan.StepKind;
import io.ibench.core.result.ProbeSummary;
import io.ibench.core.result.StepResult;
import io.ibench.report.load.LoadedRun;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The rule that explains a throughput difference, for every relative cell beyond the thresholds
 * and every finding of the gate about a run's ratio (docs/report.md, "Attribution"); a label with
 * repetitions is attributed once, when its ratio's interval lies beyond a threshold, from each
 * measure's mean over its repetitions against the base label's mean:
 * <ul>
 *   <li>candidates: the {@link MetricColumn#attributable() attributable} columns of the summary line
 *   ({@link #attributable()}; built in: disk reads, KB read, writes, KB written, context switches, host CPU
 *   and ibench CPU per operation, and the longest operation) and the purge lag at the step's end;</li>
 *   <li>a candidate counts when both runs measured it, the base's value, rounded as the tables
 *   show it (the column's decimals; whole counts for the purge lag), is above 0, and the larger of
 *   the two values has two significant digits as shown (at least 10 units of the last decimal), so
 *   noise in the last digits (0.001 disk reads per query against 0) does not become a large ratio; it
 *   moved when its ratio to the base is at least {@value #MIN_MOVE} or at most 1 / {@value #MIN_MOVE};</li>
 *   <li>the {@value #SHOWN} that moved most (by |log ratio|, so ×2 and ×0.5 weigh the same) are
 *   shown, largest first; in a read-write step, whose throughput is the queries', the rate-limited
 *   writers' IO per inserted row ({@link #WRITERS_IO}) comes after the other measures, since in a step
 *   of seconds it is mostly the server's background flushing of earlier steps.</li>
 * </ul>
 */
public final class Attributions {
    /** The least ratio (or its inverse) that counts as a move. */
    public static final double MIN_MOVE = 1.1;
    /** How many moves a line shows at most. */
    public static final int SHOWN = 3;
    private static final String PURGE_LAG = "purge lag";
    /** The background writers' IO per inserted row, ranked last in a read-write step. */
    public static final Set<String> WRITERS_IO = Set.of(StandardMetric.WPI.key(), StandardMetric.WKBPI.key());
    /** Units of the shown last decimal that the larger of the two values must reach: two significant digits. */
    private static final int MATERIAL_UNITS = 10;

    private Attributions() {
    }

    /** @return the columns of the summary line that are candidates, in their order */
    public static List<MetricColumn> attributable() {
        return MetricColumns.all().stream().filter(MetricColumn::attributable).toList();
    }

    /**
     * @param comparison the runs lined up against the base
     * @param thresholds when a relative value is worse or better
     * @param findings   the gate's findings, whose runs and steps are attributed too
     * @return one attribution per single run, or per label with repetitions (not the base's), and step whose
     *     ratio is beyond the thresholds (a label's: its interval) or named by a finding, in label and step order
     */
    public static List<Attribution> of(Comparison comparison, Thresholds thresholds, List<Finding> findings) {
        List<Attribution> all = new ArrayList<>();
        for (RunGroup group : comparison.groups()) {
            if (group == comparison.baseGroup()) {
                continue;
            }
            for (StepColumn column : comparison.columns()) {
                attribution(comparison, thresholds, findings, group, column).ifPresent(all::add);
            }
        }
        return List.copyOf(all);
    }

    /**
     * A label's runs against the base label's: attributed when the label's cell has a verdict (as it is coloured)
     * or the gate named it, with each measure's mean over the runs that finished the step against the base
     * label's mean.
     */
    private static Optional<Attribution> attribution(Comparison comparison, Thresholds thresholds,
                                                     List<Finding> findings, RunGroup group, StepColumn column) {
        GroupCell cell = comparison.cell(group, column);
        Verdict verdict = cell.verdict(thresholds);
        if (cell.cell().ratio() == null
                || !named(findings, group.label(), column) && (verdict == null || verdict == Verdict.SAME)) {
            return Optional.empty();
        }
        return Optional.of(new Attribution(group.label(), column.step(), cell.cell().ratio(),
                moves(comparison.judged(comparison.baseGroup(), column), comparison.judged(group, column))));
    }

    private static boolean named(List<Finding> findings, String run, StepColumn column) {
        return findings.stream().anyMatch(f -> f.run().equals(run) && f.step().equals(column.step()));
    }

    /**
     * @param attributions some attributions
     * @param comparison   the comparison they were made for
     * @param run          one of its runs
     * @param step         a step name
     * @return the run's own attribution for that step, else its label's when the run is one of several
     *     repetitions
     */
    public static Optional<Attribution> find(List<Attribution> attributions, Comparison comparison, LoadedRun run,
                                             String step) {
        Optional<Attribution> own = find(attributions, run.label(), step);
        if (own.isPresent()) {
            return own;
        }
        return comparison.groups().stream().filter(g -> !g.single() && g.runs().contains(run)).findFirst()
                .flatMap(g -> find(attributions, g.label(), step));
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

    /**
     * @param base  the base's runs of the step (one, or the base label's repetitions)
     * @param steps the compared runs of the step (one, or a label's repetitions)
     * @return the measures that moved most, each the mean over its runs against the base's mean
     */
    static List<Attribution.Move> moves(List<StepResult> base, List<StepResult> steps) {
        List<Attribution.Move> candidates = new ArrayList<>();
        for (MetricColumn column : attributable()) {
            candidate(candidates, column.key(), base, steps, s -> s.metrics() == null ? null
                    : s.metrics().get(column.key()), column.decimals());
        }
        candidate(candidates, PURGE_LAG, base, steps, Attributions::purgeLag, 0);
        Comparator<Attribution.Move> byMove = Comparator.comparingDouble(
                (Attribution.Move m) -> Math.abs(Math.log(m.ratio()))).reversed();
        boolean readWrite = steps.stream().anyMatch(s -> s.kind() == StepKind.READ_WRITE);
        return candidates.stream()
                .filter(m -> m.ratio() >= MIN_MOVE || m.ratio() <= 1 / MIN_MOVE)
                .sorted(readWrite ? Comparator.comparing((Attribution.Move m) -> WRITERS_IO.contains(m.measure()))
                        .thenComparing(byMove) : byMove)
                .limit(SHOWN).toList();
    }

    private static void candidate(List<Attribution.Move> into, String name, List<StepResult> base,
                                  List<StepResult> steps, Function<StepResult, Double> value, int decimals) {
        Double before = mean(base, value);
        Double after = mean(steps, value);
        double unit = Math.pow(10, decimals);
        if (before != null && after != null && after >= 0
                && Math.round(before * unit) > 0 && Math.round(Math.max(before, after) * unit) >= MATERIAL_UNITS) {
            into.add(new Attribution.Move(name, before, after));
        }
    }

    /** @return the mean of the measure over the runs, or null when one of them lacks it */
    private static Double mean(List<StepResult> steps, Function<StepResult, Double> value) {
        double sum = 0;
        for (StepResult step : steps) {
            Double v = value.apply(step);
            if (v == null || !Double.isFinite(v)) {
                return null;
            }
            sum += v;
        }
        return steps.isEmpty() ? null : sum / steps.size();
    }

    private static Double purgeLag(StepResult step) {
        ProbeSummary probes = step.server() == null ? null : step.server().probes();
        return probes == null ? null : probes.purgeLagAtEnd();
    }
}
