package io.ibench.core.result;

/**
 * A step that ran again after {@code ibench run --resume}: an earlier attempt was killed, interrupted or failed,
 * and the benchmark tables were put back to the step's start before this attempt (docs/results.md#a-step).
 *
 * @param attempt     which attempt of the step this is, ≥ 2
 * @param rowsRemoved rows the earlier attempts (and later steps) had inserted, deleted again before this attempt
 * @param rowsPutBack rows they had deleted, inserted again before this attempt with their ids and generated values
 * @param problem     why the tables could not be put back whole (the step then ran on the tables as they were), or
 *                    null when they were
 */
public record StepRedo(int attempt, long rowsRemoved, long rowsPutBack, String problem) {

    /**
     * @param later what a later restore of the same step did
     * @return both restores together: the later attempt, the rows of both, the later problem (or this one's)
     */
    public StepRedo then(StepRedo later) {
        return new StepRedo(later.attempt, rowsRemoved + later.rowsRemoved, rowsPutBack + later.rowsPutBack,
                later.problem != null ? later.problem : problem);
    }

    /**
     * @return what follows the step's name in the terminal, e.g. {@code ran again (attempt 2): --resume put its
     *         tables back to the step's start, removing 4800 rows the earlier attempts inserted and putting back 4650
     *         they deleted}
     */
    public String text() {
        return "ran again (attempt " + attempt + "): " + restore();
    }

    /** @return how the tables were put back, with the problem when there is one */
    public String restore() {
        String line = "--resume put its tables back to the step's start, " + (rowsRemoved == 0 && rowsPutBack == 0
                ? "which needed no change"
                : "removing " + rowsRemoved + " rows the earlier attempts inserted and putting back " + rowsPutBack
                + " they deleted");
        return problem == null ? line : line + "; " + problem;
    }
}
