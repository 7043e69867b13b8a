package io.ibench.core.plan;

/**
 * {@code cleanup}: the post-load cleanup and wait, which inserts nothing; its target duration is
 * {@code --cleanup-seconds}, else the reference's min(1200, rows/1,000,000 + 60) seconds, where rows is the l.i0
 * row count over all tables.
 */
final class CleanupDefinition extends FixedNameDefinition {
    CleanupDefinition() {
        super("cleanup", StepKind.CLEANUP, 1);
    }

    @Override
    public String rowsPerCommitHelp() {
        return "";
    }

    @Override
    public Step plan(String name, int rowsPerCommit, PlanInput input) {
        return Step.builder(name, kind(), input.clients()).cleanupSeconds(seconds(input)).build();
    }

    private static int seconds(PlanInput input) {
        if (input.cleanupSeconds() != null) {
            return input.cleanupSeconds();
        }
        long totalRows = input.rowsPerTable() * input.tableCount();
        return (int) Math.min(1200, totalRows / 1_000_000 + 60);
    }
}
