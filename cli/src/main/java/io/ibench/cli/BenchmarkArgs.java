package io.ibench.cli;

import io.ibench.core.config.RunConfig;
import picocli.CommandLine.ArgGroup;

/** The benchmark's own options, shared by {@code ibench run} and {@code ibench sweep}: workload, output and errors. */
final class BenchmarkArgs {
    @ArgGroup(validate = false, heading = "%nWorkload:%n", order = 2)
    WorkloadArgs workload = new WorkloadArgs();

    @ArgGroup(validate = false, heading = "%nOutput:%n", order = 3)
    OutputArgs output = new OutputArgs();

    @ArgGroup(validate = false, heading = "%nErrors:%n", order = 4)
    FaultArgs faults = new FaultArgs();

    /**
     * @param builder the configuration being built
     * @throws io.ibench.core.config.ConfigException when a value is invalid
     */
    void applyTo(RunConfig.Builder builder) {
        workload.applyTo(builder);
        output.applyTo(builder);
        faults.applyTo(builder);
    }

    /** @return whether to show the live status line: on a terminal, unless {@code --no-progress} */
    boolean progress() {
        return System.console() != null && !output.noProgress;
    }
}
