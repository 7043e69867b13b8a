package io.ibench.cli.options;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.RunConfig;
import io.ibench.core.plan.StepCatalogue;
import io.ibench.core.workload.DataDomain;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The workload options of {@code ibench run} and {@code ibench sweep} that are not one declared
 * setting each ({@link io.ibench.core.config.Settings}): the steps, rows per commit, the value
 * domains and the memory profiles are sized from. Named after the reference's flags. The help of
 * {@code --steps} and {@code --rows-per-commit} is read from the steps' catalogue ({@link StepCatalogue}).
 */
final class WorkloadArgs implements SettingSections.DescribedAtRunTime {
    @Option(names = "--memory", paramLabel = "SIZE", order = 100,
            description = "Memory of the server's host that the cached, cached-by-os and io-bound profiles (and a "
                    + "sweep's cache sizes) are computed from, e.g. 128g (default: this host's).")
    String memory;

    @Option(names = "--steps", paramLabel = "STEP", split = ",", order = 101,
            description = "Steps to run, in order (the step catalogue completes this help).")
    List<String> steps;

    @Option(names = "--rows-per-commit", paramLabel = "STEP=ROWS", order = 102,
            description = "Rows per INSERT (and DELETE) for a step (the step catalogue completes this help).")
    Map<String, Integer> rowsPerCommit = new LinkedHashMap<>();

    @Option(names = "--cashregisters", paramLabel = "N", order = 110,
            description = "Distinct cashregisterid values (default ${DEFAULT-VALUE}).")
    int cashregisters = DataDomain.DEFAULT.cashregisters();

    @Option(names = "--products", paramLabel = "N", order = 111,
            description = "Distinct productid values (default ${DEFAULT-VALUE}).")
    int products = DataDomain.DEFAULT.products();

    @Option(names = "--customers", paramLabel = "N", order = 112,
            description = "Distinct customerid values (default ${DEFAULT-VALUE}).")
    int customers = DataDomain.DEFAULT.customers();

    @Option(names = "--max-price", paramLabel = "N", order = 113,
            description = "Prices are drawn from [0, N) (default ${DEFAULT-VALUE}).")
    int maxPrice = DataDomain.DEFAULT.maxPrice();

    @Option(names = "--data-length-min", paramLabel = "CHARS", order = 114,
            description = "Shortest data column value (default ${DEFAULT-VALUE}).")
    int dataLengthMin = DataDomain.DEFAULT.dataLengthMin();

    @Option(names = "--data-length-max", paramLabel = "CHARS", order = 115,
            description = "Longest data column value (default ${DEFAULT-VALUE}).")
    int dataLengthMax = DataDomain.DEFAULT.dataLengthMax();

    @Option(names = "--data-random-pct", paramLabel = "PCT", order = 116,
            description = "Randomness of the data column: 0.75 x PCT%% of its characters are random base64, the rest "
                    + "'a' (default ${DEFAULT-VALUE}, i.e. 37.5%%).")
    int dataRandomPct = DataDomain.DEFAULT.dataRandomPct();

    @Option(names = "--rows-per-query", paramLabel = "N", order = 117,
            description = "LIMIT of range queries and IN-list size of point queries (default ${DEFAULT-VALUE}).")
    int rowsPerQuery = DataDomain.DEFAULT.rowsPerQuery();

    @Override
    public OptionSpec described(OptionSpec option) {
        StepCatalogue steps = StepCatalogue.current();
        String help = switch (option.longestName()) {
            case "--steps" -> "Steps to run, in order (default: " + String.join(",", steps.standardSteps()) + ")."
                    + (steps.stepsHelp().isEmpty() ? "" : " " + steps.stepsHelp());
            case "--rows-per-commit" -> "Rows per INSERT (and DELETE) for a step, 1..100000, e.g. l.i1=50; "
                    + "repeatable. Defaults: " + steps.rowsPerCommitDefaults() + ".";
            default -> null;
        };
        return help == null ? option : option.toBuilder().description(help.replace("%", "%%")).build();
    }

    /**
     * @param builder the configuration being built
     * @throws ConfigException when a value is invalid
     */
    void applyTo(RunConfig.Builder builder) {
        if (memory != null) {
            HostProfiles.memoryMb(memory);
        }
        builder.rowsPerCommit(rowsPerCommit).domain(ConfigException.reported(() -> new DataDomain(cashregisters,
                products, customers, maxPrice, dataLengthMin, dataLengthMax, dataRandomPct, rowsPerQuery)));
        if (steps != null) {
            builder.steps(steps.stream().map(String::strip).toList());
        }
    }
}
