package io.ibench.report.compare;

/**
 * A reason for {@code ibench compare} to fail the gate.
 *
 * @param run     the run's label
 * @param step    the step name
 * @param problem one sentence, e.g. {@code 0.91 of the base, below 0.95}
 */
public record Finding(String run, String step, String problem) {

    /** @return the finding as one line of text */
    public String describe() {
        return run + " " + step + ": " + problem;
    }
}
