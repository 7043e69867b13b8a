package io.ibench.report.compare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.report.Fixtures;
import io.ibench.report.load.LoadedRun;
import io.ibench.report.load.RunLoader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Synthetic repetitions with known noise, made from the fixture run {@code base} with a fixed seed:
 * label {@code A}, three repetitions of the base's rates × N(1, 0.02); label {@code B}, three repetitions
 * with the same noise and l.i1 20 % slower (a real effect); label {@code C}, one run of the base's rates
 * whose steps carry stability figures with 10-second batch means (a single run).
 */
public final class RepeatedRuns {
    static final long SEED = 20;
    static final double NOISE = 0.02;
    /** B's l.i1 relative to A's. */
    public static final double EFFECT = 0.8;

    private RepeatedRuns() {
    }

    /**
     * @param dir an empty folder for the run folders
     * @return the runs A1, B1, A2, B2, A3, B3 and C, loaded without their series
     */
    public static List<LoadedRun> load(Path dir) {
        Random random = new Random(SEED);
        List<Path> paths = new ArrayList<>();
        for (int r = 1; r <= 3; r++) {
            for (String label : List.of("A", "B")) {
                double factor = 1 + NOISE * random.nextGaussian();
                int index = r;
                paths.add(Fixtures.editedCopy("base", dir.resolve(label + r), tree -> {
                    rename(tree, label, index);
                    tree.withArray("steps").forEach(step -> scale((ObjectNode) step.get("rates"),
                            factor * (label.equals("B") && step.get("name").asText().equals("l.i1") ? EFFECT : 1)));
                }));
            }
        }
        paths.add(Fixtures.editedCopy("base", dir.resolve("C"), tree -> {
            rename(tree, "C", 0);
            tree.remove("repetition");
            tree.withArray("steps").forEach(step -> {
                if (step.get("metrics") != null && step.get("metrics").isObject()) {
                    ((ObjectNode) step.get("metrics")).set("stability", stability(step, tree));
                }
            });
        }));
        RunLoader.Loaded loaded = RunLoader.loadResults(paths);
        if (!loaded.unusable().isEmpty()) {
            throw new IllegalStateException(loaded.unusable().toString());
        }
        return loaded.runs();
    }

    private static void rename(ObjectNode tree, String label, int index) {
        tree.put("label", label);
        tree.put("runId", "20261125-0800" + (10 + index) + "-" + label + (index == 0 ? "" : "-r" + index));
        if (index > 0) {
            tree.putObject("repetition").put("index", index).put("of", 3);
        }
    }

    private static void scale(ObjectNode rates, double factor) {
        for (Iterator<Map.Entry<String, JsonNode>> it = rates.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            if (field.getValue().isNumber()) {
                rates.put(field.getKey(), field.getValue().asDouble() * factor);
            }
        }
    }

    /** Stability with a 3 % relative standard error from six 10-second batch means, and one stall. */
    private static ObjectNode stability(JsonNode step, ObjectNode tree) {
        double rate = step.get("rates").get("insertsPerSecond").asDouble();
        ObjectNode s = tree.objectNode().put("intervals", 60).put("median", rate).put("cv", 0.2)
                .put("worst1s", rate * 0.3).put("worst10s", rate * 0.8).put("stallCount", 1).put("stallSeconds", 2.0);
        s.putArray("stalls").addObject().put("startSeconds", 12.0).put("seconds", 2.0).put("lowestRate", rate * 0.3)
                .put("depth", 0.7);
        s.putObject("batchMeans").put("windowSeconds", 10.0).put("count", 6).put("mean", rate)
                .put("sd", 0.03 * Math.sqrt(6) * rate);
        return s;
    }
}
