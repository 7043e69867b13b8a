package io.ibench.core.plan;

/** {@code l.i0}: creates the tables and loads {@code --rows-per-table} rows into each, 100 per commit. */
final class InitialLoadDefinition extends FixedNameDefinition {
    InitialLoadDefinition() {
        super("l.i0", StepKind.INITIAL_LOAD, 100);
    }

    @Override
    public Step plan(String name, int rowsPerCommit, PlanInput input) {
        return Step.builder(name, kind(), input.clients())
                .inserts(input.rowsPerClient(input.rowsPerTable()), rowsPerCommit).setup().build();
    }
}
