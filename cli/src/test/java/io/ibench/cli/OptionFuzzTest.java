package io.ibench.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Random option combinations for {@code ibench run}, {@code report}, {@code compare} and
 * {@code adapters}, drawn from the commands' real option lists (picocli's model) with valid,
 * invalid, out-of-range, empty, repeated and contradictory values ({@link OptionValues}), and
 * unknown options. Every run is pointed at a closed port on the loopback interface, so it stops at
 * validation or fails to connect; nothing starts an embedded server or reaches a database.
 *
 * <p>Each answer must come within {@link CleanErrors#DEADLINE}, with an exit code whose meaning is
 * documented — 0 done (or help shown), 1 the run failed (the server cannot be reached), 2 bad
 * options, 3 the compare gate failed — no stack trace, no "--verbose shows the details" (the mark
 * of an error nobody anticipated), and for exit 2 a first line that names an option or argument.
 * Cases are drawn from a fixed seed; a failure names its case and seed
 * ({@code -Dibench.fuzz.seed=N -Dibench.fuzz.cases=M} runs others).
 */
class OptionFuzzTest {
    private static final long SEED = Long.getLong("ibench.fuzz.seed", 20261123L);
    private static final int CASES = Integer.getInteger("ibench.fuzz.cases", 300);
    private static final Path FIXTURES = Path.of("../report/src/test/resources/io/ibench/report/runs")
            .toAbsolutePath().normalize();
    private static final List<String> COMMANDS =
            List.of("run", "run", "run", "report", "compare", "compare", "adapters");
    private static final Set<String> SERVER = Set.of("--url", "--host", "--port", "--socket");

    @TempDir
    static Path dir;

    private static OptionValues values;
    private static CommandSpec root;

    @BeforeAll
    static void prepare() throws IOException {
        Files.writeString(dir.resolve("file.txt"), "Fuzz$ecret\n");
        values = new OptionValues(dir);
        root = new CommandLine(new IbenchCommand()).getCommandSpec();
    }

    @Test
    void randomOptionCombinationsGetAnExitCodeAndOneSentenceNamingTheOption() throws Exception {
        FuzzCases.run("OptionFuzzTest", SEED, CASES, (n, seed) -> {
            List<String> args = draw(new Random(seed));
            String failure = check(args);
            return failure == null ? null : "ibench " + String.join(" ", args) + ": " + failure;
        });
    }

    @Test
    void everyRunCaseNamesAServerWhereNothingListens() {
        for (int n = 0; n < CASES; n++) {
            List<String> args = draw(new Random(SEED + n));
            if (args.get(0).equals("run")) {
                String line = String.join(" ", args);
                assertTrue(SERVER.stream().anyMatch(s -> given(args, s)), "a server: " + line);
                assertTrue(!given(args, "--host") || given(args, "--port"), "a port with the host: " + line);
                for (String arg : args) {
                    assertTrue(!arg.startsWith("--url=") || !arg.contains("//")
                            || arg.matches(".*(127\\.0\\.0\\.1|localhost):(1|99999)/.*"),
                            "a closed port in the URL: " + line);
                    assertTrue(!arg.contains("3306") && !arg.contains("5432") && !arg.contains("mysqld")
                            && !arg.contains("postgresql/"), "no real server: " + line);
                }
            }
        }
    }

    /** Draws a command and its arguments. */
    private static List<String> draw(Random random) {
        String command = OptionValues.pick(random, COMMANDS);
        CommandSpec spec = root.subcommands().get(command).getCommandSpec();
        List<OptionSpec> options = spec.options().stream().filter(o -> !o.usageHelp() || random.nextInt(20) == 0)
                .toList();
        List<String> args = new ArrayList<>();
        args.add(command);
        // A run that passes validation costs a second (the connection pool's fail-fast wait), so runs get more options.
        int count = command.equals("run") ? 2 + random.nextInt(7) : random.nextInt(Math.min(7, options.size()) + 1);
        List<OptionSpec> drawn = new ArrayList<>(options);
        Collections.shuffle(drawn, random);
        for (OptionSpec option : drawn.subList(0, Math.min(count, drawn.size()))) {
            args.add(render(option, random));
            if (random.nextInt(15) == 0) {
                args.add(render(option, random));
            }
        }
        if (random.nextInt(12) == 0) {
            args.add(OptionValues.pick(random, List.of("--nonsense", "-x", "--url", "extra", "--", "-")));
        }
        if (!spec.positionalParameters().isEmpty()) {
            int inputs = random.nextInt(4);
            for (int i = 0; i < inputs; i++) {
                args.add(OptionValues.pick(random, List.of(FIXTURES.resolve("base").toString(),
                        FIXTURES.resolve("a13s").toString(), FIXTURES.toString(), dir.resolve("missing").toString(),
                        dir.resolve("file.txt").toString(), "")));
            }
        }
        keepAway(command, args);
        return args;
    }

    private static String render(OptionSpec option, Random random) {
        String name = random.nextInt(5) == 0 ? option.shortestName() : option.longestName();
        if (option.arity().max() == 0) {
            return name;
        }
        String value = values.draw(option, random);
        return random.nextBoolean() ? name + "=" + value : name + "\u0000" + value;
    }

    /**
     * Splits the "name value" pairs and makes sure nothing can reach a real server or write into
     * the working folder: a run gets the closed URL when it names no server, and port 1 when it
     * names a host without a port; results and reports go to the temporary folder.
     */
    private static void keepAway(String command, List<String> args) {
        List<String> split = new ArrayList<>();
        for (String arg : args) {
            split.addAll(List.of(arg.split("\u0000", -1)));
        }
        args.clear();
        args.addAll(split);
        if (command.equals("run")) {
            if (SERVER.stream().noneMatch(s -> given(args, s))) {
                args.add("--url=" + OptionValues.CLOSED_URL);
            } else if (given(args, "--host") && !given(args, "--port")) {
                args.add("--port=1");
            }
            if (args.stream().noneMatch(a -> a.startsWith("--results"))) {
                args.add("--results=" + dir.resolve("results"));
            }
        }
        if (command.equals("report") && args.stream().noneMatch(a -> a.startsWith("--output") || a.startsWith("-o"))) {
            args.add("--output=" + dir.resolve("report.html"));
        }
    }

    private static boolean given(List<String> args, String option) {
        return args.stream().anyMatch(a -> a.equals(option) || a.startsWith(option + "="));
    }

    /** @return why the answer is not acceptable, or null */
    private static String check(List<String> args) {
        String command = args.get(0);
        CliOutput result;
        long t0 = System.nanoTime();
        try {
            result = CleanErrors.run(args.toArray(String[]::new));
        } catch (AssertionError e) {
            return e.getMessage();
        }
        if (FuzzCases.SHOW) {
            System.out.println((System.nanoTime() - t0) / 1_000_000 + " ms: ibench " + String.join(" ", args)
                    + "\n  exit " + result.exitCode() + ": " + result.err().strip());
        }
        boolean verbose = args.contains("-v") || args.contains("--verbose");
        String unclean = verbose ? null : CleanErrors.problem(command, result.err());
        if (unclean != null) {
            return unclean;
        }
        if (result.err().contains("--verbose shows the details")) {
            return "an unanticipated error: " + result.err().strip();
        }
        if (result.err().contains("Fuzz$ecret") || result.out().contains("Fuzz$ecret")) {
            return "the password shows";
        }
        int code = result.exitCode();
        boolean help = args.contains("-h") || args.contains("--help")
                || args.stream().anyMatch(a -> a.startsWith("--help="));
        Set<Integer> allowed = switch (command) {
            case "run" -> Set.of(ExitCodes.FAILURE, ExitCodes.USAGE);
            case "compare" -> Set.of(ExitCodes.OK, ExitCodes.USAGE, ExitCodes.GATE_FAILED);
            default -> Set.of(ExitCodes.OK, ExitCodes.USAGE);
        };
        if (!allowed.contains(code) && !(help && code == ExitCodes.OK)) {
            return "exit code " + code + ": " + result.err().strip();
        }
        if (code == ExitCodes.USAGE) {
            String first = result.err().lines().findFirst().orElse("");
            if (!namesAnOption(command, first, args)) {
                return "the error names no option or argument: " + first;
            }
        }
        return null;
    }

    /** A bad option is named by its name, a bad input file by its path (as given, or with result.json added). */
    private static boolean namesAnOption(String command, String line, List<String> args) {
        CommandSpec spec = root.subcommands().get(command).getCommandSpec();
        Set<String> names = spec.options().stream().map(OptionSpec::longestName).collect(Collectors.toSet());
        spec.positionalParameters().forEach(p -> names.add(p.paramLabel()));
        boolean file = line.startsWith("problem: ")
                && args.stream().skip(1).filter(a -> !a.isEmpty() && !a.startsWith("--")).anyMatch(line::contains);
        return file || names.stream().anyMatch(line::contains) || line.contains("Unknown option")
                || line.contains("Unmatched argument");
    }
}
