package io.ibench.core.result;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a step ended; written to {@code result.json} as its lower-case word, e.g. {@code complete}. */
public enum StepStatus {
    /** The step ran to its end. */
    COMPLETE("complete"),
    /** The step ran to its end with problems that make its figures suspect ({@link StepOutcome#problems()}). */
    DEGRADED("degraded"),
    /** The step stopped with an error ({@link StepOutcome#error()}). */
    FAILED("failed"),
    /** The user interrupted the step; its figures run up to then. */
    INCOMPLETE("incomplete");

    private final String word;

    StepStatus(String word) {
        this.word = word;
    }

    /** @return whether the step ran to its end, degraded or not */
    public boolean finished() {
        return this == COMPLETE || this == DEGRADED;
    }

    /** @return the word in {@code result.json} and in messages, e.g. {@code complete} */
    @JsonValue
    @Override
    public String toString() {
        return word;
    }
}
