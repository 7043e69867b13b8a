package io.ibench.core.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * Every step {@code --steps} may name: the built-in definitions in the order of the standard sequence, then those
 * found with {@link ServiceLoader} ({@link StepDefinition}). The planner, the known-steps message and the help of
 * {@code --steps} and {@code --rows-per-commit} all read it, so a new step is one new class and its service entry.
 */
public final class StepCatalogue {
    private static final StepCatalogue CURRENT = withFound(List.of(
            new InitialLoadDefinition(), new CreateIndexesDefinition(), WriteDefinition.first(),
            WriteDefinition.second(), new CleanupDefinition(), new ReadWriteDefinition()));

    private final List<StepDefinition> definitions;

    /** @param definitions the steps, in the order the standard sequence and the help list them */
    StepCatalogue(List<StepDefinition> definitions) {
        this.definitions = List.copyOf(definitions);
    }

    /** @return the built-in definitions and those registered on the class path */
    public static StepCatalogue current() {
        return CURRENT;
    }

    private static StepCatalogue withFound(List<StepDefinition> builtIn) {
        List<StepDefinition> all = new ArrayList<>(builtIn);
        ServiceLoader.load(StepDefinition.class).forEach(all::add);
        return new StepCatalogue(all);
    }

    /** @return every definition, built-in ones first in the order of the standard sequence */
    public List<StepDefinition> definitions() {
        return definitions;
    }

    /** @return the standard sequence, the default of {@code --steps}: every definition's standard names in order */
    public List<String> standardSteps() {
        return definitions.stream().flatMap(d -> d.standardNames().stream()).toList();
    }

    /**
     * @param name a step name
     * @return true when exactly one definition plans {@code name}
     */
    public boolean isStepName(String name) {
        return matching(name).size() == 1;
    }

    /**
     * @param name a step name from {@code --steps}
     * @return the one definition that plans it
     * @throws PlanException when none or more than one does
     */
    StepDefinition definition(String name) {
        List<StepDefinition> found = matching(name);
        if (found.isEmpty()) {
            throw new PlanException("unknown step '" + name + "' in --steps; known steps: " + knownSteps());
        }
        if (found.size() > 1) {
            throw new PlanException("step '" + name + "' in --steps is defined twice, as "
                    + found.stream().map(StepDefinition::knownAs).collect(Collectors.joining(" and as ")));
        }
        return found.get(0);
    }

    private List<StepDefinition> matching(String name) {
        return definitions.stream().filter(d -> d.names().matcher(name).matches()).toList();
    }

    /** @return the known steps as error messages list them, e.g. {@code l.i0, l.x, …} */
    public String knownSteps() {
        return definitions.stream().map(StepDefinition::knownAs).collect(Collectors.joining(", "));
    }

    /** @return the sentences {@code --steps}' help adds after the standard sequence, joined by spaces; may be empty */
    public String stepsHelp() {
        return definitions.stream().map(StepDefinition::help).filter(h -> !h.isEmpty())
                .collect(Collectors.joining(" "));
    }

    /** @return the default rows per commit of every step that inserts batches, e.g. {@code l.i0 100, l.x 100, …} */
    public String rowsPerCommitDefaults() {
        return definitions.stream().map(StepDefinition::rowsPerCommitHelp).filter(h -> !h.isEmpty())
                .collect(Collectors.joining(", "));
    }
}
