package io.ibench.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.library.dependencies.Slices;
import io.ibench.adapter.testonly.TestOnlyAdapter;
import io.ibench.cli.Ibench;
import io.ibench.core.spi.Adapters;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Adding a DBMS is a pure addition: {@link TestOnlyAdapter}, registered by this module's test
 * {@code META-INF/services/io.ibench.core.spi.Adapter} and named in no other file, is found wherever ibench
 * looks for adapters: {@code ibench adapters}, the help of {@code --dbms} and {@code --force}, the names
 * {@code --dbms} accepts, the system databases every run refuses, and ArchitectureTest's rules for adapters.
 */
class AdapterDiscoveryTest {
    private static final String REFUSAL = "', a system database or schema that ibench never runs in (";

    private record Output(int exitCode, String out, String err) {
    }

    private static Output ibench(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Ibench.execute(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Output(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void discoveryFindsTheTestOnlyAdapter() {
        assertTrue(Adapters.discover().all().stream().anyMatch(a -> a instanceof TestOnlyAdapter));
        assertTrue(ibench("adapters").out().contains("testonly, scratch"), ibench("adapters").out());
    }

    @Test
    void theHelpOfDbmsAndForceNamesItsNamesAndSystemDatabases() {
        String help = ibench("run", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("--dbms=NAME DBMS when --url does not choose it: mysql (also mariadb, percona, "
                + "innodb), postgres (also postgresql, pg) or testonly (also scratch);"), help);
        assertTrue(help.contains("Runs in the system databases mysql, sys, information_schema, performance_schema, "
                + "postgres and testonly_catalog are refused always."), help);
    }

    @Test
    void dbmsAcceptsItsNames() {
        for (String name : new String[] {"testonly", "Scratch"}) {
            Output run = ibench("run", "--dbms=" + name, "--host=127.0.0.1", "--port=1", "--results=target/none");
            assertEquals("ibench run: " + TestOnlyAdapter.NO_SERVER, run.err().strip());
        }
    }

    @Test
    void itsSystemDatabaseIsRefusedByEveryRunBeforeAnyConnection() {
        Output mine = ibench("run", "--dbms=scratch", "--host=127.0.0.1", "--port=1", "--database=TestOnly_Catalog",
                "--force", "--results=target/none");
        assertEquals("ibench run: --database is 'TestOnly_Catalog" + REFUSAL + "mysql, sys, information_schema, "
                + "performance_schema, postgres, testonly_catalog); give the benchmark a database of its own, e.g. ib "
                + "(--create-database creates it)", mine.err().strip());
        Output other = ibench("run", "--url=jdbc:mysql://127.0.0.1:1/testonly_catalog", "--results=target/none");
        assertTrue(other.err().startsWith("ibench run: the database in --url is 'testonly_catalog" + REFUSAL),
                other.err());
    }

    @Test
    void theArchitectureRulesForAdaptersCoverIt() {
        ArchitectureTest.MainClassesOnly main = new ArchitectureTest.MainClassesOnly();
        JavaClasses classes = new ClassFileImporter()
                .withImportOption(l -> main.includes(l) || l.contains("/io/ibench/adapter/testonly/"))
                .importPackages("io.ibench");
        Set<String> adapters = Slices.matching("io.ibench.adapter.(*)..").transform(classes).stream()
                .map(slice -> slice.getDescription()).collect(Collectors.toSet());
        assertEquals(Set.of("Slice testonly", "Slice mysql", "Slice postgres"), adapters);
        ArchitectureTest.ADAPTERS_DO_NOT_KNOW_EACH_OTHER.check(classes);
        ArchitectureTest.MODULES_HAVE_NO_BACK_EDGES.check(classes);
        ArchitectureTest.CLI_NAMES_NO_ADAPTER.check(classes);
    }
}
