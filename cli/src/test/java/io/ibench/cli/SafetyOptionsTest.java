package io.ibench.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The safety options on the command line: system databases and contradictory password sources
 * are refused before any server is contacted (the URLs point at a closed port, so a run that got
 * as far as connecting would fail with exit code 1 instead), and {@code --help} documents them.
 */
class SafetyOptionsTest {
    private static final String SYSTEM = "', a system database or schema that ibench never runs in (mysql, sys, "
            + "information_schema, performance_schema, postgres); give the benchmark a database of its own, e.g. ib "
            + "(--create-database creates it)";

    @TempDir
    Path dir;

    private CliOutput refused(String... args) {
        CliOutput result = CliOutput.run(args);
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.err());
        assertFalse(result.err().contains("\tat "), "no stack trace: " + result.err());
        return result;
    }

    @Test
    void aSystemDatabaseInDatabaseIsRefusedEvenWithForce() {
        CliOutput result = refused("run", "--host=127.0.0.1", "--port=1", "--database=Performance_Schema", "--force",
                "--results=" + dir.resolve("r"));
        assertEquals("ibench run: --database is 'Performance_Schema" + SYSTEM, result.err().strip());
    }

    @Test
    void aSystemDatabaseInTheUrlIsRefusedBeforeConnecting() {
        CliOutput mysql = refused("run", "--url=jdbc:mysql://127.0.0.1:1/mysql", "--results=" + dir.resolve("r"));
        assertEquals("ibench run: the database in --url is 'mysql" + SYSTEM, mysql.err().strip());
        CliOutput postgres = refused("run", "--url=jdbc:postgresql://127.0.0.1:1/postgres", "--steps=qp0",
                "--results=" + dir.resolve("r"));
        assertEquals("ibench run: the database in --url is 'postgres" + SYSTEM, postgres.err().strip());
    }

    @Test
    void aPasswordFileAndThePromptAreRefusedTogether() throws IOException {
        Path password = Files.writeString(dir.resolve("pw"), "Very$ecret9\n");
        CliOutput result = refused("run", "--url=jdbc:mysql://127.0.0.1:1/ib", "--password-file=" + password,
                "--ask-password");
        assertEquals("ibench run: give either --password-file or --ask-password, not both", result.err().strip());
    }

    @Test
    void helpDocumentsTheSafetyOptionsAndThePasswordSources() {
        CliOutput result = CliOutput.run("run", "--help");
        assertEquals(ExitCodes.OK, result.exitCode());
        String help = result.out().replaceAll("\\s+", " ");
        for (String fragment : new String[] {"--force", "--ask-password", "--password-file=FILE", "IBENCH_PASSWORD",
            "information_schema, performance_schema and postgres are refused always"}) {
            assertTrue(help.contains(fragment), fragment + " missing from --help: " + help);
        }
    }
}
