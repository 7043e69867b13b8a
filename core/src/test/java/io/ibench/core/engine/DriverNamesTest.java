package io.ibench.core.engine;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DriverNamesTest {

    @Test
    void aVersionTextIsShortenedToItsRelease() {
        assertEquals("MySQL Connector/J 9.4.0",
                DriverNames.describe("MySQL Connector/J", "mysql-connector-j-9.4.0 (Revision: 1a2b3c4d)"));
        assertEquals("MariaDB Connector/J 3.5.6", DriverNames.describe("MariaDB Connector/J", "3.5.6"));
        assertEquals("PostgreSQL JDBC Driver 42.7.7", DriverNames.describe("PostgreSQL JDBC Driver", "42.7.7"));
    }

    @Test
    void aVersionWithoutANumberIsKeptAsItIs() {
        assertEquals("Some Driver snapshot", DriverNames.describe("Some Driver", "snapshot"));
    }
}
