package io.ibench.adapter.mysql;

import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.mysql.MySQLContainer;

/** InnoDB on MySQL 8.4 in a container; skipped without a Docker engine. */
@Testcontainers(disabledWithoutDocker = true)
class MySql84ConformanceIT extends MySqlContainerConformance {
    @Container
    static final MySQLContainer SERVER = container("mysql:8.4");

    @Override
    MySQLContainer server() {
        return SERVER;
    }
}
