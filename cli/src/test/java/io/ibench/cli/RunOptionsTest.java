package io.ibench.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad input is rejected before any server is contacted (the URL points at a closed port, so a
 * run that got as far as connecting would fail differently), with one sentence and exit code 2.
 */
class RunOptionsTest {
    private static final String CLOSED = "--url=jdbc:mysql://127.0.0.1:1/ib";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--steps=l.i0,qz9 | unknown step 'qz9' in --steps; known steps: l.i0, l.x, l.i1, l.i2, cleanup, qrN, qpN, qN",
        "--steps=qr-100 | unknown step 'qr-100' in --steps",
        "--clients=0 | --clients must be between 1 and 4096 (got 0)",
        "--rows-per-table=-5 | --rows-per-table must be between 1 and 1000000000000 (got -5)",
        "--rows-per-table=ten | Invalid value for option '--rows-per-table': 'ten' is not a row count "
            + "(e.g. 200000, 200k, 10m)",
        "--query-seconds=0 | --query-seconds must be between 1 and 2592000 (got 0)",
        "--report-interval=0 | --report-interval must be between 0.1 and 60 seconds (got 0.0)",
        "--cleanup-seconds=soon | --cleanup-seconds must be a whole number of seconds or 'auto' (got 'soon')",
        "--rows-per-commit=l.i1=0 | --rows-per-commit for l.i1 must be between 1 and 100000 (got 0)",
        "--shared-table | step l.i1 deletes rows, which cannot be combined with --shared-table (as in the reference); "
            + "add --no-delete-per-insert",
        "--secondary-indexes=0 | step qr100 runs range queries, which need at least one secondary index "
            + "(--secondary-indexes is 0)",
        "--label=a/b | --label must be 1 to 100 letters, digits, '.', '_', '+' or '-', starting with a letter or digit "
            + "(got 'a/b')",
        "--dbms=oracle | unknown --dbms 'oracle'; known: mysql, mariadb, percona, innodb",
        "--host=h | give either --url or --host/--port/--socket, not both",
        "--nonsense | Unknown option: '--nonsense'",
        "--results=/dev/null | --results /dev/null cannot be used as a folder (a file of that name exists)",
        "--profile=huge | unknown --profile 'huge'; profiles: quick, standard, cached, cached-by-os, io-bound, "
            + "or a path to a .properties file"})
    void badInputGetsOneSentenceAndExitCode2(String option, String expected) {
        CliOutput result = CliOutput.run("run", CLOSED, option);
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.err());
        String firstLine = result.err().lines().findFirst().orElse("");
        assertTrue(firstLine.contains(expected), firstLine);
        assertFalse(result.err().contains("\tat "), "no stack trace: " + result.err());
    }

    @Test
    void anOptionGivenTwiceIsRefusedRatherThanDroppingTheOthersOfItsSection() {
        CliOutput result = CliOutput.run("run", "--socket", dir.resolve("no.sock").toString(), "--database=a",
                "--database=b", "--results=" + dir.resolve("r"));
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.err());
        assertEquals("ibench run: option '--database' should be specified only once", result.err().strip());
        assertFalse(result.out().contains("embedded"), "no embedded server is started: " + result.out());
        result = CliOutput.run("run", CLOSED, "--host-metrics", "--no-host-metrics", "--results=" + dir.resolve("r"));
        assertEquals("ibench run: option '--host-metrics' should be specified only once", result.err().strip());
    }

    @Test
    void aUrlNoAdapterAcceptsNamesTheOption() {
        CliOutput result = CliOutput.run("run", "--url=jdbc:oracle:thin:@h:1:x", "--results=" + dir.resolve("r"));
        assertEquals(ExitCodes.USAGE, result.exitCode());
        assertTrue(result.err().startsWith("ibench run: --url: no adapter accepts the scheme jdbc:oracle:thin:@h:…; "
                + "accepted: jdbc:mysql:…"), result.err());
    }

    @Test
    void aMissingPasswordFileIsBadInput() {
        CliOutput result = CliOutput.run("run", CLOSED, "--password-file=" + dir.resolve("nope"));
        assertEquals(ExitCodes.USAGE, result.exitCode());
        assertEquals("ibench run: cannot read --password-file " + dir.resolve("nope") + ": no such file",
                result.err().strip());
    }

    @Test
    void anUnreachableServerIsARunFailureWithoutStackTrace() throws IOException {
        Path password = Files.writeString(dir.resolve("pw"), "Very$ecret9\n");
        CliOutput result = CliOutput.run("run", CLOSED, "--password-file=" + password, "--results=" + dir.resolve("r"));
        assertEquals(ExitCodes.FAILURE, result.exitCode());
        assertEquals("ibench run: cannot reach a server at 127.0.0.1:1: Connection refused "
                + "(is it running and listening there?)",
                result.err().strip());
        assertFalse((result.out() + result.err()).contains("Very$ecret9"));
    }

    @Test
    void verboseAddsTheStackTrace() {
        CliOutput result = CliOutput.run("run", CLOSED, "--verbose", "--results=" + dir.resolve("r"));
        assertEquals(ExitCodes.FAILURE, result.exitCode());
        assertTrue(result.err().contains("\tat "), result.err());
    }

    @Test
    void helpDocumentsEveryOptionWithItsDefault() {
        CliOutput result = CliOutput.run("run", "--help");
        assertEquals(ExitCodes.OK, result.exitCode());
        for (String option : List.of("--url", "--host", "--port", "--socket", "--user", "--password-file", "--database",
                "--dbms", "--create-database", "--profile", "--clients", "--shared-table", "--rows-per-table",
                "--write-rows-per-table", "--query-seconds", "--steps", "--rows-per-commit", "--[no-]delete-per-insert",
                "--query-threads", "--secondary-indexes", "--resync-get-min", "--seed", "--engine", "--engine-options",
                "--cleanup-seconds", "--label", "--results", "--report-interval", "--no-progress", "--verbose")) {
            assertTrue(result.out().contains(option), option + " missing from --help");
        }
        for (String fragment : List.of("(default 1)", "(default 10m)", "(default: twice --rows-per-table",
                "(default 1800)", "(default 3)", "(default 1000)", "(default auto)", "(default results)",
                "(default on;")) {
            assertTrue(result.out().contains(fragment), fragment + " missing from --help");
        }
        assertFalse(result.err().contains("WARN"), result.err());
    }

    @Test
    void versionAndBareCommand() {
        CliOutput version = CliOutput.run("--version");
        assertEquals(ExitCodes.OK, version.exitCode());
        assertTrue(version.out().startsWith("ibench "), version.out());
        CliOutput bare = CliOutput.run();
        assertEquals(ExitCodes.USAGE, bare.exitCode());
        assertTrue(bare.err().startsWith("ibench: name a command, e.g. 'ibench run'"), bare.err());
    }
}
