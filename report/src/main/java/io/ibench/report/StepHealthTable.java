package io.ibench.report;

import io.ibench.core.result.Fairness;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.ProbeSummary;
import io.ibench.core.result.RunResult;
import io.ibench.core.result.RunStability;
import io.ibench.core.result.Stall;
import io.ibench.core.result.StepResult;
import io.ibench.core.result.StepStability;

import java.util.ArrayList;
import java.util.List;

/**
 * What the throughput numbers of a run leave out, per step, as printed at the end of
 * {@code ibench run}: the MVCC garbage left behind (seed report 000's purge-lag table), the
 * step-start {@code select min(transactionid)} it slows down (its MVCC GC table), and how evenly
 * the clients fared (its fairness table). Columns:
 *
 * <ul>
 *   <li>{@code purge lag}: the adapter's purge-lag probe at the end of the step (InnoDB history
 *       list length, Postgres dead tuples, RocksDB pending compaction bytes), named in the line
 *       under the table;</li>
 *   <li>{@code min-id s}: the slowest client's step-start {@code select min(transactionid)};</li>
 *   <li>{@code min s}, {@code max s}, {@code diff s}, {@code pct}: the fastest and slowest
 *       client's duration, their difference and the difference as a percentage of the fastest
 *       (two or more clients);</li>
 *   <li>{@code rate min}, {@code rate max}, {@code cov}: the lowest and highest per-client rate
 *       (inserted rows/s in load steps, queries/s in read-write steps) and their coefficient of
 *       variation;</li>
 *   <li>{@code rate cv}, {@code stalls}, {@code longest s}: the step's stability (docs/metrics.md,
 *       "Stability"): the coefficient of variation of its per-second rates, its stalls and the longest
 *       one's duration.</li>
 * </ul>
 *
 * A line gives the run's stability (its most variable step, all stalls, the longest with its step); a
 * line gives l.i1's insert rate relative to l.i0's (seed report 003) when both ran; one line per
 * degraded step says why it is degraded, and one line per step that ran again after {@code --resume} says which
 * attempt it is and how its tables were put back (docs/results.md#restore-points).
 */
public final class StepHealthTable {
    private static final List<String> HEADER = List.of("step", "purge lag", "min-id s", "min s", "max s", "diff s",
            "pct", "rate min", "rate max", "cov", "rate cv", "stalls", "longest s");

    private StepHealthTable() {
    }

    /**
     * @param run a run result
     * @return the table and the lines under it
     */
    public static String render(RunResult run) {
        TextTable table = new TextTable(HEADER);
        String probe = null;
        for (StepResult step : run.steps()) {
            ProbeSummary probes = step.server().probes();
            Double lag = probes == null ? null : probes.purgeLagAtEnd();
            if (lag != null) {
                probe = probes.purgeLagProbe();
            }
            Fairness f = step.measurements().fairness();
            List<String> cells = new ArrayList<>();
            cells.add(step.name());
            cells.add(TextTable.number(lag, 0));
            cells.add(TextTable.number(step.measurements().slowestFirstMinIdQuerySeconds(), 3));
            if (f == null) {
                cells.addAll(List.of("-", "-", "-", "-", "-", "-", "-"));
            } else {
                cells.addAll(List.of(Decimal.format(f.minSeconds(), 1), Decimal.format(f.maxSeconds(), 1),
                        Decimal.format(f.diffSeconds(), 1), Decimal.format(f.pct(), 1), Decimal.format(f.minRate(), 0),
                        Decimal.format(f.maxRate(), 0), Decimal.format(f.rateCov(), 3)));
            }
            cells.addAll(stability(step));
            table.row(cells);
        }
        StringBuilder text = new StringBuilder(table.render());
        if (probe != null) {
            text.append("purge lag: ").append(probe).append(" at the end of the step\n");
        }
        RunStability stability = RunStability.of(run.steps());
        if (stability != null) {
            text.append("run stability: ").append(stability.text()).append('\n');
        }
        if (run.summary() != null && run.summary().li1OverLi0() != null) {
            text.append("l.i1/l.i0 inserts/s: ").append(Decimal.format(run.summary().li1OverLi0(), 3)).append('\n');
        }
        for (StepResult step : run.steps()) {
            if (step.outcome().problems() != null && !step.outcome().problems().isEmpty()) {
                text.append(step.name()).append(' ').append(step.status()).append(": ")
                        .append(String.join("; ", step.outcome().problems())).append('\n');
            }
        }
        for (StepResult step : run.steps()) {
            if (step.run().redo() != null) {
                text.append(step.name()).append(' ').append(step.run().redo().text()).append('\n');
            }
        }
        return text.toString();
    }

    private static List<String> stability(StepResult step) {
        StepStability s = step.metrics() == null ? null : step.metrics().stability();
        if (s == null) {
            return List.of("-", "-", "-");
        }
        double longest = s.stalls().stream().mapToDouble(Stall::seconds).max().orElse(0);
        return List.of(TextTable.number(s.cv(), 3), Integer.toString(s.stallCount()),
                s.stallCount() == 0 ? "-" : Decimal.format(longest, 0));
    }
}
