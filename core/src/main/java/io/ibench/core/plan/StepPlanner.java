package io.ibench.core.plan;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a run's {@link PlanInput} into its {@link RunPlan}: the {@link Step}s to run, with the
 * reference harness's sizes (docs/workload.md), and the connections they need.
 */
public final class StepPlanner {
    /** The standard sequence since December 2023. */
    public static final List<String> STANDARD_STEPS = List.of(
            "l.i0", "l.x", "l.i1", "l.i2", "cleanup", "qr100", "qp100", "qr500", "qp500", "qr1000", "qp1000");

    /** Rows l.x inserts per client before creating the indexes (one batch). */
    public static final int INDEX_STEP_ROWS = 100;
    /** Share of the write rows that l.i1 inserts; l.i2 inserts the rest. */
    public static final double L_I1_SHARE = 0.8;

    private static final Pattern READ_WRITE = Pattern.compile("q([rp]?)(\\d{1,7})");
    private static final String KNOWN =
            "l.i0, l.x, l.i1, l.i2, cleanup, qrN, qpN, qN (N = inserts per second per client, 0 = no writers)";

    private StepPlanner() {
    }

    /**
     * @param config what planning needs of a run's settings
     * @return its steps in order, sized, and the connections they need
     * @throws PlanException when a step name is unknown or the steps contradict other options
     */
    public static RunPlan plan(PlanInput config) {
        if (config.steps().isEmpty()) {
            throw new PlanException("--steps must name at least one step; known steps: " + KNOWN);
        }
        Set<String> seen = new HashSet<>();
        for (String name : config.steps()) {
            if (!seen.add(name)) {
                throw new PlanException("step '" + name + "' appears twice in --steps");
            }
        }
        for (Map.Entry<String, Integer> e : config.rowsPerCommit().entrySet()) {
            if (!seen.contains(e.getKey())) {
                throw new PlanException("--rows-per-commit names step '" + e.getKey() + "', which is not in --steps "
                        + config.steps());
            }
            if (e.getValue() < 1 || e.getValue() > 100_000) {
                throw new PlanException("--rows-per-commit for " + e.getKey() + " must be between 1 and 100000 (got "
                        + e.getValue() + ")");
            }
        }
        List<Step> steps = ReferenceOptionsPlanner.apply(config, config.steps().stream().map(n -> plan(n, config))
                .toList());
        for (Step step : steps) {
            if (config.sharedTable() && step.deletes()) {
                throw new PlanException("step " + step.name()
                        + " deletes rows, which cannot be combined with --shared-table (as in the reference); "
                        + "add --no-delete-per-insert");
            }
            if (step.queryMode() == QueryMode.RANGE && config.secondaryIndexes() == 0) {
                throw new PlanException("step " + step.name()
                        + " runs range queries, which need at least one secondary index (--secondary-indexes is 0)");
            }
        }
        return RunPlan.of(steps, config.tableCount(), ReferenceOptionsPlanner.rowsPerPartition(config, steps));
    }

    /**
     * @param name a step name
     * @return true when {@code name} is a known step name
     */
    public static boolean isStepName(String name) {
        return name.equals("l.i0") || name.equals("l.x") || name.equals("l.i1") || name.equals("l.i2")
                || name.equals("cleanup") || READ_WRITE.matcher(name).matches();
    }

    private static Step plan(String name, PlanInput c) {
        int clients = c.clients();
        switch (name) {
            case "l.i0": {
                int rpc = rowsPerCommit(c, name, 100);
                long perClient = c.sharedTable() ? ceilDiv(c.rowsPerTable(), clients) : c.rowsPerTable();
                return new Step(name, StepKind.INITIAL_LOAD, clients, roundUp(perClient, rpc), rpc, 0, false,
                        QueryMode.NONE, 0, true, false, 0, 0, StepExtras.NONE);
            }
            case "l.x": {
                int rpc = rowsPerCommit(c, name, 100);
                int active = c.sharedTable() ? 1 : clients;
                return new Step(name, StepKind.CREATE_INDEXES, active, roundUp(INDEX_STEP_ROWS, rpc), rpc, 0, false,
                        QueryMode.NONE, 0, false, !c.options().secondaryAtStart(), 0, 0, StepExtras.NONE);
            }
            case "l.i1":
            case "l.i2": {
                boolean first = name.equals("l.i1");
                int rpc = rowsPerCommit(c, name, first ? 50 : 5);
                long tableRows = Math.round((first ? L_I1_SHARE : 1 - L_I1_SHARE) * c.writeRowsPerTable());
                long perClient = c.sharedTable() ? ceilDiv(tableRows, clients) : tableRows;
                return new Step(name, StepKind.WRITE, clients, roundUp(perClient, rpc), rpc, 0, c.deletes(),
                        QueryMode.NONE, 0, false, false, 0, 0, StepExtras.NONE);
            }
            case "cleanup":
                return new Step(name, StepKind.CLEANUP, clients, 0, 1, 0, false, QueryMode.NONE, 0, false, false, 0,
                        cleanupSeconds(c), StepExtras.NONE);
            default:
                return planReadWrite(name, c);
        }
    }

    private static Step planReadWrite(String name, PlanInput c) {
        Matcher m = READ_WRITE.matcher(name);
        if (!m.matches()) {
            throw new PlanException("unknown step '" + name + "' in --steps; known steps: " + KNOWN);
        }
        QueryMode mode = m.group(1).equals("p") ? QueryMode.POINT : QueryMode.RANGE;
        int rate = Integer.parseInt(m.group(2));
        if (rate == 0) {
            return new Step(name, StepKind.READ_WRITE, c.clients(), 0, 1, 0, false, mode, c.queryThreads(), false,
                    false, c.querySeconds(), 0, StepExtras.NONE);
        }
        // As the reference (docs/workload.md#steps-and-sizes): rows per commit is lowered to the
        // rate when the rate is smaller.
        int rpc = Math.min(rowsPerCommit(c, name, 50), rate);
        long perClient = (long) c.querySeconds() * rate;
        return new Step(name, StepKind.READ_WRITE, c.clients(), roundUp(perClient, rpc), rpc, rate, c.deletes(), mode,
                c.queryThreads(), false, false, 0, 0, StepExtras.NONE);
    }

    /**
     * The reference's target duration of the post-load cleanup: min(1200, rows/1,000,000 + 60)
     * seconds, where rows is the l.i0 row count over all tables.
     */
    private static int cleanupSeconds(PlanInput c) {
        if (c.cleanupSeconds() != null) {
            return c.cleanupSeconds();
        }
        long totalRows = c.rowsPerTable() * c.tableCount();
        return (int) Math.min(1200, totalRows / 1_000_000 + 60);
    }

    private static int rowsPerCommit(PlanInput c, String step, int defaultValue) {
        return c.rowsPerCommit().getOrDefault(step, defaultValue);
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }

    private static long roundUp(long rows, int rowsPerCommit) {
        return ceilDiv(rows, rowsPerCommit) * rowsPerCommit;
    }
}
