package io.ibench.core.workload;

/**
 * Derives the seed of every client and role from the run's one master seed, so that a run
 * is reproducible from the seed recorded in its results.
 *
 * <p>Derivation uses the SplitMix64 finaliser over (master, client, role); different
 * (client, role) pairs get statistically independent streams.
 */
public final class Seeds {
    private Seeds() {
    }

    /**
     * @param masterSeed the run's recorded master seed
     * @param client     client number, 1-based
     * @param role       role number within the client (e.g. 0 inserter, 1 deleter, 2.. query threads)
     * @param step       a number distinguishing the step, so each step draws fresh values
     * @return the seed for that role's random generator
     */
    public static long derive(long masterSeed, int client, int role, int step) {
        long z = masterSeed;
        z = mix(z + 0x9E3779B97F4A7C15L * (client + 1L));
        z = mix(z + 0xBF58476D1CE4E5B9L * (role + 1L));
        z = mix(z + 0x94D049BB133111EBL * (step + 1L));
        return z;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
