package io.ibench.cli.sweep;

import io.ibench.core.result.RunStatus;

/**
 * How one config (one repetition of one cell) of a sweep ended, as its summary line shows it: the
 * status of its run ({@code complete}, {@code degraded}, {@code failed}, …), followed by
 * {@code (done before)} when an earlier attempt of the sweep finished it; {@code failed} when its
 * run failed before it had a result; {@code server failed} when its server did not start.
 *
 * @param run        the run's status, or null when its server did not start
 * @param doneBefore whether an earlier attempt of the sweep finished it
 */
record SweepStatus(RunStatus run, boolean doneBefore) {
    /** The server did not start, so nothing ran. */
    static final SweepStatus SERVER_FAILED = new SweepStatus(null, false);
    /** The run failed, with or without a result. */
    static final SweepStatus FAILED = new SweepStatus(RunStatus.FAILED, false);

    /**
     * @param run the status of a run of this attempt
     * @return its status in the sweep
     */
    static SweepStatus ran(RunStatus run) {
        return new SweepStatus(run, false);
    }

    /**
     * @param run the status of the run an earlier attempt finished
     * @return its status in the sweep
     */
    static SweepStatus doneBefore(RunStatus run) {
        return new SweepStatus(run, true);
    }

    /** @return whether its run has a result the report shows: it did not fail */
    boolean finished() {
        return run != null && run != RunStatus.FAILED;
    }

    /** @return whether its run is complete, now or in an earlier attempt */
    boolean complete() {
        return run == RunStatus.COMPLETE;
    }

    /** @return the summary's word for it, e.g. {@code complete (done before)} or {@code server failed} */
    @Override
    public String toString() {
        return run == null ? "server failed" : run + (doneBefore ? " (done before)" : "");
    }
}
