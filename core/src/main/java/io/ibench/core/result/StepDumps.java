package io.ibench.core.result;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What ibench dumped of the server at a step's end (docs/results.md, "Dumps"): the files, and a
 * few of their figures.
 *
 * @param folder  the step's dump folder, relative to the run folder, e.g. {@code dumps/l.i1}
 * @param files   the files in it, by name
 * @param skipped one line per dump that was not taken (not permitted, not in this server version) or failed
 * @param changes the summarised counters' change over the step, each named {@code <dump>/<row>/<column>}
 * @param sizes   the benchmark's tables and indexes at the step's end, bytes on disk
 */
public record StepDumps(String folder, List<String> files, List<String> skipped, Map<String, Double> changes,
                        Map<String, Double> sizes) {
    public StepDumps {
        files = files == null ? List.of() : List.copyOf(files);
        skipped = skipped == null ? List.of() : List.copyOf(skipped);
        changes = changes == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(changes));
        sizes = sizes == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(sizes));
    }
}
