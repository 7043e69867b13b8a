package io.ibench.architecture;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import java.util.regex.Pattern;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The rules of docs/architecture.md that hold without review, checked on the main classes of
 * every module (this module's test class path holds them all): no package cycle inside
 * {@code core}, no back-edge between modules, adapters that know no other adapter and that the cli
 * reaches only through discovery, {@code plan} and {@code workload} on their own, a result model that
 * knows neither metrics nor engine, and the adapter contract apart from its support; and the JMH
 * benchmarks of the {@code bench} module (on this module's test class path for this test alone), which know
 * the core and the report only, which nothing else knows, and which put into core's packages exactly the two
 * benchmarks the doc names.
 */
@AnalyzeClasses(packages = "io.ibench", importOptions = ArchitectureTest.MainClassesOnly.class)
class ArchitectureTest {
    /** Where the bench module's classes are: its class folder, or its jar (not the shaded benchmarks.jar). */
    private static final Pattern BENCH_LOCATION =
            Pattern.compile(".*(/bench/target/classes/|/ibench-bench-[^/]*\\.jar!/).*");
    /** Classes of the bench module, wherever their package: its jar or its class folder. */
    private static final DescribedPredicate<JavaClass> FROM_BENCH = DescribedPredicate.describe("of the bench module",
            c -> c.getSource().map(source -> BENCH_LOCATION.matcher(source.getUri().toString()).matches())
                    .orElse(false));

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
            .layer("adapters").definedBy("io.ibench.adapter..")
            .layer("report").definedBy("io.ibench.report..")
            .layer("cli").definedBy("io.ibench.cli..")
            .whereLayer("cli").mayNotBeAccessedByAnyLayer()
            .whereLayer("report").mayOnlyBeAccessedByLayers("cli")
            .whereLayer("adapters").mayOnlyBeAccessedByLayers("cli");

    /** An adapter knows no other adapter: every module under {@code io.ibench.adapter} stands alone. */
    @ArchTest
    static final ArchRule ADAPTERS_DO_NOT_KNOW_EACH_OTHER = slices().matching("io.ibench.adapter.(*)..")
            .namingSlices("adapter $1")
            .should().notDependOnEachOther();

    /** The cli reaches adapters through discovery ({@code Adapters}), never by naming one. */
    @ArchTest
    static final ArchRule CLI_NAMES_NO_ADAPTER = noClasses()
            .that().resideInAPackage("io.ibench.cli..")
            .should().dependOnClassesThat().resideInAPackage("io.ibench.adapter..");

    /** What the benchmark is ({@code workload}) uses nothing else of core but {@code lang}. */
    @ArchTest
    static final ArchRule WORKLOAD_STANDS_ALONE = noClasses()
            .that().resideInAPackage("io.ibench.core.workload..")
            .should().dependOnClassesThat(inCoreOutside("workload"));

    /** How steps are sized ({@code plan}) uses nothing else of core but {@code lang}. */
    @ArchTest
    static final ArchRule PLAN_STANDS_ALONE = noClasses()
            .that().resideInAPackage("io.ibench.core.plan..")
            .should().dependOnClassesThat(inCoreOutside("plan"));

    /** The result model imports nothing of what computes ({@code metrics}) or runs ({@code engine}) it. */
    @ArchTest
    static final ArchRule RESULT_KNOWS_NEITHER_METRICS_NOR_ENGINE = noClasses()
            .that().resideInAPackage("io.ibench.core.result..")
            .should().dependOnClassesThat().resideInAnyPackage("io.ibench.core.metrics..", "io.ibench.core.engine..");

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

    /** The benchmarks measure the core and the report: they know no adapter and no cli. */
    @ArchTest
    static final ArchRule BENCH_KNOWS_CORE_AND_REPORT_ONLY = noClasses()
            .that(FROM_BENCH)
            .should().dependOnClassesThat().resideInAnyPackage("io.ibench.adapter..", "io.ibench.cli..");

    /** No shipped class knows a benchmark, also not those that share a package with one. */
    @ArchTest
    static final ArchRule NOTHING_KNOWS_THE_BENCH = noClasses()
            .that(DescribedPredicate.not(FROM_BENCH))
            .should().dependOnClassesThat(FROM_BENCH);

    /**
     * The bench module puts exactly two benchmarks into core's packages, into {@code engine}, to reach the
     * package-private schedules and insert text they measure (with JMH's classes generated for them).
     */
    @ArchTest
    static final ArchRule BENCH_PUTS_TWO_BENCHMARKS_INTO_CORE_ENGINE = classes()
            .that(FROM_BENCH).and().resideInAPackage("io.ibench.core..")
            .should().haveNameMatching("io\\.ibench\\.core\\.engine\\.(jmh_generated\\.)?"
                    + "(ScheduleBenchmark|InsertTextBenchmark)(_.*|\\$.*)?");

    /** @return classes of core outside its package {@code name} and outside {@code lang} */
    private static DescribedPredicate<JavaClass> inCoreOutside(String name) {
        return JavaClass.Predicates.resideInAPackage("io.ibench.core..")
                .and(DescribedPredicate.not(JavaClass.Predicates.resideInAnyPackage("io.ibench.core." + name + "..",
                        "io.ibench.core.lang..")))
                .as("classes of core outside " + name + " and lang");
    }

    /** Main classes only: test classes and test-jars (conformance kits, fixtures) follow no module rule. */
    static final class MainClassesOnly implements ImportOption {
        private static final Pattern TEST_JAR = Pattern.compile(".*-tests\\.jar!/.*");

        @Override
        public boolean includes(Location location) {
            return !location.contains("/test-classes/") && !location.matches(TEST_JAR);
        }
    }
}
