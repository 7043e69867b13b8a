package io.ibench.cli;

import io.ibench.cli.ResultDamage.Expect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Feeds {@code ibench report} and {@code ibench compare} copies of the report module's three real
 * fixture runs, one of them damaged in one of the ways of {@link ResultCorruptions}, and checks
 * every answer: the command returns within {@link CleanErrors#DEADLINE}, exits 0 (or 3 for a
 * compare gate) or 2, shows no stack trace, and names the damaged file — with the line, or the
 * field and its line, where the damage has one — in one sentence.
 *
 * <p>The cases are drawn from a fixed seed, so every build runs the same ones; a failure names
 * its case and seed. {@code -Dibench.fuzz.seed=N -Dibench.fuzz.cases=M} runs others, and
 * {@code -Dibench.fuzz.show=true} prints every answer.
 */
class ResultFileFuzzTest {
    private static final Path FIXTURES = Path.of("../report/src/test/resources/io/ibench/report/runs")
            .toAbsolutePath().normalize();
    private static final List<String> RUNS = List.of("base", "a13s", "flush2");
    private static final List<String> FORMATS = List.of("text", "csv", "json", "markdown");

    @TempDir
    Path dir;

    @Test
    void damagedResultFilesGetOneSentenceNamingTheFileAndNeverAStackTraceOrAHang() throws Exception {
        FuzzCases.run("ResultFileFuzzTest", 20261122L, 300, this::runCase);
    }

    @Test
    void theCorruptionsAreDeterministicAndDamageTheFiles() throws IOException {
        Path pristine = FIXTURES.resolve("base");
        for (int i = 0; i < ResultCorruptions.ALL.size(); i++) {
            Path first = dir.resolve("first-" + i);
            Path second = dir.resolve("second-" + i);
            copy(pristine, first);
            copy(pristine, second);
            ResultDamage a = ResultCorruptions.ALL.get(i).apply(first, new Random(i));
            ResultDamage b = ResultCorruptions.ALL.get(i).apply(second, new Random(i));
            assertEquals(a.description(), b.description(), "corruption " + i);
            assertEquals(contents(first), contents(second),
                    "corruption " + i + " (" + a.description() + ") with the same seed");
            assertNotEquals(contents(pristine), contents(first),
                    "corruption " + i + " (" + a.description() + ") changes a file");
        }
    }

    /** @return every file under {@code folder}, by relative path, with its bytes as text (Latin-1 keeps every byte) */
    private static Map<String, String> contents(Path folder) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path file : paths.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(file).toString(),
                        new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        return files;
    }

    /** @return why the case failed, or null */
    private String runCase(int n, long seed) throws IOException {
        Random random = new Random(seed);
        String damagedRun = RUNS.get(random.nextInt(RUNS.size()));
        Path caseDir = dir.resolve("case-" + n);
        Path run = caseDir.resolve(damagedRun);
        copy(FIXTURES.resolve(damagedRun), run);
        ResultCorruptions.Corruption corruption =
                ResultCorruptions.ALL.get(random.nextInt(ResultCorruptions.ALL.size()));
        ResultDamage damage = corruption.apply(run, random);

        List<String> args = new ArrayList<>();
        String command = random.nextInt(4) == 0 ? "report" : "compare";
        args.add(command);
        List<String> inputs = new ArrayList<>();
        for (String name : RUNS) {
            if (name.equals(damagedRun)) {
                inputs.add(run.toString());
            } else if (random.nextInt(3) > 0) {
                inputs.add(FIXTURES.resolve(name).toString());
            }
        }
        Collections.shuffle(inputs, random);
        args.addAll(inputs);
        if (command.equals("report")) {
            args.add("--output=" + caseDir.resolve("report.html"));
        } else {
            args.add("--format=" + FORMATS.get(random.nextInt(FORMATS.size())));
        }
        List<String> pristine = inputs.stream().filter(i -> !i.equals(run.toString())).toList();
        if (!pristine.isEmpty() && random.nextInt(4) == 0) {
            args.add("--base=" + Path.of(pristine.get(random.nextInt(pristine.size()))).getFileName());
        }
        String what = damage.description() + "; ibench " + String.join(" ", args);
        CliOutput result;
        try {
            result = CleanErrors.run(args.toArray(String[]::new));
        } catch (AssertionError e) {
            return what + ": " + e.getMessage();
        }
        if (FuzzCases.SHOW) {
            System.out.println("case " + n + ": " + what + "\n  exit " + result.exitCode() + ", stderr: "
                    + result.err().strip());
        }
        String verdict = judge(command, damage, result);
        return verdict == null ? null : what + ": " + verdict + "\n  stderr: " + result.err().strip();
    }

    /** @return what is wrong with the answer, or null */
    private static String judge(String command, ResultDamage damage, CliOutput result) {
        String unclean = CleanErrors.problem(command, result.err());
        if (unclean != null) {
            return unclean;
        }
        int code = result.exitCode();
        boolean gate = command.equals("compare") && code == ExitCodes.GATE_FAILED;
        if (code != ExitCodes.OK && code != ExitCodes.USAGE && !gate) {
            return "exit code " + code;
        }
        List<String> naming = result.err().lines().filter(l -> l.contains(damage.file().toString())).toList();
        boolean seriesFile = !damage.file().getFileName().toString().equals("result.json");
        if (command.equals("compare") && seriesFile) {
            return naming.isEmpty() && code != ExitCodes.USAGE ? null
                    : "compare reads only result.json, yet it reacted to damage of " + damage.file();
        }
        if (damage.expect() == Expect.HARMLESS) {
            return code == ExitCodes.USAGE && !naming.isEmpty() ? "a harmless change was reported" : null;
        }
        if (damage.expect() == Expect.EITHER) {
            return code == ExitCodes.USAGE && naming.isEmpty() ? "exit 2 without naming " + damage.file() : null;
        }
        if (code != ExitCodes.USAGE) {
            return "exit code " + code + " where 2 was due";
        }
        if (naming.isEmpty()) {
            return "no sentence names " + damage.file();
        }
        for (String line : naming) {
            boolean all = damage.mentions().stream().allMatch(line::contains)
                    && (damage.expect() != Expect.RUN_LEFT_OUT || line.endsWith("; it is left out"));
            if (all) {
                return null;
            }
        }
        return "the sentence naming the file lacks " + damage.mentions()
                + (damage.expect() == Expect.RUN_LEFT_OUT ? " or '; it is left out'" : "");
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        assertTrue(Files.exists(to.resolve("result.json")));
    }
}
