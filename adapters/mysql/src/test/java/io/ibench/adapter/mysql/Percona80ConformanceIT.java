package io.ibench.adapter.mysql;

import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.mysql.MySQLContainer;

/** InnoDB on Percona Server 8.0 in a container; skipped without a Docker engine. */
@Testcontainers(disabledWithoutDocker = true)
class Percona80ConformanceIT extends MySqlContainerConformance {
    @Container
    static final MySQLContainer SERVER = container("percona/percona-server:8.0");

    @Override
    MySQLContainer server() {
        return SERVER;
    }
}
