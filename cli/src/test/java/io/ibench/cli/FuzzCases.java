package io.ibench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs a fuzz test's cases from a fixed seed — case {@code n} draws from seed + n, so one case can
 * be run alone — collects every failure with the seed that reproduces it, prints the count and
 * time, and fails with the first failures. {@code -Dibench.fuzz.seed=N -Dibench.fuzz.cases=M}
 * runs other cases; {@code -Dibench.fuzz.show=true} asks the cases to print every answer.
 */
final class FuzzCases {
    /** Whether cases print every answer, to read the messages. */
    static final boolean SHOW = Boolean.getBoolean("ibench.fuzz.show");

    /** One case of a fuzz test. */
    @FunctionalInterface
    interface Case {
        /**
         * @param n    the case's number
         * @param seed its seed
         * @return why it failed, or null
         */
        String run(int n, long seed) throws Exception;
    }

    private FuzzCases() {
    }

    /**
     * @param name        the test, for the summary line
     * @param defaultSeed the seed of case 0 unless {@code ibench.fuzz.seed} is set
     * @param defaultCount how many cases unless {@code ibench.fuzz.cases} is set
     * @param test        one case
     */
    static void run(String name, long defaultSeed, int defaultCount, Case test) throws Exception {
        long seed = Long.getLong("ibench.fuzz.seed", defaultSeed);
        int cases = Integer.getInteger("ibench.fuzz.cases", defaultCount);
        List<String> failures = new ArrayList<>();
        long started = System.nanoTime();
        for (int n = 0; n < cases; n++) {
            String failure = test.run(n, seed + n);
            if (failure != null) {
                failures.add("case " + n + " (-Dibench.fuzz.seed=" + (seed + n) + " -Dibench.fuzz.cases=1): "
                        + failure);
            }
        }
        long millis = (System.nanoTime() - started) / 1_000_000;
        failures.forEach(System.out::println);
        System.out.println(name + ": " + cases + " cases from seed " + seed + " in " + millis + " ms, "
                + failures.size() + " failed");
        assertEquals(List.of(), failures.stream().limit(20).toList(),
                failures.size() + " of " + cases + " cases failed");
    }
}
