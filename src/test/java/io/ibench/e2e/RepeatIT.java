package io.ibench.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ibench.adapter.mysql.TestServer;
import io.ibench.core.conformance.Requirements;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ibench run --repeat 2} against the local MariaDB (each repetition its own result, in order), and
 * {@code ibench sweep --repeat 2} of two configs on MariaDB servers it starts itself from /usr, at a tiny
 * scale: each repetition in {@code <config>/r<n>/}, the configs interleaved (A B A B by the runs' start
 * times), each result recording {@code repetition {index, of}}, a second start skipping every finished
 * repetition, and {@code ibench compare} over the runs giving intervals from two repetitions.
 */
class RepeatIT {
    private static final String MARIADB = "/usr";
    private static final String REPEAT_DB = "ibench_e2e_repeat";

    @TempDir
    Path work;

    @Test
    void aRepeatedRunKeepsEachRepetitionInItsOwnFolderInOrder() throws Exception {
        try {
            Ibench.Result run = Ibench.run(work, "run", "--url=" + TestServer.URL + REPEAT_DB,
                    "--user=" + TestServer.USER, "--create-database", "--steps=l.i0", "--rows-per-table=10k",
                    "--repeat=2", "--label=rep", "--results=results", "--no-progress");
            assertEquals(0, run.exitCode(), run.all());
            Map<String, JsonNode> results = new TreeMap<>();
            try (Stream<Path> files = Files.walk(work.resolve("results"))) {
                for (Path file : files.filter(p -> p.getFileName().toString().equals("result.json")).toList()) {
                    results.put(work.resolve("results").relativize(file.getParent()).toString(),
                            new ObjectMapper().readTree(file.toFile()));
                }
            }
            assertEquals(2, results.size(), "a run folder per repetition: " + results.keySet());
            List<String> order = results.values().stream()
                    .sorted(Comparator.comparing(n -> n.get("startedAt").asText()))
                    .map(n -> n.get("label").asText() + "#" + n.get("repetition").get("index").asInt() + "/"
                            + n.get("repetition").get("of").asInt()).toList();
            assertEquals(List.of("rep#1/2", "rep#2/2"), order, run.out());
        } finally {
            TestServer.drop(REPEAT_DB);
        }
    }

    @Test
    void aRepeatedSweepInterleavesItsConfigsKeepsEachRepetitionAndComparesWithIntervals() throws Exception {
        Requirements.executable(Path.of(MARIADB, "sbin/mariadbd"), "server binary of the sweep");
        String[] sweep = {"sweep", "--dbms=mariadb", "--basedir=" + MARIADB, "--config=base,a13", "--repeat=2",
            "--steps=l.i0", "--rows-per-table=10k", "--results=results", "--no-progress", "--no-report"};
        Ibench.Result first = Ibench.run(work, sweep);
        assertEquals(0, first.exitCode(), first.all());
        Path folder;
        try (Stream<Path> sweeps = Files.list(work.resolve("results"))) {
            folder = sweeps.filter(Files::isDirectory).findFirst().orElseThrow();
        }
        List<JsonNode> results = new ArrayList<>();
        List<Path> runFolders = new ArrayList<>();
        for (String config : List.of("base", "a13")) {
            for (int r = 1; r <= 2; r++) {
                Path run = ResultFiles.runIn(folder.resolve(config).resolve("r" + r));
                JsonNode result = new ObjectMapper().readTree(run.resolve("result.json").toFile());
                assertEquals(r, result.get("repetition").get("index").asInt(), run.toString());
                assertEquals(2, result.get("repetition").get("of").asInt(), run.toString());
                assertEquals(config, result.get("label").asText(), run.toString());
                results.add(result);
                runFolders.add(run);
            }
        }
        List<String> order = results.stream().sorted(Comparator.comparing(n -> n.get("startedAt").asText()))
                .map(n -> n.get("label").asText() + "#" + n.get("repetition").get("index").asInt()).toList();
        assertEquals(List.of("base#1", "a13#1", "base#2", "a13#2"), order, "interleaved A B A B");

        Ibench.Result again = Ibench.run(work, sweep);
        assertEquals(0, again.exitCode(), again.all());
        assertEquals(4, again.out().split("done before: ", -1).length - 1, again.out());

        List<String> compare = new ArrayList<>(List.of("compare", "--base=base"));
        runFolders.forEach(p -> compare.add(p.toString()));
        Ibench.Result compared = Ibench.run(work, compare.toArray(String[]::new));
        assertTrue(compared.exitCode() == 0 || compared.exitCode() == 3, compared.all());
        String a13 = compared.out().lines().filter(l -> l.startsWith("a13 ")).findFirst().orElseThrow();
        assertTrue(a13.matches("a13 +\\d+\\.\\d\\d \\[\\d+\\.\\d\\d, \\d+\\.\\d\\d\\].*"), compared.out());
        assertTrue(compared.out().contains("(2)"), "the absolute table names two repetitions: " + compared.out());
    }
}
