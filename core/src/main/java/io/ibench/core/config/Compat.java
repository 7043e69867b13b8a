package io.ibench.core.config;

/**
 * Whose behaviour a run follows where ibench measures differently from the reference
 * (docs/workload.md#differences-from-the-reference): {@code --compat}.
 */
public enum Compat {
    /**
     * ibench's: rate-limited writers on an even schedule, every client released at the step's start, and a writer
     * that keeps up waits for the end of its schedule. The default.
     */
    IBENCH,
    /**
     * The reference's, so that numbers can sit beside published ones: a rate-limited writer sends
     * ceil(rate / rows per commit) statements back to back, then sleeps to the next second; clients start one by one
     * inside the step's time (10 s after the first in l.i0, 1 s apart otherwise); a writer ends with its last
     * statement.
     */
    REFERENCE
}
