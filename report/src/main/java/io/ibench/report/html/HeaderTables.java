package io.ibench.report.html;

import io.ibench.core.config.RecordedConfig;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.Environment;
import io.ibench.core.result.RunResult;
import io.ibench.core.spi.ServerInfo;
import io.ibench.core.spi.Transport;
import io.ibench.report.compare.Comparison;
import io.ibench.report.compare.Figures;
import io.ibench.report.load.LoadedRun;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What was compared: one row per run (host, server, transport, clients, dates), and the differences
 * between the runs' server variables (configuration first, the {@link VolatileVariables} folded away),
 * operating system settings ({@code environment.osSettings}; those all runs share folded away) and
 * client options (the transport and the driver among them), option by option.
 */
final class HeaderTables {
    /** Client options that differ between runs by design. */
    private static final List<String> IGNORED_OPTIONS = List.of("label");

    private final Comparison comparison;

    HeaderTables(Comparison comparison) {
        this.comparison = comparison;
    }

    List<View.Table> tables() {
        List<View.Table> tables = new ArrayList<>();
        tables.add(runs());
        ValuesByRun server = new ValuesByRun(comparison);
        ValuesByRun client = new ValuesByRun(comparison);
        ValuesByRun os = new ValuesByRun(comparison);
        for (LoadedRun run : comparison.runs()) {
            ServerInfo info = run.result().server();
            server.put(run, info == null || info.variables() == null ? Map.of() : info.variables());
            Map<String, String> options = new TreeMap<>();
            flatten("", RecordedConfig.effective(run.result().config()), options);
            IGNORED_OPTIONS.forEach(options::remove);
            Transport transport = run.result().transport();
            if (transport != null) {
                options.put("transport", transport.kind() + " " + transport.address());
                if (transport.driver() != null) {
                    options.put("driver", transport.driver());
                }
            }
            client.put(run, options);
            Environment env = run.result().environment();
            if (env != null && env.osSettings() != null) {
                os.put(run, env.osSettings());
            }
        }
        ValuesByRun volatileOnes = server.take(VolatileVariables::isVolatile);
        tables.add(server.differing("server-differences", "Server configuration variables that differ between the runs",
                false));
        tables.add(volatileOnes.differing("volatile-differences", "Volatile server variables that differ (paths, "
                + "ports, process and server ids; they differ between runs of the same configuration)", true));
        tables.add(os.differing("os-differences", "Operating system settings that differ between the runs", false));
        if (!os.noneRecorded()) {
            tables.add(os.shared("os-settings", "Operating system settings all runs share",
                    "Every setting read is in each run folder's dumps/os.tsv."));
        }
        tables.add(client.differing("client-differences", "Client options that differ between the runs", false));
        tables.add(client.shared("client-options", "Client options all runs share", ""));
        return tables;
    }

    private View.Table runs() {
        List<View.Row> rows = new ArrayList<>();
        for (LoadedRun run : comparison.runs()) {
            RunResult result = run.result();
            Environment env = result.environment();
            ServerInfo server = result.server();
            Object clients = result.config() == null ? null : result.config().get("clients");
            rows.add(new View.Row(List.of(SummaryTables.runLabel(run),
                    View.Cell.text(run == comparison.base() ? "base" : ""),
                    View.Cell.text(result.runId()),
                    View.Cell.text(result.status().toString()),
                    View.Cell.text(started(result.startedAt())),
                    View.Cell.number(minutes(result.startedAt(), result.finishedAt()), "",
                            "minutes from start to finish"),
                    View.Cell.text(env == null ? Figures.NONE : env.hostName()),
                    View.Cell.number(env == null ? Figures.NONE : env.cores() + "", "", "processors"),
                    View.Cell.number(env == null || env.memoryBytes() == 0 ? Figures.NONE
                            : Decimal.format(env.memoryBytes() / 1e9, 1), "", "GB of memory"),
                    View.Cell.text(server == null ? Figures.NONE : server.product() + " " + server.version()),
                    View.Cell.text(server == null ? Figures.NONE : Objects.toString(server.engine(), Figures.NONE)),
                    View.Cell.text(result.transport() == null ? Figures.NONE : result.transport().describe()),
                    View.Cell.number(Objects.toString(clients, Figures.NONE), "", ""),
                    View.Cell.text(String.join(" ", result.steps().stream().map(s -> s.name()).toList())),
                    View.Cell.text(env == null ? Figures.NONE : env.toolVersion() + ", Java " + env.javaVersion()))));
        }
        return new View.Table("runs", "Runs", "", false, List.of("run", "", "run id", "status", "started (UTC)",
                "minutes", "host", "cpus", "memory GB", "server", "engine", "transport", "clients", "steps", "ibench"),
                rows);
    }

    private static String started(String startedAt) {
        try {
            return startedAt == null ? Figures.NONE
                    : Instant.parse(startedAt).truncatedTo(ChronoUnit.SECONDS).toString()
                            .replace('T', ' ').replace("Z", "");
        } catch (DateTimeParseException e) {
            return startedAt;
        }
    }

    private static String minutes(String started, String finished) {
        try {
            return started == null || finished == null ? Figures.NONE : Decimal.format(
                    Duration.between(Instant.parse(started), Instant.parse(finished)).toMillis() / 60000.0, 1);
        } catch (DateTimeParseException e) {
            return Figures.NONE;
        }
    }

    @SuppressWarnings("unchecked")
    private static void flatten(String prefix, Object value, Map<String, String> into) {
        if (value instanceof Map<?, ?> map) {
            ((Map<Object, Object>) map).forEach((k, v) ->
                    flatten(prefix.isEmpty() ? k.toString() : prefix + "." + k, v, into));
        } else if (!prefix.isEmpty()) {
            into.put(prefix, value instanceof List<?> list
                    ? String.join(" ", list.stream().map(String::valueOf).toList())
                    : String.valueOf(value));
        }
    }
}
