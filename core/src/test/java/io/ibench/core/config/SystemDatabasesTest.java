package io.ibench.core.config;

import io.ibench.core.spi.support.JdbcUrls;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The system databases are refused wherever a run's database is named, in any case; --force does not matter. */
class SystemDatabasesTest {
    private static final String REFUSED = "', a system database or schema that ibench never runs in (mysql, sys, "
            + "information_schema, performance_schema, postgres); give the benchmark a database of its own, e.g. ib "
            + "(--create-database creates it)";

    @ParameterizedTest
    @ValueSource(strings = {"mysql", "sys", "information_schema", "performance_schema", "postgres", "MySQL", "SYS",
        "Information_Schema", "PostGres"})
    void everySystemNameIsRefusedInAnyCase(String name) {
        assertTrue(SystemDatabases.isSystem(name));
        ConfigException e = assertThrows(ConfigException.class,
                () -> new ConnectionOptions(null, "h", null, null, null, null, name));
        assertEquals("--database is '" + name + REFUSED, e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ib", "mysql2", "sysbench", "postgres_ib", "ibench_safety_x"})
    void otherNamesAreAccepted(String name) {
        assertFalse(SystemDatabases.isSystem(name));
        assertEquals(name, new ConnectionOptions(null, "h", null, null, null, null, name).database());
        assertEquals(name, JdbcUrls.database(name, null, 64));
    }

    @Test
    void theDatabaseInAUrlIsRefusedBeforeAnyConnection() {
        ConfigException e = assertThrows(ConfigException.class,
                () -> JdbcUrls.database("performance_schema", null, 64));
        assertEquals("the database in --url is 'performance_schema" + REFUSED, e.getMessage());
    }

    @Test
    void noDatabaseMeansTheDefaultWhichIsAccepted() {
        assertFalse(SystemDatabases.isSystem(null));
        assertEquals(ConnectionOptions.DEFAULT_DATABASE, JdbcUrls.database(null, null, 64));
    }

    @Test
    void theEffectiveConfigurationRecordsForce() {
        assertEquals(false, RunConfig.builder().build().describe().get("force"));
        RunConfig forced = RunConfig.builder().force(true).build();
        assertEquals(true, forced.describe().get("force"));
        assertTrue(forced.toBuilder().build().force());
    }
}
