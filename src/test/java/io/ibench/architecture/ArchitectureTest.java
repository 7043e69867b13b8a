package io.ibench.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import java.util.regex.Pattern;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The rules of docs/architecture.md that hold without review, checked on the main classes of
 * every module (this module's test class path holds them all): no package cycle inside
 * {@code core}, no back-edge between modules, and the adapter contract apart from its support.
 */
@AnalyzeClasses(packages = "io.ibench", importOptions = ArchitectureTest.MainClassesOnly.class)
class ArchitectureTest {

    /** Every package of the core depends on others in one direction only. */
    @ArchTest
    static final ArchRule CORE_HAS_NO_PACKAGE_CYCLES = slices().matching("io.ibench.core.(*)..")
            .namingSlices("core.$1")
            .should().beFreeOfCycles();

    /**
     * Modules depend downwards only: the core knows no adapter, report or cli; an adapter knows
     * the core and no other adapter, report or cli; the report knows the core and no adapter or
     * cli; the cli may use them all.
     */
    @ArchTest
    static final ArchRule MODULES_HAVE_NO_BACK_EDGES = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("core").definedBy("io.ibench.core..")
            .layer("adapter mysql").definedBy("io.ibench.adapter.mysql..")
            .layer("adapter postgres").definedBy("io.ibench.adapter.postgres..")
            .layer("report").definedBy("io.ibench.report..")
            .layer("cli").definedBy("io.ibench.cli..")
            .whereLayer("cli").mayNotBeAccessedByAnyLayer()
            .whereLayer("report").mayOnlyBeAccessedByLayers("cli")
            .whereLayer("adapter mysql").mayOnlyBeAccessedByLayers("cli")
            .whereLayer("adapter postgres").mayOnlyBeAccessedByLayers("cli");

    /** The adapter contract ({@code spi}) stands alone; the helpers below it may use it, never the reverse. */
    @ArchTest
    static final ArchRule CONTRACT_DOES_NOT_DEPEND_ON_SUPPORT = noClasses()
            .that().resideInAPackage("io.ibench.core.spi")
            .should().dependOnClassesThat().resideInAPackage("io.ibench.core.spi.support..");

    /** {@code core.lang} is used by every package, the contract included, so it uses nothing but the JDK. */
    @ArchTest
    static final ArchRule LANG_DEPENDS_ON_THE_JDK_ONLY = noClasses()
            .that().resideInAPackage("io.ibench.core.lang..")
            .should().dependOnClassesThat().resideOutsideOfPackages("io.ibench.core.lang..", "java..");

    /** Main classes only: test classes and test-jars (conformance kits, fixtures) follow no module rule. */
    static final class MainClassesOnly implements ImportOption {
        private static final Pattern TEST_JAR = Pattern.compile(".*-tests\\.jar!/.*");

        @Override
        public boolean includes(Location location) {
            return !location.contains("/test-classes/") && !location.matches(TEST_JAR);
        }
    }
}
