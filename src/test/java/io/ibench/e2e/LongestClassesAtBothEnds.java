package io.ibench.e2e;

import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Orders the integration test classes so that the longest run first: JUnit's parallel executor forks the classes
 * in this order and then takes them from both ends (its own thread from the last, the other workers from the
 * first), so the longest classes are dealt alternately to the front and the back, and the shortest, and those
 * without a recorded time, meet in the middle. Then no long class starts last and runs on alone while the other
 * workers idle. The times are a class's seconds in a recent {@code .ci/run} ({@value #SECONDS}, which its summary
 * prints the figures for); a stale time only costs some overlap, never a test. Classes marked {@code @Isolated}
 * run alone after all others whatever the order.
 */
public final class LongestClassesAtBothEnds implements ClassOrderer {
    /** The resource with one class per line: its simple name and its seconds; {@code #} starts a comment. */
    static final String SECONDS = "class-seconds.txt";

    private final Map<String, Double> seconds;

    /** Reads the recorded times from {@value #SECONDS} beside this class. */
    public LongestClassesAtBothEnds() {
        this(recordedSeconds());
    }

    /** @param seconds each class's recorded seconds by simple name; others count as 0 */
    LongestClassesAtBothEnds(Map<String, Double> seconds) {
        this.seconds = Map.copyOf(seconds);
    }

    @Override
    public void orderClasses(ClassOrdererContext context) {
        List<String> order = order(context.getClassDescriptors().stream().map(ClassDescriptor::getTestClass)
                .map(Class::getSimpleName).toList());
        Map<String, Integer> position = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            position.putIfAbsent(order.get(i), i);
        }
        context.getClassDescriptors().sort(Comparator.comparingInt(c -> position.get(c.getTestClass()
                .getSimpleName())));
    }

    /**
     * @param names the classes' simple names
     * @return the names, the longest dealt alternately to the front and the back, the shortest in the middle
     */
    List<String> order(List<String> names) {
        List<String> longestFirst = names.stream().sorted(Comparator.comparingDouble(
                (String name) -> -seconds.getOrDefault(name, 0.0)).thenComparing(Comparator.naturalOrder())).toList();
        List<String> front = new ArrayList<>();
        List<String> back = new ArrayList<>();
        for (int i = 0; i < longestFirst.size(); i++) {
            (i % 2 == 0 ? front : back).add(longestFirst.get(i));
        }
        List<String> order = new ArrayList<>(front);
        for (int i = back.size() - 1; i >= 0; i--) {
            order.add(back.get(i));
        }
        return order;
    }

    /** @return the seconds recorded in {@value #SECONDS}, by simple class name */
    static Map<String, Double> recordedSeconds() {
        Map<String, Double> seconds = new HashMap<>();
        try (InputStream in = LongestClassesAtBothEnds.class.getResourceAsStream(SECONDS)) {
            if (in == null) {
                throw new IllegalStateException(SECONDS + " is missing beside " + LongestClassesAtBothEnds.class);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String content = line.replaceFirst("#.*", "").strip();
                if (!content.isEmpty()) {
                    String[] fields = content.split("\\s+");
                    if (fields.length != 2 || !fields[1].matches("\\d+(\\.\\d+)?")) {
                        throw new IllegalStateException(SECONDS + ": not 'ClassName seconds': " + line);
                    }
                    seconds.put(fields[0], Double.parseDouble(fields[1]));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return seconds;
    }
}
