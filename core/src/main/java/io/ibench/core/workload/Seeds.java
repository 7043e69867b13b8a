package io.ibench.core.workload;

/**
 * Derives the seed of every client and role from the run's one master seed, so that a run
 * is reproducible from the seed recorded in its results.
 *
 * <p>Derivation uses the SplitMix64 finaliser over (master, client, role, step name); different
 * (client, role, step) triples get statistically independent streams. The step enters by its name, never by its
 * place in one invocation, so a step run alone draws the same values as within the whole sequence
 * (docs/workload.md#rows).
 */
public final class Seeds {
    private Seeds() {
    }

    /**
     * @param masterSeed the run's recorded master seed
     * @param client     client number, 1-based
     * @param role       role number within the client (e.g. 0 inserter, 1 deleter, 2.. query threads)
     * @param step       the step's name, e.g. {@code l.i1}, so each step draws fresh values
     * @return the seed for that role's random generator
     */
    public static long derive(long masterSeed, int client, int role, String step) {
        long z = masterSeed;
        z = mix(z + 0x9E3779B97F4A7C15L * (client + 1L));
        z = mix(z + 0xBF58476D1CE4E5B9L * (role + 1L));
        z = mix(z + 0x94D049BB133111EBL * nameHash(step));
        return z;
    }

    /**
     * @param streamSeed a stream's seed, from {@link #derive}
     * @param index      a row's place in the stream, ≥ 0
     * @return the seed of that row's own generator
     */
    public static long row(long streamSeed, long index) {
        return mix(streamSeed + 0xD6E8FEB86659FD93L * (index + 1));
    }

    /** FNV-1a over the name's characters: fixed by this code, unlike a JVM's hash of an object. */
    private static long nameHash(String name) {
        long h = 0xCBF29CE484222325L;
        for (int i = 0; i < name.length(); i++) {
            h = (h ^ name.charAt(i)) * 0x100000001B3L;
        }
        return h;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
