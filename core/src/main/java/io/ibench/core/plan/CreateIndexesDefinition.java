package io.ibench.core.plan;

/**
 * {@code l.x}: each client inserts one batch of {@value #BATCH_ROWS} rows, then the secondary indexes
 * are created (none with {@code --secondary-at-start}); on a shared table only one client takes part.
 */
final class CreateIndexesDefinition extends FixedNameDefinition {
    /** Rows each client inserts before the indexes are created (one batch at the default rows per commit). */
    static final int BATCH_ROWS = 100;

    CreateIndexesDefinition() {
        super("l.x", StepKind.CREATE_INDEXES, 100);
    }

    @Override
    public Step plan(String name, int rowsPerCommit, PlanInput input) {
        int active = input.sharedTable() ? 1 : input.clients();
        return Step.builder(name, kind(), active).inserts(BATCH_ROWS, rowsPerCommit)
                .createIndexes(!input.options().secondaryAtStart()).build();
    }
}
