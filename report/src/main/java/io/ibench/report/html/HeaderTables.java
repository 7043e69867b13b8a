package io.ibench.report.html;

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
import java.util.TreeSet;

/**
 * What was compared: one row per run (host, server, transport, clients, dates), and the differences
 * between the runs' server variables (configuration first, the {@link VolatileVariables} folded away) and
 * client options (the transport among them), option by option.
 */
final class HeaderTables {
    /** Differences beyond this many rows start folded away (e.g. two different products). */
    private static final int LONG_TABLE = 40;
    /** Client options that differ between runs by design. */
    private static final List<String> IGNORED_OPTIONS = List.of("label");

    private final Comparison comparison;

    HeaderTables(Comparison comparison) {
        this.comparison = comparison;
    }

    List<View.Table> tables() {
        List<View.Table> tables = new ArrayList<>();
        tables.add(runs());
        Map<String, List<String>> server = new TreeMap<>();
        Map<String, List<String>> client = new TreeMap<>();
        for (LoadedRun run : comparison.runs()) {
            ServerInfo info = run.result().server();
            Map<String, String> variables = info == null || info.variables() == null ? Map.of() : info.variables();
            collect(server, variables, run);
            Map<String, String> options = new TreeMap<>();
            flatten("", run.result().config(), options);
            IGNORED_OPTIONS.forEach(options::remove);
            Transport transport = run.result().transport();
            if (transport != null) {
                options.put("transport", transport.kind() + " " + transport.address());
            }
            collect(client, options, run);
        }
        Map<String, List<String>> volatileOnes = new TreeMap<>();
        for (String name : List.copyOf(server.keySet())) {
            if (VolatileVariables.isVolatile(name)) {
                volatileOnes.put(name, server.remove(name));
            }
        }
        tables.add(differences("server-differences", "Server configuration variables that differ between the runs",
                server, false));
        tables.add(differences("volatile-differences", "Volatile server variables that differ (paths, ports, "
                + "process and server ids; they differ between runs of the same configuration)", volatileOnes, true));
        tables.add(differences("client-differences", "Client options that differ between the runs", client, false));
        tables.add(common(client));
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

    private void collect(Map<String, List<String>> into, Map<String, String> values, LoadedRun run) {
        int index = comparison.runs().indexOf(run);
        for (String key : new TreeSet<>(values.keySet())) {
            into.computeIfAbsent(key,
                    k -> new ArrayList<>(java.util.Collections.nCopies(comparison.runs().size(), null)))
                    .set(index, values.get(key));
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

    private View.Table differences(String id, String caption, Map<String, List<String>> values, boolean folded) {
        int baseIndex = comparison.runs().indexOf(comparison.base());
        List<View.Row> rows = new ArrayList<>();
        values.forEach((key, perRun) -> {
            if (perRun.stream().distinct().count() > 1) {
                List<View.Cell> cells = new ArrayList<>();
                cells.add(View.Cell.label(key));
                String base = perRun.get(baseIndex);
                for (String value : perRun) {
                    cells.add(new View.Cell(value == null ? "(not set)" : value,
                            Objects.equals(value, base) ? "text" : "text differs", "", false));
                }
                rows.add(new View.Row(cells));
            }
        });
        List<String> header = new ArrayList<>();
        header.add("option");
        comparison.runs().forEach(r -> header.add(r.label()));
        String note = rows.isEmpty() ? "None: the runs agree on every one." : "Bold: differs from the base run.";
        return new View.Table(id, caption + " (" + rows.size() + ")", note, folded || rows.size() > LONG_TABLE, header,
                rows);
    }

    private View.Table common(Map<String, List<String>> client) {
        List<View.Row> rows = new ArrayList<>();
        client.forEach((key, perRun) -> {
            if (perRun.stream().distinct().count() == 1) {
                rows.add(new View.Row(List.of(View.Cell.label(key), new View.Cell(Objects.toString(perRun.get(0), ""),
                        "text", "", false))));
            }
        });
        return new View.Table("client-options", "Client options all runs share (" + rows.size() + ")", "", true,
                List.of("option", "value"), rows);
    }
}
