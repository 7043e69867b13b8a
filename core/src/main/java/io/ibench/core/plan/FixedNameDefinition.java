package io.ibench.core.plan;

import java.util.List;
import java.util.regex.Pattern;

/** A built-in step with one fixed name, which the standard sequence runs. */
abstract class FixedNameDefinition implements StepDefinition {
    private final String name;
    private final StepKind kind;
    private final int defaultRowsPerCommit;

    /**
     * @param name                 the step's name
     * @param kind                 what it does
     * @param defaultRowsPerCommit its rows per commit unless {@code --rows-per-commit} names it, 1..100000
     */
    FixedNameDefinition(String name, StepKind kind, int defaultRowsPerCommit) {
        this.name = name;
        this.kind = kind;
        this.defaultRowsPerCommit = defaultRowsPerCommit;
    }

    @Override
    public final Pattern names() {
        return Pattern.compile(Pattern.quote(name));
    }

    @Override
    public final String knownAs() {
        return name;
    }

    @Override
    public final StepKind kind() {
        return kind;
    }

    @Override
    public final int defaultRowsPerCommit() {
        return defaultRowsPerCommit;
    }

    @Override
    public final List<String> standardNames() {
        return List.of(name);
    }
}
