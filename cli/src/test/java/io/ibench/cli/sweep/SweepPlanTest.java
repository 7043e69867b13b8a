package io.ibench.cli.sweep;

import io.ibench.core.result.Golden;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SweepPlanTest {
    @Test
    void oneIndependentCommandPerConfigWithSizesPinned() throws Exception {
        List<String> lines = SweepPlan.lines("ibench", List.of("--profile=quick", "--clients=4",
                        "--rows-per-table=300k", "--dbms", "mariadb", "--basedir", "/opt/maria db", "--config",
                        "base,a13", "--config=a17", "--plan", "--seed=7"),
                jobs(List.of("base", "a13", "a17"), null),
                List.of("--seed=42", "--memory=24576m", "--cache-size=1024m"),
                "results/sweep-mariadb-10.11-quick", "base", 1);
        Golden.assertMatches("io/ibench/cli/sweep-plan.txt", String.join("\n", lines) + "\n");
    }

    @Test
    void repeatedSweepPlansOneCommandPerConfigAndRepetitionInterleaved() {
        List<String> lines = SweepPlan.lines("ibench", List.of("--dbms=mariadb", "--repeat", "2", "--repetition=1",
                        "--config=base,a13", "--plan"), jobs(List.of("base", "a13"), null), List.of("--seed=42"),
                "results/sweep", "base", 2);
        String common = "ibench sweep --dbms=mariadb --seed=42 --no-report ";
        assertEquals(List.of(common + "--config=base --repeat=2 --repetition=1",
                common + "--config=a13 --repeat=2 --repetition=1",
                common + "--config=base --repeat=2 --repetition=2",
                common + "--config=a13 --repeat=2 --repetition=2",
                "# then, with every config's folder in results/sweep: ibench report results/sweep/*/r*/ --base base "
                        + "-o results/sweep/report.html"), lines);
    }

    @Test
    void wordsAreQuotedForTheShellOnlyWhenNeeded() {
        assertEquals("--basedir=/usr", SweepPlan.quote("--basedir=/usr"));
        assertEquals("'a b'", SweepPlan.quote("a b"));
        assertEquals("'it'\\''s'", SweepPlan.quote("it's"));
    }

    @Test
    void aSweepOfTwoBuildsPlansOneJobPerBuildAndConfigEachWithItsNamedBuild() {
        List<SweepPlan.Job> jobs = List.of(new SweepPlan.Job("my5722.base", "base", "my5722=/opt/5.7"),
                new SweepPlan.Job("my5722.a13", "a13", "my5722=/opt/5.7"),
                new SweepPlan.Job("my8031.base", "base", "my8031=/opt/8.0"));
        List<String> lines = SweepPlan.lines("ibench", List.of("--basedir=/opt/5.7", "--basedir", "/opt/8.0",
                "--config=base,a13", "--repeat=2", "--plan"), jobs, List.of("--seed=42"), "results/s", "my5722.base",
                2);
        String common = "ibench sweep --seed=42 --no-report ";
        assertEquals(List.of(common + "--basedir=my5722=/opt/5.7 --config=base --repeat=2 --repetition=1",
                common + "--basedir=my5722=/opt/5.7 --config=a13 --repeat=2 --repetition=1",
                common + "--basedir=my8031=/opt/8.0 --config=base --repeat=2 --repetition=1",
                common + "--basedir=my5722=/opt/5.7 --config=base --repeat=2 --repetition=2",
                common + "--basedir=my5722=/opt/5.7 --config=a13 --repeat=2 --repetition=2",
                common + "--basedir=my8031=/opt/8.0 --config=base --repeat=2 --repetition=2",
                "# then, with every config's folder in results/s: ibench report results/s/*/r*/ --base my5722.base "
                        + "-o results/s/report.html"), lines);
    }

    private static List<SweepPlan.Job> jobs(List<String> configs, String basedir) {
        return configs.stream().map(c -> new SweepPlan.Job(c, c, basedir)).toList();
    }
}
