package io.ibench.core.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The system databases the adapters hand in are refused in any case; --force does not matter. (Which names the
 * adapters declare, and where the command line refuses them, SafetyOptionsTest and DiscoveredAdapterTest show.)
 */
class SystemDatabasesTest {
    /** The MySQL adapter's names, then the PostgreSQL adapter's, one of which the first already has. */
    private static final SystemDatabases SYSTEM = new SystemDatabases(List.of("mysql", "sys", "information_schema",
            "performance_schema", "postgres", "Information_Schema"));
    private static final String REFUSED = "', a system database or schema that ibench never runs in (mysql, sys, "
            + "information_schema, performance_schema, postgres); give the benchmark a database of its own, e.g. ib "
            + "(--create-database creates it)";

    @ParameterizedTest
    @ValueSource(strings = {"mysql", "sys", "information_schema", "performance_schema", "postgres", "MySQL", "SYS",
        "Information_Schema", "PostGres"})
    void everySystemNameIsRefusedInAnyCase(String name) {
        assertTrue(SYSTEM.isSystem(name));
        ConfigException e = assertThrows(ConfigException.class, () -> SYSTEM.refuse(name, "--database"));
        assertEquals("--database is '" + name + REFUSED, e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ib", "mysql2", "sysbench", "postgres_ib", "ibench_safety_x"})
    void otherNamesAreAccepted(String name) {
        assertFalse(SYSTEM.isSystem(name));
        assertDoesNotThrow(() -> SYSTEM.refuse(name, "--database"));
    }

    @Test
    void namesAreListedOnceInLowerCaseInTheOrderGiven() {
        assertEquals(List.of("mysql", "sys", "information_schema", "performance_schema", "postgres"), SYSTEM.names());
    }

    @Test
    void noDatabaseMeansTheDefaultWhichIsAccepted() {
        assertFalse(SYSTEM.isSystem(null));
        assertDoesNotThrow(() -> SYSTEM.refuse(null, "--database"));
    }

    @Test
    void theEffectiveConfigurationRecordsForce() {
        assertEquals(false, RunConfig.builder().build().describe().get("force"));
        RunConfig forced = RunConfig.builder().force(true).build();
        assertEquals(true, forced.describe().get("force"));
        assertTrue(forced.toBuilder().build().force());
    }
}
