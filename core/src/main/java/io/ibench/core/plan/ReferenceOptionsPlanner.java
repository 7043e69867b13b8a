package io.ibench.core.plan;

import java.util.ArrayList;
import java.util.List;

/**
 * Places the reference's options ({@link ReferenceOptions}) on the planned steps and checks that they
 * fit them (docs/workload.md#options-of-the-reference): the indexes at l.i0's setup, the initial rows before
 * the first step with clients, the writers' time limit on steps with writers, the long read transactions in
 * l.i1, l.i2 and read-write steps, and the partitions' size.
 */
final class ReferenceOptionsPlanner {
    private ReferenceOptionsPlanner() {
    }

    /**
     * @param input what planning needs
     * @param steps the steps planned without the options, in run order
     * @return the same steps with what the options add
     * @throws PlanException when an option has no step to act on or does not fit its step
     */
    static List<Step> apply(PlanInput input, List<Step> steps) {
        ReferenceOptions o = input.options();
        Step first = steps.stream().filter(s -> s.kind().hasClients()).findFirst().orElse(null);
        long initialRows = 0;
        if (o.initialSize() > 0) {
            if (first == null) {
                throw new PlanException("--initial-size needs a step with clients in --steps " + input.steps());
            }
            initialRows = o.initialSize() / first.rowsPerCommit() * first.rowsPerCommit();
            if (initialRows == 0) {
                throw new PlanException("--initial-size " + o.initialSize() + " is less than one batch of "
                        + first.name() + " (" + first.rowsPerCommit() + " rows per commit); it inserts whole batches");
            }
        }
        if (o.maxSeconds() > 0 && steps.stream().noneMatch(Step::hasWriters)) {
            throw new PlanException("--max-seconds limits writers, and no step in --steps " + input.steps()
                    + " has any");
        }
        if (o.htapTransactionSeconds() > 0 && steps.stream().noneMatch(s -> s.kind().holdsReadTransactions())) {
            throw new PlanException("--htap-transaction-seconds holds read transactions in l.i1, l.i2 and read-write "
                    + "steps, and --steps " + input.steps() + " has none of them");
        }
        if (o.rowsPerPartition() != null && o.partitions() == 0) {
            throw new PlanException("--rows-per-partition " + o.rowsPerPartition() + " needs --partitions");
        }
        if (o.secondaryAtStart() && input.secondaryIndexes() == 0) {
            throw new PlanException("--secondary-at-start creates the secondary indexes with the tables, and "
                    + "--secondary-indexes is 0");
        }
        List<Step> out = new ArrayList<>();
        for (Step step : steps) {
            out.add(step.withExtras(new StepExtras(step.setup() && o.secondaryAtStart(),
                    step == first ? initialRows : 0, step.hasWriters() ? o.maxSeconds() : 0,
                    step.kind().holdsReadTransactions() ? o.htapTransactionSeconds() : 0)));
        }
        return out;
    }

    /**
     * @param input what planning needs
     * @param steps the planned steps
     * @return ids per partition but the last: {@code --rows-per-partition}, else the rows the steps insert into
     *         each table (with the initial rows) divided by the partitions, rounded up; 0 when unpartitioned
     */
    static long rowsPerPartition(PlanInput input, List<Step> steps) {
        ReferenceOptions o = input.options();
        if (o.partitions() == 0) {
            return 0;
        }
        if (o.rowsPerPartition() != null) {
            return o.rowsPerPartition();
        }
        long perTable = 0;
        for (Step step : steps) {
            long clientsPerTable = input.sharedTable() ? step.activeClients() : 1;
            perTable += step.extras().initialRows() + (step.hasWriters() ? step.rowsPerClient() * clientsPerTable : 0);
        }
        return Math.max(1, (perTable + o.partitions() - 1) / o.partitions());
    }
}
