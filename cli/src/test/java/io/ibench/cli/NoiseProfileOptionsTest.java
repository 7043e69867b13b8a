package io.ibench.cli;

import io.ibench.cli.sweep.SweepFolder;
import io.ibench.cli.sweep.SweepReport;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.ibench.core.result.ResultJson;
import io.ibench.report.verdict.NoiseProfile;
import io.ibench.report.verdict.NoiseProfileJson;
import io.ibench.report.verdict.StepNoise;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ibench calibrate}'s bad options, and {@code compare}'s noise profile: named by {@code --noise-profile},
 * found in a folder given, refused when damaged or measured for another server, each in one sentence.
 */
class NoiseProfileOptionsTest {
    private static final Path BASE = Path.of("../report/src/test/resources/io/ibench/report/runs/base");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--runs=1|--runs must be a whole number from 2 to 100 (got 1)",
        "--runs=101|--runs must be a whole number from 2 to 100 (got 101)",
        "--resume=results/x|ibench calibrate does not resume a run; run it again instead",
        "--repeat=3|ibench calibrate runs the configuration --runs times; drop --repeat"})
    void calibrateRefusesBadOptionsBeforeTouchingAServer(String option, String sentence) {
        CliOutput result = CleanErrors.run("calibrate", option, "--url", "jdbc:mysql://127.0.0.1:1/none",
                "--results", dir.resolve("results").toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.err());
        assertEquals("ibench calibrate: " + sentence, result.err().lines().findFirst().orElse(""));
        assertNull(CleanErrors.problem("calibrate", result.err()), result.err());
        assertTrue(Files.notExists(dir.resolve("results")), "nothing was run");
    }

    @Test
    void calibrateFromFinishedRunsWritesTheProfileIntoTheirFolderAndOneRunIsRefused() throws IOException {
        copy("a", "A");
        Path runs = dir.resolve("runs");
        CliOutput one = CleanErrors.run("calibrate", "--from", runs.toString());
        assertEquals(ExitCodes.USAGE, one.exitCode(), one.err());
        assertEquals("ibench calibrate: a noise profile needs at least two runs of one configuration that finished "
                + "the same step; 1 run(s) were given", one.err().strip());
        copy("b", "A");
        CliOutput two = CleanErrors.run("calibrate", "--from", runs.toString());
        assertEquals(ExitCodes.OK, two.exitCode(), two.err());
        NoiseProfile profile = NoiseProfileJson.read(runs.resolve(NoiseProfileJson.FILE_NAME));
        assertEquals(2, profile.runs());
        assertEquals(0.0, profile.step("l.i1").variance(), "two copies of one run do not differ");
        assertEquals(1.0, profile.step("l.i1").degreesOfFreedom());
        assertTrue(two.out().startsWith("Noise profile: "), two.out());
    }

    @Test
    void aProfileInAFolderGivenIsUsedAndOneForAnotherServerIsRefusedOrSetAside() throws IOException {
        Path runs = twoRunsWithTheirProfile();
        CliOutput used = CleanErrors.run("compare", runs.toString(), "--format", "text", "--fail-below", "0");
        assertEquals(ExitCodes.OK, used.exitCode(), used.err());
        assertTrue(used.out().contains("Noise profile: host " + hostOfBase() + ", " + serverOfBase()), used.out());
        assertTrue(used.out().contains("l.i1: ±"), used.out());

        NoiseProfileJson.write(runs, profile("MySQL 8.0.31"));
        CliOutput setAside = CleanErrors.run("compare", runs.toString(), "--fail-below", "0");
        assertEquals(ExitCodes.OK, setAside.exitCode(), setAside.err());
        assertEquals("problem: the noise profile was measured with MySQL 8.0.31, the base run used " + serverOfBase()
                + ", so it is not used", setAside.err().strip());
        assertTrue(setAside.out().contains("No noise profile"), setAside.out());

        CliOutput refused = CleanErrors.run("compare", runs.toString(), "--noise-profile",
                runs.resolve(NoiseProfileJson.FILE_NAME).toString());
        assertEquals(ExitCodes.USAGE, refused.exitCode(), refused.err());
        assertTrue(refused.err().startsWith("ibench compare: --noise-profile "
                + runs.resolve(NoiseProfileJson.FILE_NAME)
                + ": the noise profile was measured with MySQL 8.0.31"), refused.err());
        assertNull(CleanErrors.problem("compare", refused.err()), refused.err());
    }

    @Test
    void theReportAtTheEndOfASweepUsesTheProfileInTheSweepsFolderOrSetsItAside() throws IOException {
        Path runs = twoRunsWithTheirProfile();
        CliOutput used = sweepReport(runs);
        assertTrue(used.out().contains("Noise profile: host " + hostOfBase() + ", " + serverOfBase()), used.out());
        assertTrue(Files.readString(runs.resolve(SweepFolder.REPORT)).contains("Noise profile: host " + hostOfBase()),
                "the HTML report names it too");

        NoiseProfileJson.write(runs, profile("MySQL 8.0.31"));
        CliOutput setAside = sweepReport(runs);
        assertTrue(setAside.err().contains("problem: the noise profile was measured with MySQL 8.0.31, the base run "
                + "used " + serverOfBase() + ", so it is not used"), setAside.err());
        assertTrue(setAside.out().contains("No noise profile"), setAside.out());

        Files.writeString(runs.resolve(NoiseProfileJson.FILE_NAME), "{}");
        CliOutput damaged = sweepReport(runs);
        assertTrue(damaged.err().lines().anyMatch(l -> l.startsWith("problem: ") && l.contains(NoiseProfileJson
                .FILE_NAME) && l.endsWith(", so it is not used")), damaged.err());
        assertTrue(damaged.out().contains("No noise profile"), damaged.out());
    }

    /** @return what the end of a sweep prints for the runs a and b of the folder, base A */
    private static CliOutput sweepReport(Path runs) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        SweepReport.write(List.of(runs.resolve("a"), runs.resolve("b")), "A", runs.resolve(SweepFolder.REPORT), false,
                null, new PrintWriter(out, true), new PrintWriter(err, true));
        return new CliOutput(0, out.toString(), err.toString());
    }

    @Test
    void aDamagedProfileIsRefusedInOneSentence() throws IOException {
        Path file = Files.writeString(dir.resolve("noise.json"), "{\"schemaVersion\": 1, \"runs\": \"five\"}");
        CliOutput result = CleanErrors.run("compare", BASE.toString(), "--noise-profile", file.toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.err());
        assertEquals("ibench compare: --noise-profile: " + file + ": created must be text of 1 to 1000 characters "
                + "without control characters", result.err().strip());
        assertNull(CleanErrors.problem("compare", result.err()), result.err());
    }

    /** @return runs/ with the runs a (label A) and b (label B) and a profile of their host, server and workload */
    private Path twoRunsWithTheirProfile() throws IOException {
        Path runs = Files.createDirectories(dir.resolve("runs"));
        copy("a", "A");
        copy("b", "B");
        NoiseProfileJson.write(runs, profile(serverOfBase()));
        return runs;
    }

    private void copy(String folder, String label) throws IOException {
        ObjectNode run = (ObjectNode) new ObjectMapper().readTree(BASE.resolve(ResultJson.FILE_NAME).toFile());
        run.put("label", label).put("runId", "20261127-0900" + folder);
        Path target = Files.createDirectories(dir.resolve("runs").resolve(folder));
        new ObjectMapper().writeValue(target.resolve(ResultJson.FILE_NAME).toFile(), run);
    }

    private static String serverOfBase() {
        return NoiseProfile.serverOf(ResultJson.read(BASE));
    }

    /** @return the host name the base run recorded, which a profile for it must name */
    private static String hostOfBase() {
        return ResultJson.read(BASE).environment().hostName();
    }

    private static NoiseProfile profile(String server) {
        return new NoiseProfile(hostOfBase(), server, NoiseProfile.workloadOf(ResultJson.read(BASE)),
                "2026-11-27T09:00:00Z", 5, Map.of("l.i1", new StepNoise(0.0025, 4)));
    }
}
