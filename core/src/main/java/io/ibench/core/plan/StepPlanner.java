package io.ibench.core.plan;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a run's {@link PlanInput} into its {@link RunPlan}: the {@link Step}s to run, each sized by its
 * {@link StepDefinition} in the {@link StepCatalogue} (the reference harness's sizes, docs/workload.md), and the
 * connections they need.
 */
public final class StepPlanner {
    /** The standard sequence since December 2023 ({@link StepCatalogue#standardSteps()}). */
    public static final List<String> STANDARD_STEPS = StepCatalogue.current().standardSteps();

    private StepPlanner() {
    }

    /**
     * @param config what planning needs of a run's settings
     * @return its steps in order, sized, and the connections they need
     * @throws PlanException when a step name is unknown or the steps contradict other options
     */
    public static RunPlan plan(PlanInput config) {
        if (config.steps().isEmpty()) {
            throw new PlanException("--steps must name at least one step; known steps: "
                    + StepCatalogue.current().knownSteps());
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
     * @return true when {@code name} is a known step name ({@link StepCatalogue})
     */
    public static boolean isStepName(String name) {
        return StepCatalogue.current().isStepName(name);
    }

    private static Step plan(String name, PlanInput c) {
        StepDefinition definition = StepCatalogue.current().definition(name);
        return definition.plan(name, c.rowsPerCommit().getOrDefault(name, definition.defaultRowsPerCommit()), c);
    }
}
