package io.ibench.core.engine;

import io.ibench.core.config.Compat;
import io.ibench.core.plan.Step;

/**
 * When a client starts after the step's release: at once with {@code --compat ibench}; one by one as the
 * reference's harness launches its client processes with {@code --compat reference}
 * (docs/workload.md#differences-from-the-reference): client 2 starts 10 s after client 1 in the step that
 * creates the tables (l.i0), and every further client 1 s after the one before, inside the step's time.
 */
final class ClientStart {
    private static final long SECOND_NANOS = 1_000_000_000L;
    private static final long AFTER_FIRST_IN_SETUP_NANOS = 10 * SECOND_NANOS;

    private ClientStart() {
    }

    /**
     * @param compat whose behaviour the run follows
     * @param step   the step
     * @param client the client, 1-based
     * @return nanoseconds from the step's release to the client's start, ≥ 0
     */
    static long offsetNanos(Compat compat, Step step, int client) {
        if (compat == Compat.IBENCH || client == 1) {
            return 0;
        }
        long afterFirst = step.setup() ? AFTER_FIRST_IN_SETUP_NANOS : SECOND_NANOS;
        return afterFirst + (client - 2) * SECOND_NANOS;
    }
}
