package io.ibench.core.result;

/**
 * Which repetition of a repeated run ({@code --repeat N}) a result is: the repetitions share the run's
 * label, under which reports group them (docs/report.md, "Repetitions").
 *
 * @param index this repetition, 1 ≤ index ≤ of
 * @param of    how many repetitions were asked for, ≥ 2
 */
public record Repetition(int index, int of) {
    public Repetition {
        if (index < 1 || index > of) {
            throw new IllegalArgumentException("repetition " + index + " of " + of + " is out of range");
        }
    }

    /**
     * @param index this repetition, 1-based
     * @param of    how many there are
     * @return the repetition, or null when the run is not repeated ({@code of} is 1)
     */
    public static Repetition of(int index, int of) {
        return of <= 1 ? null : new Repetition(index, of);
    }
}
