package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.postgresql.PostgreSQLContainer;

/** PostgreSQL 17 in a container; skipped without a Docker engine. */
@Testcontainers(disabledWithoutDocker = true)
class Postgres17ConformanceIT extends PostgresConformance {
    @Container
    static final PostgreSQLContainer SERVER = new PostgreSQLContainer("postgres:17")
            .withDatabaseName("ib").withUsername("postgres").withPassword("ibench-conformance");

    @Override
    protected boolean serverRunsHere() {
        return false;
    }

    @Override
    protected ConnectionOptions freshDatabase() {
        return new ConnectionOptions(null, SERVER.getHost(), SERVER.getMappedPort(PostgreSQLContainer.POSTGRESQL_PORT),
                null, "postgres", "ibench-conformance", "ib");
    }
}
