package io.ibench.report.compare;

import io.ibench.core.result.Decimal;
import io.ibench.core.result.RunStability;
import io.ibench.core.result.SlaResult;
import io.ibench.core.result.StepMetrics;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStability;
import io.ibench.report.load.LoadedRun;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The comparison as CSV (RFC 4180), one line per run and step, for spreadsheets:
 * {@code run,run_id,base,step,unit,state,value,ratio,verdict,sla_target,sla_achieved,sla_passed} (the verdict is
 * the run's label's, so a repetition is never judged against another of its label), then the
 * run's stability in the step ({@code cv,worst_1s,worst_10s,stalls,stall_seconds}) and its label's figures
 * over the repetitions, the same on each of the label's lines ({@code group,group_n,group_mean,
 * group_half_width,group_ratio,ratio_low,ratio_high,interval,group_verdict}; docs/report.md, "Confidence
 * intervals"; {@code interval} says where the interval's spread comes from, {@code none} without one), what
 * the campaign can see in the step ({@code detectable,detectable_repetitions,repetitions_for_5pct};
 * {@link DetectableEffect}), whether the host disturbed the run's step ({@code disturbed}: what was beyond its
 * threshold, empty when quiet), whether the step is shown but judged by nothing ({@code left_out}) and how many steps
 * the comparison left out as disturbed ({@code left_out_steps}, the same on every line; docs/report.md, "Disturbed
 * steps"), the target of the campaign that ran until it could tell, whether the step reached it and why not
 * ({@code target,target_reached,target_why}, empty for runs of no such campaign; {@link StepTarget}), and last
 * {@code moved}, the attribution of a ratio beyond the thresholds
 * ({@link Attributions}), e.g. {@code cpupq ×1.18, rkbpq ×2.1}. Empty fields mean "does not apply"; numbers are
 * unrounded.
 */
public final class CsvCompareFormat implements CompareFormat {
    private static final String HEADER =
            "run,run_id,base,step,unit,state,value,ratio,verdict,sla_target,sla_achieved,sla_passed,"
                    + "cv,worst_1s,worst_10s,stalls,stall_seconds,"
                    + "run_worst_step,run_worst_cv,run_stalls,run_stall_seconds,run_longest_stall,"
                    + "run_longest_stall_step,"
                    + "group,group_n,group_mean,group_half_width,group_ratio,ratio_low,ratio_high,interval,"
                    + "group_verdict,detectable,detectable_repetitions,repetitions_for_5pct,"
                    + "disturbed,left_out,left_out_steps,target,target_reached,target_why,moved";

    /** The characters that make a spreadsheet read a cell as a formula when they start it. */
    private static final String FORMULA_START = "=+-@\t\r";
    /** A number as {@link #number} writes it, which stays a number. */
    private static final Pattern PLAIN_NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");

    @Override
    public String render(CompareReport report) {
        Comparison comparison = report.comparison();
        StringBuilder out = new StringBuilder(HEADER).append("\r\n");
        List<DetectableEffect> detectable = comparison.detectable();
        List<StepTarget> targets = report.targets();
        for (RunGroup group : comparison.groups()) {
            for (LoadedRun run : group.runs()) {
                for (StepColumn column : comparison.columns()) {
                    ThroughputCell cell = comparison.cell(run, column);
                    GroupCell groupCell = comparison.cell(group, column);
                    Verdict verdict = groupCell.verdict(report.thresholds());
                    SlaResult sla = cell.sla();
                    List<String> fields = new ArrayList<>(List.of(run.label(), run.result().runId(),
                            Boolean.toString(run == comparison.base()), column.step(), column.unit(), cell.state().id(),
                            number(cell.value()), number(cell.ratio()),
                            cell.ratio() == null || verdict == null ? "" : verdict.id(),
                            sla == null ? "" : number(sla.targetInsertsPerSecond()),
                            sla == null ? "" : number(sla.achievedInsertsPerSecond()),
                            sla == null ? "" : Boolean.toString(sla.passed())));
                    fields.addAll(stability(run, column));
                    fields.addAll(runStability(run));
                    fields.addAll(groupFields(group, groupCell, report.thresholds()));
                    DetectableEffect effect = detectable.get(comparison.columns().indexOf(column));
                    fields.addAll(List.of(number(effect.relative()), Integer.toString(effect.repetitions()),
                            effect.enough() == null ? "" : Integer.toString(effect.enough())));
                    fields.addAll(List.of(disturbance(run, column), Boolean.toString(cell.leftOut()),
                            Integer.toString(comparison.leftOutSteps())));
                    StepTarget target = targets.isEmpty() ? null : targets.get(comparison.columns().indexOf(column));
                    fields.addAll(target == null ? List.of("", "", "") : List.of(number(report.campaign().target()),
                            Boolean.toString(target.reached()), target.why()));
                    fields.add(Attributions.find(report.attributions(), comparison, run, column.step())
                            .map(Attribution::moved).orElse(""));
                    line(out, fields.toArray(String[]::new));
                }
            }
        }
        return out.toString();
    }

    /** @return what disturbed the run's step, e.g. {@code other processes 31 % of the host CPU > 10 %}, or empty */
    private static String disturbance(LoadedRun run, StepColumn column) {
        return DisturbedStep.in(run).stream().filter(d -> d.step().equals(column.step())).findFirst()
                .map(d -> d.reasons().isEmpty() ? "disturbed" : String.join("; ", d.reasons())).orElse("");
    }

    private static List<String> stability(LoadedRun run, StepColumn column) {
        StepStability s = run.step(column.step()).map(StepResult::metrics).map(StepMetrics::stability).orElse(null);
        return s == null ? List.of("", "", "", "", "") : List.of(number(s.cv()), number(s.worst1s()),
                number(s.worst10s()), Integer.toString(s.stallCount()), number(s.stallSeconds()));
    }

    private static List<String> runStability(LoadedRun run) {
        RunStability s = RunStability.of(run.result().steps());
        if (s == null) {
            return List.of("", "", "", "", "", "");
        }
        return List.of(Objects.requireNonNullElse(s.worstStep(), ""), number(s.worstCv()),
                Integer.toString(s.stallCount()), number(s.stallSeconds()),
                s.longest() == null ? "" : number(s.longest().stall().seconds()),
                s.longest() == null ? "" : s.longest().step());
    }

    private static List<String> groupFields(RunGroup group, GroupCell cell, Thresholds thresholds) {
        RateEstimate estimate = cell.estimate();
        RatioInterval interval = cell.interval();
        return List.of(group.label(), estimate == null ? "" : Integer.toString(estimate.n()),
                estimate == null ? "" : number(estimate.mean()), estimate == null ? "" : number(estimate.halfWidth()),
                number(cell.cell().ratio()), interval == null ? "" : number(interval.low()),
                interval == null ? "" : number(interval.high()),
                IntervalSource.id(interval == null ? null : interval.source()),
                interval == null ? "" : interval.judge(thresholds).id());
    }

    private static String number(Double value) {
        return value == null ? "" : Decimal.format(value, 4);
    }

    private static void line(StringBuilder out, String... fields) {
        for (int i = 0; i < fields.length; i++) {
            out.append(i == 0 ? "" : ",").append(quote(fields[i]));
        }
        out.append("\r\n");
    }

    /**
     * @param field a cell's text
     * @return the cell as written: quoted when it holds a comma, quote or line break (RFC 4180); a cell that starts
     *         with {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage return and is not a plain decimal
     *         number (as {@code -0.25}, which spreadsheets read as a number) is a formula to a spreadsheet, so it is
     *         written quoted with an apostrophe in front, which spreadsheets show as text (docs/report.md, "CSV")
     */
    static String quote(String field) {
        boolean formula = !field.isEmpty() && FORMULA_START.indexOf(field.charAt(0)) >= 0
                && !PLAIN_NUMBER.matcher(field).matches();
        if (!formula && field.chars().noneMatch(c -> c == ',' || c == '"' || c == '\n' || c == '\r')) {
            return field;
        }
        return "\"" + (formula ? "'" : "") + field.replace("\"", "\"\"") + '"';
    }
}
