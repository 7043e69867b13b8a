package io.ibench.core.engine;

import io.ibench.core.lang.Throwables;
import io.ibench.core.result.Decimal;
import io.ibench.core.result.StepDumps;
import io.ibench.core.spi.DumpSet;
import io.ibench.core.spi.ServerDumps;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Dumps the server at a step's end into {@code dumps/<step>/} of the run folder (docs/results.md,
 * "Dumps"): each counter table's change over the step as {@code <name>.changes.tsv} (row, column,
 * start, end, change), each state table as {@code <name>.tsv}, each text as {@code <name>.txt},
 * and {@code skipped.txt} with a line per dump that was not taken. A dump that cannot be taken
 * never stops the step.
 */
final class StepDumper {
    private static final String FOLDER = "dumps";

    private final StepEnvironment env;
    private final String step;
    private final boolean lastStep;
    private DumpSet start = DumpSet.EMPTY;

    /**
     * @param env      the run's environment (adapter dumps, connections, run folder)
     * @param step     the step, which names the folder
     * @param lastStep whether it is the run's last step
     */
    StepDumper(StepEnvironment env, String step, boolean lastStep) {
        this.env = env;
        this.step = step;
        this.lastStep = lastStep;
    }

    /** Reads the counters at the step's start. */
    void start() {
        start = read(c -> env.dumps().counters(c, env.tables()));
    }

    /** @return the step's dumps, written; null when the adapter dumps nothing */
    StepDumps finish() {
        if (env.dumps() == ServerDumps.NONE) {
            return null;
        }
        DumpSet[] endAndState = new DumpSet[2];
        DumpSet failed = read(c -> {
            endAndState[0] = env.dumps().counters(c, env.tables());
            endAndState[1] = env.dumps().state(c, env.tables(), lastStep);
            return DumpSet.EMPTY;
        });
        DumpSet end = endAndState[0] == null ? failed : endAndState[0];
        DumpSet state = endAndState[1] == null ? DumpSet.EMPTY : endAndState[1];
        String folder = FOLDER + "/" + step;
        Map<String, String> files = new LinkedHashMap<>();
        Map<String, Double> summary = new TreeMap<>();
        end.tables().forEach((name, table) -> {
            DumpSet.Table before = start.tables().get(name);
            if (before != null) {
                files.put(name + ".changes.tsv", changes(name, before, table, summary));
            }
        });
        state.tables().forEach((name, table) -> files.put(name + ".tsv", tsv(table)));
        state.texts().forEach((name, text) -> files.put(name + ".txt", text));
        List<String> skipped = new ArrayList<>(start.skipped());
        end.skipped().stream().filter(s -> !skipped.contains(s)).forEach(skipped::add);
        skipped.addAll(state.skipped());
        if (!skipped.isEmpty()) {
            files.put("skipped.txt", String.join("\n", skipped) + "\n");
        }
        List<String> written = write(folder, files, skipped);
        return new StepDumps(folder, written, skipped, summary, state.sizes());
    }

    private interface Reading {
        DumpSet from(Connection connection) throws SQLException;
    }

    private DumpSet read(Reading reading) {
        try (Connection c = env.connections().get()) {
            return reading.from(c);
        } catch (SQLException | RuntimeException e) {
            return new DumpSet(Map.of(), Map.of(), Map.of(), List.of("no connection for the dumps: "
                    + Throwables.firstLine(e)));
        }
    }

    /** @return the counters' changes as TSV; the summarised ones go into {@code summary} too */
    private String changes(String name, DumpSet.Table before, DumpSet.Table after, Map<String, Double> summary) {
        StringBuilder out = new StringBuilder("row\tcolumn\tstart\tend\tchange\n");
        Map<String, List<String>> first = new LinkedHashMap<>();
        before.rows().forEach(row -> first.putIfAbsent(row.get(0), row));
        for (List<String> row : after.rows()) {
            List<String> was = first.get(row.get(0));
            if (was == null || !before.columns().equals(after.columns())) {
                continue;
            }
            for (int i = 1; i < row.size(); i++) {
                Double from = number(was.get(i));
                Double to = number(row.get(i));
                if (from == null || to == null) {
                    continue;
                }
                String column = after.columns().get(i);
                double change = to - from;
                int decimals = was.get(i).contains(".") || row.get(i).contains(".") ? 3 : 0;
                out.append(clean(row.get(0))).append('\t').append(clean(column)).append('\t').append(was.get(i))
                        .append('\t').append(row.get(i)).append('\t').append(Decimal.format(change, decimals))
                        .append('\n');
                String path = name + "/" + row.get(0) + "/" + column;
                if (env.dumps().summarised().contains(path)) {
                    summary.put(path, change);
                }
            }
        }
        return out.toString();
    }

    private static String tsv(DumpSet.Table table) {
        StringBuilder out = new StringBuilder();
        out.append(String.join("\t", table.columns().stream().map(StepDumper::clean).toList())).append('\n');
        for (List<String> row : table.rows()) {
            out.append(String.join("\t", row.stream().map(StepDumper::clean).toList())).append('\n');
        }
        return out.toString();
    }

    /** Keeps a value on its line and in its field. */
    private static String clean(String value) {
        return value == null ? "" : value.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }

    private static Double number(String value) {
        if (value == null || !value.matches("-?\\d+(\\.\\d+)?")) {
            return null;
        }
        return Double.parseDouble(value);
    }

    /** @return the names of the files written; one that cannot be written is recorded as skipped */
    private List<String> write(String folder, Map<String, String> files, List<String> skipped) {
        List<String> written = new ArrayList<>();
        Path directory = env.store().file(folder);
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            skipped.add("cannot create " + directory + ": " + e.getMessage());
            return written;
        }
        files.forEach((name, content) -> {
            try {
                Files.writeString(directory.resolve(name), content, StandardCharsets.UTF_8);
                written.add(name);
            } catch (IOException e) {
                skipped.add("cannot write " + directory.resolve(name) + ": " + e.getMessage());
            }
        });
        return written;
    }
}
