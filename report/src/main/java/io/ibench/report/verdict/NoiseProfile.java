package io.ibench.report.verdict;

import io.ibench.core.result.RunResult;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A host's measured run-to-run noise for one server and workload, as {@code ibench calibrate} writes it to
 * {@value NoiseProfileJson#FILE_NAME} (docs/report.md, "Noise profile"): per step, the between-run variance of
 * ln(throughput) with its degrees of freedom.
 *
 * @param host     the host name the runs ran on (the results' {@code environment.hostName})
 * @param server   the server's product and version, e.g. {@code MariaDB 10.11.19-MariaDB-0+deb12u1}
 * @param workload the workload settings it holds for ({@link #workloadOf}), e.g. {@code clients=1 rows=20000 ...}
 * @param created  when it was made, ISO-8601 UTC
 * @param runs     how many runs it was measured from, ≥ 2
 * @param steps    per step name (l.i0, l.x, l.i1, l.i2, qr100, ...), its noise; not empty
 */
public record NoiseProfile(String host, String server, String workload, String created, int runs,
                           Map<String, StepNoise> steps) {

    public NoiseProfile {
        steps = Map.copyOf(steps);
    }

    /**
     * @param result a run's result
     * @return the server as a profile names it: product and version
     */
    public static String serverOf(RunResult result) {
        return result.server() == null ? "unknown" : result.server().product() + " " + result.server().version();
    }

    /**
     * @param result a run's result
     * @return the workload settings that change a step's noise: clients, rows, query seconds, indexes, the steps
     */
    public static String workloadOf(RunResult result) {
        Map<String, Object> config = result.config() == null ? Map.of() : result.config();
        Map<String, Object> picked = new TreeMap<>();
        for (String key : new String[] {"dbms", "clients", "rowsPerTable", "writeRowsPerTable", "querySeconds",
            "secondaryIndexes", "queryThreads", "steps"}) {
            picked.put(key, Objects.toString(config.get(key), "-"));
        }
        StringBuilder text = new StringBuilder();
        picked.forEach((key, value) -> text.append(text.length() == 0 ? "" : " ").append(key).append('=')
                .append(value.toString().replace(" ", "")));
        return text.toString();
    }

    /**
     * @param base the comparison's base run
     * @return why the profile does not hold for it (another host, server or workload), one sentence; empty when
     *         it holds
     */
    public Optional<String> mismatch(RunResult base) {
        String baseHost = base.environment() == null ? "unknown" : base.environment().hostName();
        if (!host.equals(baseHost)) {
            return Optional.of("the noise profile was measured on host " + host + ", the base run ran on " + baseHost);
        }
        if (!server.equals(serverOf(base))) {
            return Optional.of("the noise profile was measured with " + server + ", the base run used "
                    + serverOf(base));
        }
        if (!workload.equals(workloadOf(base))) {
            return Optional.of("the noise profile was measured with the workload " + workload
                    + ", the base run's is " + workloadOf(base));
        }
        return Optional.empty();
    }

    /**
     * @param step a step name
     * @return the step's noise, or null when the profile has none for it
     */
    public StepNoise step(String step) {
        return steps.get(step);
    }

    /** @return e.g. {@code host vm, MariaDB 10.11.19, 5 runs, 2026-11-27T09:00:00Z} */
    public String describe() {
        return "host " + host + ", " + server + ", " + runs + " runs, " + created;
    }
}
