package io.ibench.report.compare;

import io.ibench.core.plan.StepKind;
import io.ibench.core.result.RunStability;
import io.ibench.core.result.SlaResult;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStatus;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.verdict.NoiseProfile;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Runs lined up by step against a base run: the content of the absolute, relative and SLA
 * tables. Steps are the union of the runs' steps, in the order they first appear (base first).
 * Runs that share a label are repetitions of one configuration: {@link #groups()} lines labels up
 * with their means and confidence intervals, whose spread comes from the {@link NoiseModel} when the steps'
 * between-run noise is known (docs/report.md, "Confidence intervals", "Noise profile").
 */
public final class Comparison {
    private final List<LoadedRun> runs;
    private final LoadedRun base;
    private final List<String> steps;
    private final List<StepColumn> columns;
    private final List<RunGroup> groups;
    private final RunGroup baseGroup;
    private final NoiseModel noise;
    private final boolean keepDisturbed;
    private final List<ReplacedRun> replaced;
    private final Map<StepResult, LoadedRun> owners = new IdentityHashMap<>();

    private Comparison(List<LoadedRun> runs, LoadedRun base, NoiseProfile profile, boolean keepDisturbed,
                       List<ReplacedRun> replaced) {
        this.runs = runs;
        this.base = base;
        this.keepDisturbed = keepDisturbed;
        this.replaced = List.copyOf(replaced);
        runs.forEach(run -> run.result().steps().forEach(step -> owners.put(step, run)));
        Map<String, List<LoadedRun>> byLabel = new LinkedHashMap<>();
        runs.forEach(run -> byLabel.computeIfAbsent(RunGroup.key(run), k -> new ArrayList<>()).add(run));
        this.groups = byLabel.entrySet().stream().map(e -> new RunGroup(e.getKey(), List.copyOf(e.getValue())))
                .toList();
        this.baseGroup = groups.stream().filter(g -> g.runs().contains(base)).findFirst().orElseThrow();
        Map<String, StepResult> firstSeen = new LinkedHashMap<>();
        List<LoadedRun> baseFirst = new ArrayList<>(runs);
        baseFirst.remove(base);
        baseFirst.add(0, base);
        for (LoadedRun run : baseFirst) {
            for (StepResult step : run.result().steps()) {
                firstSeen.putIfAbsent(step.name(), step);
            }
        }
        this.steps = List.copyOf(firstSeen.keySet());
        this.columns = firstSeen.values().stream().map(StepColumn::of)
                .filter(c -> c.kind() != StepKind.CLEANUP).toList();
        this.noise = new NoiseModel(groups, columns, profile, this::judged, owners::get);
    }

    /**
     * @param runs      one or more runs
     * @param baseLabel the label of the base run, or null for the first run
     * @return the comparison without a noise profile
     * @throws IllegalArgumentException when there are no runs or no run has the base label
     */
    public static Comparison of(List<LoadedRun> runs, String baseLabel) {
        return of(runs, baseLabel, null);
    }

    /**
     * @param runs      one or more runs
     * @param baseLabel the label of the base run, or null for the first run
     * @param profile   the host's stored noise profile, or null without one
     * @return the comparison
     * @throws IllegalArgumentException when there are no runs or no run has the base label
     */
    public static Comparison of(List<LoadedRun> runs, String baseLabel, NoiseProfile profile) {
        return of(runs, baseLabel, profile, false);
    }

    /**
     * @param runs          one or more runs
     * @param baseLabel     the label (or run id) of the base run, or null for the first run
     * @param profile       the host's stored noise profile, or null without one
     * @param keepDisturbed whether disturbed steps are judged like the others and no run counts as replaced
     *                      ({@code --keep-disturbed}); else they are left out (docs/report.md, "Disturbed steps")
     * @return the comparison
     * @throws IllegalArgumentException when there are no runs or no run has the base label
     */
    public static Comparison of(List<LoadedRun> runs, String baseLabel, NoiseProfile profile,
                                boolean keepDisturbed) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("there is no usable run to compare");
        }
        List<Reruns.Replaced> replaced = keepDisturbed ? List.of() : Reruns.replaced(runs);
        List<LoadedRun> kept = runs.stream().filter(run -> replaced.stream().noneMatch(r -> r.run() == run))
                .toList();
        LoadedRun base = kept.get(0);
        if (baseLabel != null) {
            base = Stream.concat(kept.stream(), runs.stream())
                    .filter(r -> r.label().equals(baseLabel) || r.result().runId().equals(baseLabel))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("--base " + baseLabel + " names no run; "
                            + "the runs are " + runs.stream().map(LoadedRun::label).collect(Collectors.joining(", "))));
        }
        if (!kept.contains(base)) {
            String replacedBase = base.result().runId();
            base = replaced.stream().filter(r -> r.why().runId().equals(replacedBase)).findFirst()
                    .flatMap(r -> kept.stream().filter(k -> k.result().runId().equals(r.why().by())).findFirst())
                    .orElse(kept.get(0));
        }
        return new Comparison(kept, base, profile, keepDisturbed,
                replaced.stream().map(Reruns.Replaced::why).toList());
    }

    /** @return whether disturbed steps are judged like the others ({@code --keep-disturbed}) */
    public boolean keepsDisturbed() {
        return keepDisturbed;
    }

    /** @return the runs a later attempt replaced, left out whole (none when disturbed steps are kept) */
    public List<ReplacedRun> replaced() {
        return replaced;
    }

    /**
     * @return the disturbed steps with a column of the runs compared (not the replaced ones), in run and step order:
     *         left out of the verdicts unless {@link #keepsDisturbed()}
     */
    public List<DisturbedStep> disturbed() {
        return runs.stream().flatMap(run -> DisturbedStep.in(run).stream()).toList();
    }

    /**
     * @return how many finished steps with a throughput the comparison leaves out: the {@link #disturbed} steps of
     *         the runs compared and every step of the {@link #replaced} runs; 0 when it keeps disturbed steps
     */
    public int leftOutSteps() {
        return keepDisturbed ? 0 : disturbed().size() + replaced.stream().mapToInt(ReplacedRun::steps).sum();
    }

    /** @return the runs compared, in the order given, without the {@link #replaced} ones */
    public List<LoadedRun> runs() {
        return runs;
    }

    /** @return the run the others are divided by */
    public LoadedRun base() {
        return base;
    }

    /** @return the labels with their runs, in the order their first run was given */
    public List<RunGroup> groups() {
        return groups;
    }

    /** @return the label of the base run, whose repetitions the others are divided by */
    public RunGroup baseGroup() {
        return baseGroup;
    }

    /** @return whether some label has a single run, whose intervals come from within its steps */
    public boolean hasSingleRuns() {
        return groups.stream().anyMatch(RunGroup::single);
    }

    /** @return the steps' between-run noise, from the noise profile and the repetitions */
    public NoiseModel noise() {
        return noise;
    }

    /**
     * @return per step, what the campaign can see with its repetitions (the fewest any label has that finished
     *         the step and count), paired when every label's repetitions of the step pair with the base's (then with
     *         the fewest pairs any label has)
     */
    public List<DetectableEffect> detectable() {
        return columns.stream().map(c -> {
            int repetitions = groups.stream().mapToInt(g -> judged(g, c).size()).filter(n -> n > 0).min().orElse(1);
            return noise.detectable(baseGroup, c, repetitions);
        }).toList();
    }

    /**
     * @param group  one of the groups
     * @param column one of the columns
     * @return the label's mean rate over its repetitions that finished the step, with its ratio to the base
     *         label's mean and that ratio's confidence interval
     */
    public GroupCell cell(RunGroup group, StepColumn column) {
        List<StepResult> finished = finished(group, column);
        List<ThroughputCell> cells = group.runs().stream().map(run -> cell(run, column)).toList();
        SlaResult sla = cells.stream().filter(c -> !c.leftOut()).map(ThroughputCell::sla).filter(Objects::nonNull)
                .min(java.util.Comparator.comparing(SlaResult::passed)).orElse(null);
        if (finished.isEmpty()) {
            CellState state = cells.stream().anyMatch(c -> c.state() == CellState.FAILED) ? CellState.FAILED
                    : CellState.NOT_RUN;
            return new GroupCell(new ThroughputCell(null, state, null, sla), null, null, null, 0);
        }
        List<StepResult> judged = judged(group, column);
        List<StepResult> baseJudged = judged(baseGroup, column);
        List<StepResult> baseFinished = finished(baseGroup, column);
        // a label (or base) whose every repetition was disturbed is shown from those, and judged by nothing
        boolean leftOut = judged.isEmpty() || baseJudged.isEmpty() && !baseFinished.isEmpty();
        List<StepResult> shown = judged.isEmpty() ? finished : judged;
        List<StepResult> baseShown = baseJudged.isEmpty() ? baseFinished : baseJudged;
        RateEstimate estimate = estimate(shown);
        RateEstimate baseEstimate = baseShown.isEmpty() ? null : estimate(baseShown);
        boolean divisible = baseEstimate != null && baseEstimate.mean() > 0;
        RatioInterval interval = !divisible || group == baseGroup || leftOut ? null
                : estimate.mean() > 0 && noise.knows(column.step())
                ? noise.interval(group, baseGroup, column, estimate.mean() / baseEstimate.mean())
                : RatioInterval.of(estimate, baseEstimate);
        CellState state = shown.stream().anyMatch(s -> s.status() == StepStatus.DEGRADED) ? CellState.DEGRADED
                : CellState.MEASURED;
        return new GroupCell(new ThroughputCell(estimate.mean(), state,
                divisible ? estimate.mean() / baseEstimate.mean() : null, sla, leftOut), estimate, interval,
                StabilitySummary.of(shown.stream().map(s -> s.metrics() == null ? null : s.metrics().stability())
                        .toList()), finished.size() - judged.size());
    }

    /** @return the group's runs of the column's step that finished it, disturbed or not, in the group's order */
    static List<StepResult> finished(RunGroup group, StepColumn column) {
        return group.runs().stream().map(run -> run.step(column.step())).flatMap(Optional::stream)
                .filter(StepResult::finished).toList();
    }

    /**
     * @param group  one of the groups
     * @param column one of the columns
     * @return the group's runs of the step that finished it and count: all of them when disturbed steps are kept,
     *         else the quiet ones; in the group's order
     */
    List<StepResult> judged(RunGroup group, StepColumn column) {
        return finished(group, column).stream().filter(s -> keepDisturbed || !s.disturbed()).toList();
    }

    private static RateEstimate estimate(List<StepResult> finished) {
        StepResult only = finished.get(0);
        return RateEstimate.of(finished.stream().map(StepResult::headlineRate).toList(),
                finished.size() == 1 && only.metrics() != null && only.metrics().stability() != null
                        ? only.metrics().stability().batchMeans() : null);
    }

    /**
     * @param group one of the groups
     * @return how steady its runs were as a whole: the most variable step and every stall of every repetition
     *         (docs/metrics.md, "Stability"), or null when no step has stability figures
     */
    public RunStability stability(RunGroup group) {
        return RunStability.of(group.runs().stream().flatMap(run -> run.result().steps().stream()).toList());
    }

    /** @return every step name of any run, in plan order */
    public List<String> steps() {
        return steps;
    }

    /** @return the steps that have a throughput column (all but cleanup) */
    public List<StepColumn> columns() {
        return columns;
    }

    /** @return the columns of the read-write steps, which have an SLA */
    public List<StepColumn> readWriteColumns() {
        return columns.stream().filter(StepColumn::readWrite).toList();
    }

    /**
     * @param column a read-write column
     * @return its background writers' target rate, inserts/s (from the first run that has an SLA
     *         verdict in that step), or null when no run has one
     */
    public Double slaTarget(StepColumn column) {
        return runs.stream().map(r -> cell(r, column).sla()).filter(Objects::nonNull).findFirst()
                .map(SlaResult::targetInsertsPerSecond).orElse(null);
    }

    /**
     * @param run    one of the runs
     * @param column one of the columns
     * @return the run's throughput in that step, with its ratio to the base
     */
    public ThroughputCell cell(LoadedRun run, StepColumn column) {
        Optional<StepResult> step = run.step(column.step());
        if (step.isEmpty()) {
            return new ThroughputCell(null, CellState.NOT_RUN, null, null);
        }
        if (!step.get().finished()) {
            return new ThroughputCell(null, CellState.FAILED, null, step.get().measurements().sla());
        }
        double value = step.get().headlineRate();
        Double baseValue = base.step(column.step()).filter(StepResult::finished).map(StepResult::headlineRate)
                .orElse(null);
        Double ratio = baseValue == null || baseValue <= 0 ? null : value / baseValue;
        CellState state = step.get().status() == StepStatus.DEGRADED ? CellState.DEGRADED : CellState.MEASURED;
        return new ThroughputCell(value, state, ratio, step.get().measurements().sla(),
                !keepDisturbed && step.get().disturbed());
    }
}
