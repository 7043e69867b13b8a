package io.ibench.core.plan;

/**
 * {@code l.i1} and {@code l.i2}: unthrottled inserts of a share of {@code --write-rows-per-table}
 * ({@value #FIRST_SHARE} and the rest), each paired with a delete unless deletes are off.
 */
final class WriteDefinition extends FixedNameDefinition {
    /** Share of the write rows that l.i1 inserts; l.i2 inserts the rest. */
    static final double FIRST_SHARE = 0.8;

    private final double share;

    private WriteDefinition(String name, int defaultRowsPerCommit, double share) {
        super(name, StepKind.WRITE, defaultRowsPerCommit);
        this.share = share;
    }

    /** @return {@code l.i1}: 80 % of the write rows, 50 per commit */
    static WriteDefinition first() {
        return new WriteDefinition("l.i1", 50, FIRST_SHARE);
    }

    /** @return {@code l.i2}: the other 20 %, 5 per commit */
    static WriteDefinition second() {
        return new WriteDefinition("l.i2", 5, 1 - FIRST_SHARE);
    }

    @Override
    public Step plan(String name, int rowsPerCommit, PlanInput input) {
        long tableRows = Math.round(share * input.writeRowsPerTable());
        return Step.builder(name, kind(), input.clients()).inserts(input.rowsPerClient(tableRows), rowsPerCommit)
                .deletes(input.deletes()).build();
    }
}
