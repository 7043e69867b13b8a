package io.ibench.cli.options;

import io.ibench.cli.CliOutput;
import io.ibench.cli.ExitCodes;
import io.ibench.cli.IbenchCommand;
import io.ibench.core.config.ConfigException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A user's own profile file ({@code --profile PATH}): read like the bundled ones, and every
 * problem — the file, a line, an option, a value — is one sentence naming the file and the line.
 * Runs point at a closed port, so a profile that passes gets as far as "cannot reach".
 */
class ProfileFileTest {
    private static final String CLOSED = "--url=jdbc:mysql://127.0.0.1:1/ib";

    @TempDir
    Path dir;

    private Path profile(String text) throws IOException {
        return Files.writeString(dir.resolve("mine.properties"), text);
    }

    private CliOutput run(Path profile, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("run", CLOSED, "--results=" + dir.resolve("r"),
                "--profile", profile.toString()));
        args.addAll(List.of(more));
        return CliOutput.run(args.toArray(String[]::new));
    }

    private void assertError(String expected, CliOutput result) {
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.err());
        assertEquals("ibench run: " + expected, result.err().lines().findFirst().orElse(""));
        assertFalse(result.err().contains("\tat "), result.err());
    }

    @Test
    void aProfileFileSetsOptionsInFileOrderAndTheCommandLineWins() throws IOException {
        Path file = profile("# my bench host\nclients = 4\n--rows-per-table=1k\n\n! old style comment\n"
                + "query-seconds=5\nshared-table=\ndelete-per-insert=false\n");
        List<String> args = List.of(Profiles.expand(new String[] {"run", CLOSED, "--profile", file.toString(),
            "--clients", "2"}, new CommandLine(new IbenchCommand())).args());
        assertEquals(List.of("run", "--rows-per-table=1k", "--query-seconds=5", "--shared-table",
                "--delete-per-insert=false", CLOSED, "--profile", file.toString(), "--clients", "2"), args);
    }

    @Test
    void aValidProfileFileGetsAsFarAsTheServer() throws IOException {
        CliOutput result = run(profile("clients=2\nrows-per-table=1k\nno-host-metrics=\n"));
        assertEquals(ExitCodes.FAILURE, result.exitCode(), result.err());
        assertTrue(result.err().startsWith("ibench run: cannot reach a server at 127.0.0.1:1"), result.err());
    }

    @Test
    void theFileMustExistAndBeText() throws IOException {
        Path missing = dir.resolve("none.properties");
        assertError("cannot read --profile " + missing + ": no such file or folder", run(missing));
        assertError("--profile " + dir + "/ is a folder; name a profile's .properties file",
                CliOutput.run("run", CLOSED, "--profile", dir + "/"));
        Path binary = Files.write(dir.resolve("bin.properties"), new byte[] {'c', '=', (byte) 0xFF, '\n'});
        assertError("profile file " + binary + " is not UTF-8 text", run(binary));
    }

    @Test
    void aMalformedLineAnUnknownOptionOrARepeatedOneIsNamedWithItsLine() throws IOException {
        Path file = profile("clients=2\nrows-per-table 10k\n");
        assertError("profile file " + file
                + ", line 2: expected option=value, such as clients=8 (got 'rows-per-table 10k')",
                run(file));
        file = profile("clients=2\n\nnosuch=1\n");
        assertError("profile file " + file + ", line 3: --nosuch is not an option of ibench run", run(file));
        file = profile("clients=2\nprofile=quick\n");
        assertError("profile file " + file + ", line 2: --profile cannot be set in a profile", run(file));
        file = profile("clients=2\nquery-seconds=5\n--clients=3\n");
        assertError("profile file " + file + ", line 3: --clients is set again (first on line 1)", run(file));
        file = profile("host-metrics=true\nno-host-metrics=\n");
        assertError("profile file " + file + ", line 2: --no-host-metrics sets the same option as line 1", run(file));
    }

    @Test
    void aBadValueNamesTheProfileLineAndTheOption() throws IOException {
        Path file = profile("# sizes\nclients=0\n");
        assertError("profile file " + file + ", line 2: --clients must be between 1 and 4096 (got 0)", run(file));
        file = profile("rows-per-table=1k\nclients=x\n");
        assertError("profile file " + file + ", line 2: Invalid value for option '--clients': 'x' is not an int",
                run(file));
        file = profile("steps=l.i0,qz9\n");
        assertTrue(run(file).err()
                .startsWith("ibench run: profile file " + file + ", line 1: unknown step 'qz9' in --steps"));
    }

    @Test
    void aBadValueOnTheCommandLineIsNotBlamedOnTheProfile() throws IOException {
        Path file = profile("clients=2\n");
        assertError("--query-seconds must be between 1 and 2592000 (got 0)", run(file, "--query-seconds=0"));
        assertError("--clients must be between 1 and 4096 (got 0)", run(file, "--clients=0"));
    }

    @Test
    void theParserKeepsLineNumbers() {
        List<ProfileFile.Setting> settings = ProfileFile.parse("p", "# c\n\n a = 1 \n--b=x=y\nc=\n");
        assertEquals(List.of(new ProfileFile.Setting("--a", "1", 3), new ProfileFile.Setting("--b", "x=y", 4),
                new ProfileFile.Setting("--c", "", 5)), settings);
        assertEquals("p, line 1: expected option=value, such as clients=8 (got '=1')",
                assertThrows(ConfigException.class, () -> ProfileFile.parse("p", "=1")).getMessage());
    }
}
