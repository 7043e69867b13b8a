package io.ibench.cli;

import io.ibench.cli.HostileRunFolders.Case;
import io.ibench.cli.ResultDamage.Expect;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs {@code ibench report} (and, for cases that attack {@code result.json}, {@code ibench compare}) on a good run
 * and one folder of the hostile corpus ({@link HostileRunFolders}): each answers within
 * {@link CleanErrors#DEADLINE} with one clean sentence naming the attacked file and what is wrong with it, leaves
 * out that run (a bad {@code result.json}) or only that chart, still compares the good run, exits 2, and never
 * shows the text of a file a link points at.
 */
class HostileRunFoldersTest {
    private static final Path GOOD = HostileRunFolders.FIXTURES.resolve("a13s");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @FieldSource("io.ibench.cli.HostileRunFolders#ALL")
    void eachHostileFolderCostsOneSentenceAndItsRunOrChartNeverTheReport(Case c) throws IOException {
        Path run = HostileRunFolders.craft(c, dir);
        Path html = dir.resolve("report.html");
        check(c, run, "report", CleanErrors.run("report", GOOD.toString(), run.toString(), "--output=" + html));
        String page = Files.readString(html);
        assertFalse(page.contains(HostileRunFolders.SECRET), "the report shows the linked file's text");
        assertTrue(page.contains("a13s"), "the good run is in the report");
        assertEquals(c.expect() != Expect.RUN_LEFT_OUT, page.contains("20261121-224538-base"),
                "the run is in the report unless its result.json is unusable");
        if (!c.reportOnly()) {
            CliOutput compare = CleanErrors.run("compare", GOOD.toString(), run.toString());
            check(c, run, "compare", compare);
            assertTrue(compare.out().contains("a13s"), "the good run is compared: " + compare.out());
        }
    }

    private static void check(Case c, Path run, String command, CliOutput result) {
        String what = "ibench " + command + " on " + c.name() + ": ";
        assertNull(CleanErrors.problem(command, result.err()), what + result.err());
        assertFalse((result.out() + result.err()).contains(HostileRunFolders.SECRET), what + "shows the secret");
        Path file = run.resolve(c.file());
        List<String> naming = result.err().lines().filter(l -> l.contains(file.toString())).toList();
        if (c.expect() == Expect.HARMLESS) {
            assertEquals(ExitCodes.OK, result.exitCode(), what + result.err());
            assertEquals(List.of(), naming, what + "complains about a usable file");
            return;
        }
        assertEquals(ExitCodes.USAGE, result.exitCode(), what + result.err());
        assertTrue(naming.stream().anyMatch(line -> c.mentions().stream().allMatch(line::contains)
                        && (c.expect() != Expect.RUN_LEFT_OUT || line.endsWith("; it is left out"))),
                what + "no sentence names " + file + " with " + c.mentions() + ":\n" + result.err());
    }
}
