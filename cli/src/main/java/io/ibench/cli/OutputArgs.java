package io.ibench.cli;

import io.ibench.core.config.ConfigException;
import io.ibench.core.config.RunConfig;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** Where and how results are written. */
final class OutputArgs {
    @Option(names = "--label", paramLabel = "LABEL", order = 60,
            description = "Name of this run in reports, e.g. my8033.cy10a (default: the server's product and version).")
    String label;

    @Option(names = "--results", paramLabel = "DIR", order = 61, defaultValue = "results",
            description = "Folder that receives one sub-folder per run (default ${DEFAULT-VALUE}).")
    Path results;

    @Option(names = "--report-interval", paramLabel = "SECONDS", order = 62, defaultValue = "1",
            description = "Seconds between interval lines in the TSV files, 0.1..60 (default ${DEFAULT-VALUE}).")
    double reportInterval;

    @Option(names = "--no-progress", order = 63, description = "No live status line on the terminal.")
    boolean noProgress;

    @Option(names = "--probe-interval", paramLabel = "SECONDS", order = 64, defaultValue = "5",
            description = "Seconds between samples of the server's probes (purge lag, dead tuples, compaction debt, "
                    + "sizes) during a step, 0..3600; 0 samples only at each step's start and end (default ${DEFAULT-VALUE}).")
    int probeInterval;

    @Option(names = "--host-metrics", negatable = true, defaultValue = "true", fallbackValue = "true", order = 65,
            description = "Sample host CPU, context switches, disk I/O of the server's data disk, memory, and the "
                    + "server's and ibench's own processes every report interval (default on).")
    boolean hostMetrics;

    void applyTo(RunConfig.Builder builder) {
        if (!(reportInterval >= 0.1 && reportInterval <= 60)) {
            throw new ConfigException("--report-interval must be between 0.1 and 60 seconds (got " + reportInterval + ")");
        }
        builder.label(label).resultsDirectory(results).reportIntervalMillis((int) Math.round(reportInterval * 1000))
                .probeIntervalSeconds(probeInterval).hostMetrics(hostMetrics);
    }
}
