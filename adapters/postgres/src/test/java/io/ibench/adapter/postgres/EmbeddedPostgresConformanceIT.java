package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;

/** The embedded PostgreSQL (zonky) that {@code ibench run --dbms postgres} starts without a server. */
class EmbeddedPostgresConformanceIT extends PostgresConformance {
    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        return embeddedDatabase();
    }
}
