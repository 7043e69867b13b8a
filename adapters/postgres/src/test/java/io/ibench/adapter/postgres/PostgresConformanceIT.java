package io.ibench.adapter.postgres;

import io.ibench.core.config.ConnectionOptions;

/** The local PostgreSQL service (or the server in IBENCH_TEST_POSTGRES_URL). */
class PostgresConformanceIT extends PostgresConformance {
    private static final String DB = "ibench_conformance_pg";

    @Override
    protected ConnectionOptions freshDatabase() throws Exception {
        return PgTestServer.freshDatabase(DB);
    }

    @Override
    protected void release() throws Exception {
        PgTestServer.drop(DB);
    }
}
