package io.ibench.report.html;

import io.ibench.report.compare.Comparison;
import io.ibench.report.load.LoadedRun;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Named settings with one value per run (server variables, client options, operating system
 * settings), shown as a table of those whose values differ between the runs, one row per setting
 * with the values that differ from the base in bold, and a table of those all runs share. A run
 * that recorded none of them (results of an earlier version) is shown as {@value #NOT_RECORDED}
 * and left out of the comparison; a setting a recording run lacks is {@value #NOT_SET}.
 */
final class ValuesByRun {
    /** A setting a run recorded others but not this one. */
    static final String NOT_SET = "(not set)";
    /** A run that recorded none of the settings. */
    static final String NOT_RECORDED = "(not recorded)";
    /** Differences beyond this many rows start folded away (e.g. two different products). */
    private static final int LONG_TABLE = 40;

    private final Comparison comparison;
    private final Map<String, List<String>> values = new TreeMap<>();
    private final boolean[] recorded;

    /** @param comparison the runs, whose order is the columns' */
    ValuesByRun(Comparison comparison) {
        this.comparison = comparison;
        this.recorded = new boolean[comparison.runs().size()];
    }

    /**
     * @param run       one of the runs
     * @param runValues its settings, name → value
     */
    void put(LoadedRun run, Map<String, String> runValues) {
        int index = comparison.runs().indexOf(run);
        recorded[index] = true;
        runValues.forEach((name, value) -> values.computeIfAbsent(name,
                k -> new ArrayList<>(Collections.nCopies(recorded.length, null))).set(index, value));
    }

    /**
     * @param names which settings to move
     * @return those settings, removed from these
     */
    ValuesByRun take(Predicate<String> names) {
        ValuesByRun taken = new ValuesByRun(comparison);
        System.arraycopy(recorded, 0, taken.recorded, 0, recorded.length);
        values.keySet().removeIf(name -> {
            if (names.test(name)) {
                taken.values.put(name, values.get(name));
                return true;
            }
            return false;
        });
        return taken;
    }

    /** @return whether no run recorded any of these settings */
    boolean noneRecorded() {
        for (boolean r : recorded) {
            if (r) {
                return false;
            }
        }
        return true;
    }

    /**
     * @param id      the table's element id
     * @param caption what it shows; the count of rows is appended
     * @param folded  whether it starts folded away even when short
     * @return the settings whose values differ between the runs that recorded them
     */
    View.Table differing(String id, String caption, boolean folded) {
        int baseIndex = comparison.runs().indexOf(comparison.base());
        List<View.Row> rows = new ArrayList<>();
        values.forEach((name, perRun) -> {
            if (recordedValues(perRun).distinct().count() > 1) {
                List<View.Cell> cells = new ArrayList<>();
                cells.add(View.Cell.label(name));
                String base = perRun.get(baseIndex);
                for (int i = 0; i < perRun.size(); i++) {
                    String value = perRun.get(i);
                    cells.add(new View.Cell(!recorded[i] ? NOT_RECORDED : value == null ? NOT_SET : value,
                            recorded[i] && !Objects.equals(value, base) ? "text differs" : "text", "", false));
                }
                rows.add(new View.Row(cells));
            }
        });
        List<String> header = new ArrayList<>();
        header.add("option");
        comparison.runs().forEach(r -> header.add(r.label()));
        String note = noneRecorded() ? "Not recorded by these runs."
                : (rows.isEmpty() ? "None: the runs agree on every one." : "Bold: differs from the base run.")
                        + notRecordedBy();
        return new View.Table(id, caption + " (" + rows.size() + ")", note, folded || rows.size() > LONG_TABLE, header,
                rows);
    }

    /**
     * @param id      the table's element id
     * @param caption what it shows; the count of rows is appended
     * @param note    a line under the table, or empty
     * @return the settings every run that recorded them has the same value of, folded away
     */
    View.Table shared(String id, String caption, String note) {
        List<View.Row> rows = new ArrayList<>();
        values.forEach((name, perRun) -> {
            List<String> distinct = recordedValues(perRun).distinct().toList();
            if (distinct.size() == 1) {
                rows.add(new View.Row(List.of(View.Cell.label(name),
                        new View.Cell(Objects.toString(distinct.get(0), ""), "text", "", false))));
            }
        });
        String notes = (note + notRecordedBy()).strip();
        return new View.Table(id, caption + " (" + rows.size() + ")", notes, true, List.of("option", "value"), rows);
    }

    private Stream<String> recordedValues(List<String> perRun) {
        return IntStream.range(0, perRun.size()).filter(i -> recorded[i]).mapToObj(perRun::get);
    }

    /** @return a sentence naming the runs that recorded none of the settings, after a space; empty when all did */
    private String notRecordedBy() {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < recorded.length; i++) {
            if (!recorded[i]) {
                labels.add(comparison.runs().get(i).label());
            }
        }
        return labels.isEmpty() || noneRecorded() ? "" : " Not recorded by " + String.join(", ", labels)
                + " (results of an earlier ibench).";
    }
}
