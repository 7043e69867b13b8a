package io.ibench.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.ibench.core.conformance.Requirements;
import io.ibench.core.result.ResultJson;
import io.ibench.core.result.ResultStore;
import io.ibench.core.result.RunResult;
import io.ibench.core.spi.Adapters;
import io.ibench.report.compare.DisturbedResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ibench sweep} on MariaDB servers it starts from /usr at a tiny scale, acting on disturbed runs: a config
 * whose run the host disturbed (its result marked so while the sweep was interrupted, through the result model)
 * runs again after the other configs of its repetition, the disturbed run is kept beside it, and the report and
 * {@code ibench compare} name it as replaced; and {@code --until-detectable} adds repetitions until its budget
 * (repetitions, then time) is spent, recording why, with the detectable difference that compare states (counting
 * every run, {@code --keep-disturbed}, so that the other test classes sharing the host cannot change the count).
 */
class DisturbedSweepIT {
    private static final String MARIADB = "/usr";

    @TempDir
    Path work;

    private static Path folder(Path work) {
        String version = Adapters.discover().choose("mariadb", null).serverControl().orElseThrow()
                .locate(Path.of(MARIADB)).version();
        return work.resolve("results/sweep-mariadb-" + version + "-quick");
    }

    @Test
    void aDisturbedRunIsRunAgainAfterTheOtherConfigsAndTheComparisonLeavesItOut() throws Exception {
        Requirements.executable(Path.of(MARIADB, "sbin/mariadbd"), "server binary of the sweep");
        String[] sweep = {"sweep", "--dbms=mariadb", "--basedir=" + MARIADB, "--config=base,a13", "--repeat=2",
            "--steps=l.i0,l.x,qr100", "--rows-per-table=10k", "--query-seconds=4", "--rerun-disturbed=1",
            "--results=results", "--no-progress"};
        Path folder = folder(work);
        Ibench.Running running = Ibench.start(work, sweep);
        awaitIntervals(running, folder.resolve("a13/r1"), "qr100");
        running.signal("INT");
        Ibench.Result interrupted = running.await(2, TimeUnit.MINUTES);
        assertEquals(130, interrupted.exitCode(), interrupted.all());

        Path disturbed = ResultFiles.runIn(folder.resolve("base/r1"));
        RunResult quiet = ResultJson.read(disturbed);
        ResultStore.writeAtomically(disturbed.resolve(ResultJson.FILE_NAME),
                ResultJson.toJson(DisturbedResults.disturb(quiet, "l.i0")));

        Ibench.Result resumed = Ibench.run(work, sweep);
        assertTrue(resumed.exitCode() == 0 || resumed.exitCode() == 4, resumed.all());
        assertTrue(resumed.out().contains("disturbed: l.i0 (" + DisturbedResults.REASON + "); it runs again after "
                + "the other configs"), resumed.out());
        assertTrue(resumed.out().contains("== base (1 of 2, repetition 1 of 2, run again 1 of at most 1 after a "
                + "disturbed run)"), resumed.out());
        List<RunResult> baseR1 = results(folder.resolve("base/r1"));
        assertEquals(2, baseR1.size(), "the disturbed run is kept beside the run again");
        assertEquals(quiet.runId(), baseR1.get(0).runId());
        RunResult again = baseR1.get(1);
        String a13r1 = results(folder.resolve("a13/r1")).get(0).startedAt();
        String baseR2 = results(folder.resolve("base/r2")).get(0).startedAt();
        assertTrue(again.startedAt().compareTo(a13r1) > 0 && again.startedAt().compareTo(baseR2) < 0,
                "run again after a13's repetition 1 and before base's repetition 2: " + again.startedAt() + " "
                        + a13r1 + " " + baseR2);
        assertEquals(1, again.repetition().index());
        assertTrue(resumed.out().contains("replaced by " + again.runId() + ": l.i0 disturbed ("
                + DisturbedResults.REASON + ")"), "the sweep's comparison names the replaced run: " + resumed.out());
        assertTrue(Files.readString(folder.resolve("report.html")).contains(quiet.runId()),
                "the report names the replaced run");

        Ibench.Result compared = Ibench.run(work, "compare", folder.toString(), "--format=json", "--fail-below=0");
        JsonNode json = new ObjectMapper().readTree(compared.out());
        List<String> replaced = new ArrayList<>();
        json.get("disturbed").get("replaced").forEach(r -> replaced.add(r.get("runId").asText() + " by "
                + r.get("by").asText()));
        assertTrue(replaced.contains(quiet.runId() + " by " + again.runId()), compared.out());
        json.get("runs").forEach(r -> assertFalse(r.get("runId").asText().equals(quiet.runId()),
                "the replaced run is not compared"));
    }

    @Test
    void untilDetectableAddsRepetitionsUntilTheBudgetThenTheTimeIsSpent() throws Exception {
        Requirements.executable(Path.of(MARIADB, "sbin/mariadbd"), "server binary of the sweep");
        List<String> sweep = new ArrayList<>(List.of("sweep", "--dbms=mariadb", "--basedir=" + MARIADB,
                "--config=base,a13", "--steps=l.i0", "--rows-per-table=10k", "--keep-disturbed",
                "--until-detectable=0.1", "--results=results", "--no-progress"));
        Path folder = folder(work);
        List<String> budget = new ArrayList<>(sweep);
        budget.add("--max-repeat=3");
        Ibench.Result first = Ibench.run(work, budget.toArray(String[]::new));
        assertEquals(0, first.exitCode(), first.all());
        assertTrue(first.out().contains("Until ±0.1 % detectable, after 2 repetitions: 0 of 1 steps reached it; "
                + "adding a repetition"), first.out());
        assertTrue(first.out().contains("Until ±0.1 % detectable, after 3 repetitions: 0 of 1 steps reached it; "
                + "stopping"), first.out());
        for (String config : List.of("base", "a13")) {
            for (int r = 1; r <= 3; r++) {
                RunResult run = results(folder.resolve(config + "/r" + r)).get(0);
                assertEquals(r + "/3", run.repetition().index() + "/" + run.repetition().of(), config);
            }
            assertFalse(Files.exists(folder.resolve(config + "/r4")));
        }
        JsonNode campaign = new ObjectMapper().readTree(folder.resolve("campaign.json").toFile());
        assertEquals("repetitions", campaign.get("stopped").asText(), campaign.toString());
        assertEquals(3, campaign.get("repetitions").asInt());

        Ibench.Result compared = Ibench.run(work, "compare", folder.toString(), "--format=json", "--fail-below=0",
                "--keep-disturbed");
        assertEquals(0, compared.exitCode(), compared.all());
        JsonNode json = new ObjectMapper().readTree(compared.out());
        JsonNode step = json.get("campaign").get("steps").get(0);
        assertEquals("l.i0", step.get("step").asText());
        assertEquals(json.get("detectable").get(0).get("relative").asDouble(), step.get("detectable").asDouble(),
                "the campaign's figure is the one compare states");
        assertEquals("paired", json.get("detectable").get(0).get("source").asText(), compared.out());
        assertFalse(step.get("reached").asBoolean());
        assertEquals("the budget of 3 repetitions was spent", step.get("why").asText());
        assertTrue(first.out().contains("l.i0: ±" + percent(step.get("detectable").asDouble()) + " with 3 "
                + "repetitions, not reached: the budget of 3 repetitions was spent"), first.out());

        List<String> longer = new ArrayList<>(sweep);
        longer.addAll(List.of("--max-repeat=5", "--max-time=8s"));
        Ibench.Result continued = Ibench.run(work, longer.toArray(String[]::new));
        assertEquals(0, continued.exitCode(), continued.all());
        assertEquals(6, continued.out().split("done before: ", -1).length - 1, continued.out());
        assertTrue(Files.exists(folder.resolve("a13/r4")) && !Files.exists(folder.resolve("base/r5")),
                continued.out());
        JsonNode timed = new ObjectMapper().readTree(folder.resolve("campaign.json").toFile());
        assertEquals("time", timed.get("stopped").asText(), continued.out());
        assertEquals(4, timed.get("repetitions").asInt());
        assertTrue(continued.out().contains("stopped after 4 repetitions: another repetition would have ended after "
                + "the time limit of 8 s"), continued.out());
    }

    private static String percent(double share) {
        return io.ibench.report.verdict.Campaign.percent(share);
    }

    /** @return the results of the runs in the folder, oldest first */
    private static List<RunResult> results(Path folder) throws IOException {
        try (Stream<Path> runs = Files.list(folder)) {
            return runs.filter(p -> Files.exists(p.resolve(ResultJson.FILE_NAME))).map(ResultJson::read)
                    .sorted(Comparator.comparing(RunResult::startedAt)).toList();
        }
    }

    /** Waits until a run in the folder has written two intervals of the step. */
    private static void awaitIntervals(Ibench.Running running, Path folder, String step) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
        while (System.nanoTime() < deadline) {
            if (!running.process().isAlive()) {
                throw new AssertionError("the sweep ended before " + folder + " ran " + step + ": "
                        + running.await(1, TimeUnit.SECONDS).all());
            }
            if (Files.isDirectory(folder)) {
                try (Stream<Path> files = Files.walk(folder)) {
                    Path tsv = files.filter(f -> f.getFileName().toString().equals(step + ".intervals.tsv"))
                            .findFirst().orElse(null);
                    if (tsv != null && Files.readAllLines(tsv).size() > 2) {
                        return;
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError(folder + " did not run " + step + " in 10 minutes");
    }
}
