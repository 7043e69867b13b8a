package io.ibench.core.plan;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One kind of benchmark step as {@code --steps} names it: which names it answers to, how it is sized from the run's
 * settings, and how the help and the known-steps message describe it. {@link StepCatalogue} lists the built-in
 * definitions and finds more with {@link java.util.ServiceLoader}: a new step is a class implementing this interface
 * (with a public no-argument constructor), named in {@code META-INF/services/io.ibench.core.plan.StepDefinition}.
 */
public interface StepDefinition {
    /** @return the step names this definition plans, matched as a whole, e.g. {@code l\.i0} */
    Pattern names();

    /** @return how the known-steps message lists these steps, e.g. {@code l.i0} */
    String knownAs();

    /** @return what its steps do, which decides how the engine runs them */
    StepKind kind();

    /** @return rows per INSERT (and DELETE) when {@code --rows-per-commit} does not name the step, 1..100000 */
    int defaultRowsPerCommit();

    /**
     * @return the default rows per commit as {@code --rows-per-commit}'s help states it, e.g. {@code l.i1 50}; empty
     *         when the steps insert no batches
     */
    default String rowsPerCommitHelp() {
        return knownAs() + " " + defaultRowsPerCommit();
    }

    /** @return the sentences {@code --steps}' help adds for these steps; empty when the name says enough */
    default String help() {
        return "";
    }

    /**
     * @return the names this definition adds to the standard sequence (the default of {@code --steps}), in run
     *         order; empty for steps run only when named
     */
    default List<String> standardNames() {
        return List.of();
    }

    /**
     * @param name          a name that {@link #names()} matches
     * @param rowsPerCommit the step's rows per commit: {@code --rows-per-commit}'s, else the default, 1..100000
     * @param input         what planning needs of the run's settings
     * @return the step, sized (see {@link Step#builder})
     * @throws PlanException when the step contradicts the settings
     */
    Step plan(String name, int rowsPerCommit, PlanInput input);
}
