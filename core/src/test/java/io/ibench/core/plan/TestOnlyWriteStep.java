package io.ibench.core.plan;

import java.util.regex.Pattern;

/**
 * A step added the way a new step is added (docs/architecture.md, "A step"): this class and its line in
 * {@code META-INF/services/io.ibench.core.plan.StepDefinition}, no other file. {@code l.extra} inserts a tenth of
 * {@code --write-rows-per-table}, 20 rows per commit.
 */
public final class TestOnlyWriteStep implements StepDefinition {
    static final String HELP = "l.extra inserts a tenth of the write rows again (a test-only step).";

    @Override
    public Pattern names() {
        return Pattern.compile("l\\.extra");
    }

    @Override
    public String knownAs() {
        return "l.extra";
    }

    @Override
    public StepKind kind() {
        return StepKind.WRITE;
    }

    @Override
    public int defaultRowsPerCommit() {
        return 20;
    }

    @Override
    public String help() {
        return HELP;
    }

    @Override
    public Step plan(String name, int rowsPerCommit, PlanInput input) {
        return Step.builder(name, kind(), input.clients())
                .inserts(input.rowsPerClient(input.writeRowsPerTable() / 10), rowsPerCommit)
                .deletes(input.deletes()).build();
    }
}
