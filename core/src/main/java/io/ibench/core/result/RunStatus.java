package io.ibench.core.result;

import com.fasterxml.jackson.annotation.JsonValue;

/** Where a run stands; written to {@code result.json} as its lower-case word, e.g. {@code running}. */
public enum RunStatus {
    /** Steps are still running (or the run was killed without a chance to write). */
    RUNNING("running"),
    /** Every step is complete. */
    COMPLETE("complete"),
    /** Every step ran, some of them degraded or (with {@code --on-error continue|abort-step}) failed. */
    DEGRADED("degraded"),
    /** A step or the run failed. */
    FAILED("failed"),
    /** The user interrupted the run (Ctrl-C, SIGTERM); {@code --resume} continues it. */
    INTERRUPTED("interrupted");

    private final String word;

    RunStatus(String word) {
        this.word = word;
    }

    /** @return the word in {@code result.json} and in messages, e.g. {@code complete} */
    @JsonValue
    @Override
    public String toString() {
        return word;
    }
}
