package io.ibench.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ibench sweep}'s options for disturbed runs and campaigns that run until they can tell: each bad one is one
 * sentence and exit code 2 before any binary is looked at or any folder made.
 */
class SweepCampaignOptionsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "sweep|--until-detectable=PCT|until every step's detectable difference",
        "sweep|--rerun-disturbed=N|Run a config (repetition) again, at most N times",
        "sweep|--max-time=DURATION|start no repetition that would end more than DURATION after the sweep started",
        "compare|--keep-disturbed|Judge the steps during which something else took a share of the host",
        "report|--keep-disturbed|Judge the steps during which something else took a share of the host",
        "calibrate|--keep-disturbed|Count the steps during which something else took a share of the host"})
    void theHelpNamesTheOptions(String command, String option, String help) {
        CliOutput result = CleanErrors.run(command, "--help");
        assertEquals(ExitCodes.OK, result.exitCode(), result.err());
        String text = result.out().replaceAll("\\s+", " ");
        assertTrue(text.contains(option) && text.contains(help), result.out());
        assertTrue(!command.equals("sweep") || text.contains("at most ±PCT %, or the budget"), result.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--until-detectable=15|--until-detectable needs a budget: give --max-repeat N (and optionally --max-time)",
        "--max-repeat=4|--max-repeat and --max-time are the budget of --until-detectable; give --until-detectable PCT "
            + "too, or use --repeat N",
        "--until-detectable=0 --max-repeat=4|--until-detectable must be a percentage above 0 and at most 1000 (got "
            + "0.0)",
        "--until-detectable=15 --max-repeat=1|--max-repeat must be a whole number from 2 to 1000 (got 1)",
        "--until-detectable=15 --max-repeat=3 --repeat=4|--repeat 4 (the first repetitions of --until-detectable) is "
            + "more than --max-repeat 3",
        "--until-detectable=15 --max-repeat=3 --max-time=soon|--max-time takes a duration such as 90m, 2h or 3600s "
            + "(got 'soon')",
        "--until-detectable=15 --max-repeat=3 --plan|--until-detectable decides the repetitions while the sweep "
            + "runs, so it cannot be planned as jobs or split; drop --plan, --ansible and --repetition",
        "--rerun-disturbed=11|--rerun-disturbed must be a whole number from 0 to 10 (got 11)",
        "--keep-disturbed --rerun-disturbed=1|--keep-disturbed counts disturbed runs like the others, so none is run "
            + "again; drop --rerun-disturbed"})
    void aBadCampaignOptionIsOneSentenceBeforeAnythingStarts(String options, String sentence,
                                                             @org.junit.jupiter.api.io.TempDir Path dir) {
        List<String> args = new ArrayList<>(List.of("sweep", "--dbms=mariadb", "--basedir=" + dir.resolve("none"),
                "--config=base", "--results=" + dir.resolve("results")));
        args.addAll(List.of(options.split(" ")));
        CliOutput result = CleanErrors.run(args.toArray(String[]::new));
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.err());
        assertEquals("ibench sweep: " + sentence, result.err().strip());
        assertNull(CleanErrors.problem("sweep", result.err()), result.err());
        assertTrue(Files.notExists(dir.resolve("results")), "nothing was started");
    }
}
