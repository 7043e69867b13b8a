package io.ibench.core.result;

import java.util.List;

/**
 * A step of the run as it began, and what it did to the benchmark tables: written to {@code result.json} before
 * the step changes a table and completed in the write that records the step's result, so that {@code ibench run
 * --resume} can put the tables back to the start of the first step that did not finish, however the run ended
 * (docs/results.md#restore-points).
 *
 * @param position the step's place in the run's plan, 0-based
 * @param step     the step's name, e.g. {@code l.i1}
 * @param attempt  how many times the step has started in this run, ≥ 1
 * @param tables   per benchmark table the step writes: its ids before the step and what the step did; empty for a
 *                 step that writes none (the cleanup, a read-only step)
 * @param redo     what {@code --resume} did to the tables before this attempt; null on a first attempt
 */
public record RestorePoint(int position, String step, int attempt, List<TableChange> tables, StepRedo redo) {

    /**
     * @param name a table
     * @return its entry, or null when the step does not write it
     */
    public TableChange table(String name) {
        return tables.stream().filter(t -> t.table().equals(name)).findFirst().orElse(null);
    }

    /** @return whether the step's end was recorded for every table it writes */
    public boolean ended() {
        return tables.stream().allMatch(TableChange::ended);
    }

    /**
     * @param ended the tables with the step's end recorded
     * @return this point with them
     */
    public RestorePoint withTables(List<TableChange> ended) {
        return new RestorePoint(position, step, attempt, List.copyOf(ended), redo);
    }

    /**
     * @param restored what {@code --resume} just did to the tables
     * @return the point of the step's next attempt: its tables as before the step, the attempt counted, the
     *         restores so far
     */
    public RestorePoint nextAttempt(StepRedo restored) {
        return new RestorePoint(position, step, attempt + 1,
                tables.stream().map(TableChange::beforeOnly).toList(), redo == null ? restored : redo.then(restored));
    }
}
