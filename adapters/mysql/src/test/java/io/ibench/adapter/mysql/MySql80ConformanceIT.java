package io.ibench.adapter.mysql;

import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.mysql.MySQLContainer;

/** InnoDB on MySQL 8.0 in a container; skipped without a Docker engine. */
@Testcontainers(disabledWithoutDocker = true)
class MySql80ConformanceIT extends MySqlContainerConformance {
    @Container
    static final MySQLContainer SERVER = container("mysql:8.0");

    @Override
    MySQLContainer server() {
        return SERVER;
    }
}
